import { useEffect, useState } from 'react';
import { OwnerView } from './OwnerView.tsx';
import { VisitorView } from './VisitorView.tsx';

type View = 'visitor' | 'owner';
const viewFromHash = (): View => (location.hash === '#/owner' ? 'owner' : 'visitor');

export function App() {
  const [view, setView] = useState<View>(viewFromHash);
  useEffect(() => {
    const onHashChange = () => setView(viewFromHash());
    addEventListener('hashchange', onHashChange);
    return () => removeEventListener('hashchange', onHashChange);
  }, []);

  return (
    <>
      <header className="site">
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
      <main>{view === 'owner' ? <OwnerView /> : <VisitorView />}</main>
    </>
  );
}
