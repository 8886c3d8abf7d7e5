import { expect } from '@open-wc/testing';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  buildTrackUrl,
  MARKETING_PARAMS,
  readTrackParams,
  registerConsentGate,
  sendTrackBeacon,
  TRACK_PATH,
  type TrackBeaconOptions,
} from '../../../core/tracking/index.ts';

const PAGE = 'https://bakery.example.com/shop/?source=news&campaign=spring&mkwid=k1&other=x';

describe('track beacon (part 1 §7)', () => {
  afterEach(() => {
    registerConsentGate(undefined);
    resetPageContext();
  });

  it('lists the marketing parameters in order', () => {
    expect(TRACK_PATH).to.equal('/api/track/Track');
    expect(MARKETING_PARAMS).to.deep.equal([
      'source',
      'campaign',
      'subcampaign',
      'channel',
      'subchannel',
      'refer',
      'variation',
      'mkwid',
    ]);
  });

  it('builds /api/track/Track?{query} with landing, refer, rk, lang, screen and the marketing parameters set', () => {
    const url = buildTrackUrl({
      landing: 'https://bakery.example.com/?source=news',
      refer: 'https://search.example/?q=cake',
      rk: 'abc',
      lang: 'en-GB',
      screen: '1920x1080',
      source: 'news',
      channel: '',
      variation: 'b',
      mkwid: 'k&1',
    });
    expect(url).to.equal(
      '/api/track/Track?landing=https%3A%2F%2Fbakery.example.com%2F%3Fsource%3Dnews' +
        '&refer=https%3A%2F%2Fsearch.example%2F%3Fq%3Dcake&rk=abc&lang=en-GB&screen=1920x1080' +
        '&source=news&variation=b&mkwid=k%261',
    );
  });

  it('reads landing, refer, lang, screen and the marketing parameters from the page', () => {
    const params = readTrackParams(PAGE, 'key1');
    expect(params).to.deep.equal({
      landing: PAGE,
      refer: document.referrer,
      rk: 'key1',
      lang: navigator.language,
      screen: `${screen.width}x${screen.height}`,
      source: 'news',
      campaign: 'spring',
      mkwid: 'k1',
    });
  });

  it("lets the query's marketing refer win over document.referrer", () => {
    expect(readTrackParams('https://bakery.example.com/?refer=partner', 'k').refer).to.equal(
      'partner',
    );
  });

  it('gives each beacon a random key', () => {
    const first = readTrackParams(PAGE).rk;
    expect(first).to.match(/^[a-z0-9]+$/);
    expect(readTrackParams(PAGE).rk).to.not.equal(first);
    expect(readTrackParams().landing).to.equal(location.href);
  });

  const beacon = (options: Partial<TrackBeaconOptions> = {}) => {
    const image = { src: '' };
    const sent = sendTrackBeacon({
      pageUrl: () => PAGE,
      randomKey: () => 'r1',
      createImage: () => image,
      usageTracked: () => true,
      ...options,
    });
    return { sent, src: image.src };
  };

  it('sends the beacon as an image', () => {
    const { sent, src } = beacon();
    expect(sent).to.equal(true);
    // On the page's own origin, whatever a <base href> says.
    expect(src).to.equal(new URL(buildTrackUrl(readTrackParams(PAGE, 'r1')), PAGE).href);
    expect(src.startsWith('https://bakery.example.com/api/track/Track?landing=')).to.equal(true);
  });

  it('sends nothing when the consent gate says no, through the option or the registered gate', () => {
    expect(beacon({ canTrack: () => false })).to.deep.equal({ sent: false, src: '' });
    registerConsentGate(() => false);
    expect(beacon()).to.deep.equal({ sent: false, src: '' });
  });

  it('sends nothing on the search page', () => {
    for (const page of [
      'https://bakery.example.com/search',
      'https://bakery.example.com/search/',
      'https://bakery.example.com/search?q=cake',
    ]) {
      expect(beacon({ pageUrl: () => page }).sent, page).to.equal(false);
    }
    expect(beacon({ pageUrl: () => 'https://bakery.example.com/' }).sent).to.equal(true);
  });

  it("sends nothing for a signed-in owner, by the page context's usage rule", () => {
    setPageContext({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] });
    expect(beacon({ usageTracked: undefined }).sent).to.equal(false);
    setPageContext({ authenticatedAccount: null });
    expect(beacon({ usageTracked: undefined }).sent).to.equal(true);
    expect(beacon({ usageTracked: () => false }).sent).to.equal(false);
  });

  it('never throws into the page', () => {
    expect(beacon({ pageUrl: () => 'not a url' }).sent).to.equal(false);
    expect(
      beacon({
        createImage: () => {
          throw new Error('no images');
        },
      }).sent,
    ).to.equal(false);
  });

  it('uses a real image by default', () => {
    const created: HTMLImageElement[] = [];
    const RealImage = window.Image;
    window.Image = class extends RealImage {
      constructor() {
        super();
        created.push(this);
      }
    };
    try {
      expect(sendTrackBeacon({ usageTracked: () => true })).to.equal(true);
    } finally {
      window.Image = RealImage;
    }
    expect(created).to.have.length(1);
    expect(created[0]!.src.startsWith(`${location.origin}/api/track/Track?landing=`)).to.equal(
      true,
    );
  });
});
