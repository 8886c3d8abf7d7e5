import { useEffect, useState } from 'react';
import { getConsentManager } from '../../core/consent/index.ts';
import { removeCookie } from '../../core/net/cookies.ts';
// The tag is used directly, so its element is imported for its registration.
import '../../components/cookie-banner/cookie-banner.ts';
import type { SsConsentChoiceEvent } from '../../components/cookie-banner/events.ts';

interface ConsentView {
  choice: string;
  gpc: boolean;
  canStore: boolean;
  scriptRan: boolean;
}

const read = (): ConsentView => {
  const consent = getConsentManager();
  return {
    choice: consent.effectiveChoice(),
    gpc: consent.gpc(),
    canStore: consent.canStoreVisitorData(),
    scriptRan: document.documentElement.dataset.consentScript === 'ran',
  };
};

/**
 * The cookie banner as the site's settings make it, the visitor's consent state, and a way to
 * start over; plus a button that throws, to see the error reporter at work.
 */
export function ConsentSection({ settings }: { settings: Record<string, unknown> }) {
  const [state, setState] = useState<ConsentView>(read);
  useEffect(() => getConsentManager().onChange(() => setState(read())), []);
  // The page's consent script says when it ran (at load, or on an accept).
  useEffect(() => {
    const ran = () => setState(read());
    addEventListener('demo-consent-script', ran);
    ran();
    return () => removeEventListener('demo-consent-script', ran);
  }, []);

  const forget = () => {
    removeCookie('ss_cookieAllowed');
    location.reload();
  };
  const fail = () => {
    setTimeout(() => {
      throw new Error('Demo error from the visitor page');
    });
  };

  return (
    <section className="demo" aria-labelledby="consent-title">
      <h2 id="consent-title">Cookie consent and tracking</h2>
      <dl className="consent-state">
        <dt>Your choice</dt>
        <dd data-testid="consent-choice">{state.choice}</dd>
        <dt>Global Privacy Control</dt>
        <dd>{state.gpc ? 'on' : 'off'}</dd>
        <dt>Visitor data may be stored</dt>
        <dd data-testid="consent-can-store">{state.canStore ? 'yes' : 'no'}</dd>
        <dt>The page&apos;s script that needs consent</dt>
        <dd data-testid="consent-script">{state.scriptRan ? 'ran' : 'waiting'}</dd>
      </dl>
      <p>
        <button type="button" onClick={forget}>
          Forget my choice
        </button>{' '}
        <button type="button" onClick={fail}>
          Throw an error
        </button>
      </p>
      <ss-cookie-banner
        settings={settings}
        onss-consent-choice={(_event: SsConsentChoiceEvent) => setState(read())}
      ></ss-cookie-banner>
    </section>
  );
}
