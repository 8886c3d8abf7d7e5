import { useCallback, useEffect, useState } from 'react';
import { ConsentManager, policyFromSettings } from '../../core/consent/index.ts';
import { getRawCookie } from '../../core/net/cookies.ts';
import {
  parseSessionValue,
  parseVisitorRecord,
  SESSION_COOKIE,
  VISITOR_COOKIE,
} from '../../core/visits/index.ts';
import { loadBlockSettings } from '../api.ts';
import { COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS } from '../blocks.ts';

interface BrowserView {
  choice: string;
  canStore: boolean;
  visitor: ReturnType<typeof parseVisitorRecord>;
  session: number | undefined;
}

const time = (ms: number | undefined) => (ms ? new Date(ms).toLocaleString() : 'none');

/**
 * The consent and visit cookies of this browser, as the site reads them (the visit cookies as
 * stored, so one quoted or escaped shows as none, as it counts for the site): what a visitor in
 * this browser has chosen, and their visitor and session records. Kept current every 2 s and
 * on any consent change in this tab.
 */
export function BrowserState() {
  const [view, setView] = useState<BrowserView>();
  const refresh = useCallback(() => {
    loadBlockSettings(COOKIE_SETTINGS_ID, DEFAULT_COOKIE_SETTINGS).then((settings) => {
      // A manager of its own: the page's keeps the policy its runtime and banner gave it.
      const consent = new ConsentManager({ policy: policyFromSettings(settings) });
      setView({
        choice: consent.effectiveChoice(),
        canStore: consent.canStoreVisitorData(),
        visitor: parseVisitorRecord(getRawCookie(VISITOR_COOKIE)),
        session: parseSessionValue(getRawCookie(SESSION_COOKIE)),
      });
    });
  }, []);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, 2000);
    const onChange = () => refresh();
    addEventListener('ss-consent-change', onChange);
    return () => {
      clearInterval(timer);
      removeEventListener('ss-consent-change', onChange);
    };
  }, [refresh]);
  if (!view) return <section className="demo" aria-busy="true" />;

  return (
    <section className="demo" aria-labelledby="browser-state-title">
      <h2 id="browser-state-title">Consent and visits in this browser</h2>
      <dl className="consent-state" data-testid="browser-state">
        <dt>Consent</dt>
        <dd data-testid="owner-consent-choice">{view.choice}</dd>
        <dt>Visitor data may be stored</dt>
        <dd>{view.canStore ? 'yes' : 'no'}</dd>
        <dt>Visitor (ss_cvr)</dt>
        <dd data-testid="owner-visitor">
          {view.visitor
            ? `${view.visitor.count} visit${view.visitor.count === 1 ? '' : 's'}; first ${time(view.visitor.first)}, previous ${time(view.visitor.previous)}, latest ${time(view.visitor.latest)}`
            : 'none'}
        </dd>
        <dt>Session (ss_cvt)</dt>
        <dd>{view.session ? `last seen ${time(view.session)}` : 'none'}</dd>
      </dl>
    </section>
  );
}
