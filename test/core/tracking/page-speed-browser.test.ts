import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { registerConsentGate } from '../../../core/tracking/consent-gate.ts';
import { defaultCanTrack } from '../../../core/tracking/page-speed/gate.ts';
import { startPageSpeed } from '../../../core/tracking/page-speed/index.ts';
import { fakeVitals, fakeWindow, json, SETTINGS_ON, settingsFetch } from './page-speed-fakes.ts';

/** Page speed on the test page itself: the real window, web-vitals and dev API. */
describe('page speed in the browser', () => {
  afterEach(() => sinon.restore());

  it('runs on the real window with web-vitals imported on demand', async () => {
    const { fetcher } = settingsFetch(() => json(SETTINGS_ON));
    const speed = startPageSpeed({ app: 'gallery', fetch: fetcher, canTrack: () => true });
    try {
      expect(await speed.ready).to.equal(true);
    } finally {
      speed.stop();
    }
  });

  it('asks the registered consent gate by default', async () => {
    const { fetcher } = settingsFetch(() => json(SETTINGS_ON));
    const expected = defaultCanTrack();
    const speed = startPageSpeed({ app: 'gallery', fetch: fetcher, vitals: fakeVitals().api });
    try {
      expect(await speed.ready).to.equal(expected);
    } finally {
      speed.stop();
    }
    registerConsentGate(() => false);
    const refused = startPageSpeed({ app: 'gallery', fetch: fetcher, vitals: fakeVitals().api });
    try {
      expect(await refused.ready).to.equal(false);
    } finally {
      refused.stop();
      registerConsentGate(undefined);
    }
  });

  it('gets its settings from the dev API and stores a record there', async () => {
    const vitals = fakeVitals();
    const page = fakeWindow();
    const answers: Response[] = [];
    const fetcher: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      answers.push(response.clone());
      return response;
    };
    const speed = startPageSpeed({
      app: 'gallery',
      fetch: fetcher,
      sendBeacon: null,
      vitals: vitals.api,
      window: page.win,
      canTrack: () => true,
    });
    try {
      expect(await speed.ready).to.equal(true);
      const settings = (await answers[0]!.json()) as { pageLoadId: string };
      expect(settings.pageLoadId).to.match(/^[0-9a-f-]{36}$/);
      for (const name of ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const) vitals.emit(name, 10);
      page.hide();
      await new Promise<void>((resolve) => {
        const wait = () => (answers.length > 1 ? resolve() : setTimeout(wait, 10));
        wait();
      });
      expect(answers[1]!.status).to.equal(200);
      expect(await answers[1]!.json()).to.deep.equal({ ok: true, stored: 1 });
    } finally {
      speed.stop();
    }
  });
});
