import { useEffect, useState } from 'react';
import type { FatalErrorDetail } from '../core/data/index.ts';
import { onFatalError } from './api.ts';
import { FatalError } from './FatalError.tsx';
import { OwnerView } from './OwnerView.tsx';
import { VisitorView } from './VisitorView.tsx';

type View = 'visitor' | 'owner';
const VIEW_KEY = 'ss-demo-view';

/**
 * The view the address names (`#/owner`, else `#/visitor`). A hash that is no route, as a
 * lightbox's `#itemId=` (written over the route, and there on a reload or Forward), leaves the
 * view as it was in this tab.
 */
function viewFromHash(): View {
  const hash = location.hash;
  const named: View | undefined =
    hash === '#/owner' ? 'owner' : hash.startsWith('#/') || !hash ? 'visitor' : undefined;
  const view = named ?? (sessionStorage.getItem(VIEW_KEY) === 'owner' ? 'owner' : 'visitor');
  sessionStorage.setItem(VIEW_KEY, view);
  return view;
}

export function App() {
  const [view, setView] = useState<View>(viewFromHash);
  const [fatal, setFatal] = useState<FatalErrorDetail>();
  useEffect(() => onFatalError((detail) => setFatal((shown) => shown ?? detail)), []);
  useEffect(() => {
    const onHashChange = () => setView(viewFromHash());
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);

  return (
    <>
      <header className="site" inert={fatal !== undefined}>
        <strong>ss-elements</strong>
        <nav aria-label="Views">
          <a href="#/visitor" aria-current={view === 'visitor' ? 'page' : undefined}>
            Published site
          </a>
          <a href="#/owner" aria-current={view === 'owner' ? 'page' : undefined}>
            Owner
          </a>
        </nav>
      </header>
      <main inert={fatal !== undefined}>{view === 'owner' ? <OwnerView /> : <VisitorView />}</main>
      {fatal && <FatalError detail={fatal} />}
    </>
  );
}
