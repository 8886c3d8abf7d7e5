import { expect } from '@open-wc/testing';
import {
  ANALYTICS_ID_EXPIRY_KEY,
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_MS,
  forgetAnalyticsId,
  readSessionInfo,
  SESSION_KEY,
  TRACKING_MESSAGES,
  type SessionSources,
} from '../../../core/tracking/index.ts';
import { randomId } from '../../../core/tracking/random-id.ts';
import { memoryCookie, MemoryStorage } from './fakes.ts';

const NOW = 1_700_000_000_000;
const PAGE = 'https://bakery.example.com/landing';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('session store (part 2 §3, §9)', () => {
  let local: MemoryStorage;
  let session: MemoryStorage;
  let warnings: string[];

  beforeEach(() => {
    local = new MemoryStorage();
    session = new MemoryStorage();
    warnings = [];
  });

  const read = (overrides: Partial<SessionSources> = {}) =>
    readSessionInfo({
      now: NOW,
      pageUrl: PAGE,
      localStorage: () => local,
      sessionStorage: () => session,
      warn: (message) => warnings.push(message),
      ...overrides,
    });

  it('keeps the analytics id for 390 days', () => {
    expect(ANALYTICS_ID_LIFETIME_MS).to.equal(390 * 24 * 60 * 60 * 1000);
    expect(ANALYTICS_ID_LIFETIME_MS).to.equal(33_696_000_000);
  });

  it("starts a visitor's first session: a new analytics id, stored with its expiry", () => {
    const info = read();
    expect(info.analyticsId).to.match(UUID);
    expect(info.sessionId).to.match(UUID);
    expect(info.sessionId).to.not.equal(info.analyticsId);
    expect(info).to.include({ firstLanding: PAGE, firstSession: true });
    expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(info.analyticsId);
    expect(local.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(String(NOW + 33_696_000_000));
    expect(JSON.parse(session.getItem(SESSION_KEY)!)).to.deep.equal({
      sessionId: info.sessionId,
      firstLanding: PAGE,
      firstSession: true,
    });
    expect(warnings).to.deep.equal([]);
  });

  it('keeps the session for the rest of the browser session', () => {
    const first = read();
    const later = read({ now: NOW + 60_000, pageUrl: 'https://bakery.example.com/other' });
    expect(later).to.deep.equal(first);
    expect(local.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(
      String(NOW + 60_000 + ANALYTICS_ID_LIFETIME_MS),
    );
  });

  it('keeps the analytics id of a returning visitor in a new session, renewing its 390 days', () => {
    const first = read();
    session.clear();
    const now = NOW + ANALYTICS_ID_LIFETIME_MS - 1;
    const next = read({ now, pageUrl: 'https://bakery.example.com/again' });
    expect(next.analyticsId).to.equal(first.analyticsId);
    expect(next.sessionId).to.not.equal(first.sessionId);
    expect(next).to.include({
      firstLanding: 'https://bakery.example.com/again',
      firstSession: false,
    });
    expect(local.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(String(now + ANALYTICS_ID_LIFETIME_MS));
  });

  it('replaces an analytics id once its 390 days are over', () => {
    const first = read();
    session.clear();
    const next = read({ now: NOW + ANALYTICS_ID_LIFETIME_MS });
    expect(next.analyticsId).to.not.equal(first.analyticsId);
    expect(next.firstSession).to.equal(true);
  });

  it('starts a new session when the stored one is not readable', () => {
    session.setItem(SESSION_KEY, '{"sessionId":1}');
    expect(read().sessionId).to.match(UUID);
    session.setItem(SESSION_KEY, 'not json');
    expect(read().firstLanding).to.equal(PAGE);
  });

  it("warns 'Unable to store analyticsId' when the id cannot be written", () => {
    local = new MemoryStorage({ write: true });
    const info = read();
    expect(info.analyticsId).to.match(UUID);
    expect(warnings).to.deep.equal(['Unable to store analyticsId']);
    expect(TRACKING_MESSAGES.storeAnalyticsIdFailed).to.equal('Unable to store analyticsId');
  });

  it("warns 'Unable access local/session storage.' when storage cannot be reached", () => {
    expect(TRACKING_MESSAGES.storageUnavailable).to.equal('Unable access local/session storage.');
    local = new MemoryStorage({ read: true });
    session = new MemoryStorage({ read: true });
    const info = read();
    expect(info).to.include({ firstLanding: PAGE, firstSession: true });
    expect(info.sessionId).to.match(UUID);
    expect(warnings).to.deep.equal([
      'Unable access local/session storage.',
      'Unable access local/session storage.',
    ]);
    warnings = [];
    read({
      localStorage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      sessionStorage: () => new MemoryStorage({ write: true }),
    });
    expect(warnings).to.deep.equal([
      'Unable access local/session storage.',
      'Unable access local/session storage.',
    ]);
  });

  it("uses the browser's storage by default", () => {
    localStorage.removeItem(ANALYTICS_ID_KEY);
    sessionStorage.removeItem(SESSION_KEY);
    try {
      const info = read({ localStorage: undefined, sessionStorage: undefined });
      expect(localStorage.getItem(ANALYTICS_ID_KEY)).to.equal(info.analyticsId);
      expect(JSON.parse(sessionStorage.getItem(SESSION_KEY)!).sessionId).to.equal(info.sessionId);
    } finally {
      localStorage.removeItem(ANALYTICS_ID_KEY);
      localStorage.removeItem(ANALYTICS_ID_EXPIRY_KEY);
      sessionStorage.removeItem(SESSION_KEY);
    }
  });

  describe('with the analytics cookie', () => {
    it('writes a new id to the cookie and to storage, both for 390 days', () => {
      const cookie = memoryCookie();
      const info = read({ cookie });
      expect(info.firstSession).to.equal(true);
      expect(cookie.id).to.equal(info.analyticsId);
      expect(cookie.expires!.getTime()).to.equal(NOW + 33_696_000_000);
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(info.analyticsId);
    });

    it("takes the cookie's id over storage's: the one the provider's other sites know", () => {
      read();
      session.clear();
      const cookie = memoryCookie('known-on-another-site');
      const info = read({ cookie, now: NOW + 5000 });
      expect(info).to.include({ analyticsId: 'known-on-another-site', firstSession: false });
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal('known-on-another-site');
      expect(local.getItem(ANALYTICS_ID_EXPIRY_KEY)).to.equal(String(NOW + 5000 + 33_696_000_000));
      expect(cookie.expires!.getTime()).to.equal(NOW + 5000 + 33_696_000_000);
    });

    it('puts back a cookie the browser lost from the id in storage', () => {
      const first = read();
      session.clear();
      const cookie = memoryCookie();
      const next = read({ cookie });
      expect(next).to.include({ analyticsId: first.analyticsId, firstSession: false });
      expect(cookie.id).to.equal(first.analyticsId);
    });

    it('keeps the id by its cookie where storage cannot be reached', () => {
      local = new MemoryStorage({ read: true });
      const cookie = memoryCookie('kept-by-cookie');
      expect(read({ cookie }).analyticsId).to.equal('kept-by-cookie');
      expect(warnings).to.deep.equal(['Unable access local/session storage.']);
    });

    it("warns 'Unable to store analyticsId' once when the cookie cannot be written, and keeps storage's copy", () => {
      const info = read({ cookie: memoryCookie(undefined, true) });
      expect(warnings).to.deep.equal(['Unable to store analyticsId']);
      expect(local.getItem(ANALYTICS_ID_KEY)).to.equal(info.analyticsId);
      warnings = [];
      local = new MemoryStorage({ write: true });
      read({ cookie: memoryCookie(undefined, true) });
      expect(warnings).to.deep.equal(['Unable to store analyticsId']);
    });

    it('reads a cookie that throws as none', () => {
      const info = read({
        cookie: {
          read: () => {
            throw new DOMException('sandboxed', 'SecurityError');
          },
          write: () => undefined,
        },
      });
      expect(info).to.include({ firstSession: true });
      expect(info.analyticsId).to.match(UUID);
    });
  });

  it('makes version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).to.equal(50);
    for (const id of ids) expect(id).to.match(UUID);
  });

  it('forgets the analytics id, its expiry and the session, and nothing else', () => {
    read();
    local.setItem('other', 'kept');
    session.setItem('other', 'kept');
    forgetAnalyticsId(
      () => local,
      () => session,
    );
    expect([local.getItem(ANALYTICS_ID_KEY), local.getItem(ANALYTICS_ID_EXPIRY_KEY)]).to.deep.equal(
      [null, null],
    );
    expect(session.getItem(SESSION_KEY)).to.equal(null);
    expect([local.getItem('other'), session.getItem('other')]).to.deep.equal(['kept', 'kept']);
    const blocked = new MemoryStorage({ read: true, write: true });
    blocked.removeItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(() =>
      forgetAnalyticsId(
        () => blocked,
        () => {
          throw new DOMException('blocked', 'SecurityError');
        },
      ),
    ).to.not.throw();
  });
});
