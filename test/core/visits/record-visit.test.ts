import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { getCookie, removeCookie, setCookie } from '../../../core/net/cookies.ts';
import { withCookiesBlocked } from '../../support/blocked-cookies.ts';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  isSessionExpired,
  newVisitorId,
  recordVisit,
} from '../../../core/visits/index.ts';
import type { RecordVisitOptions } from '../../../core/visits/index.ts';

type StoredCookie = CookieListItem & { expires?: number };
const stored = async (name: string) => ((await cookieStore.getAll(name)) as StoredCookie[])[0];

const DAY_MS = 86_400_000;
const SESSION_MS = 1_800_000;
const fixedId = () => 'visitor-1';

/** The lines `run` writes to document.cookie (each still written). */
function cookieLines(run: () => void): string[] {
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie.get!.call(document),
    set: (value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    },
  });
  try {
    run();
  } finally {
    delete (document as { cookie?: string }).cookie;
  }
  return written;
}

/** The expiry a written cookie line gives `name`, in ms after `from`. */
function expiryAfter(written: string[], name: string, from: number): number {
  const line = written.find((value) => value.startsWith(`${name}=`))!;
  return new Date(/expires=([^;]+)/.exec(line)![1]!).getTime() - from;
}

describe('recordVisit', () => {
  let clock: sinon.SinonFakeTimers;
  let now: number;
  beforeEach(() => {
    // Near the real time: the browser expires cookies by its own clock.
    now = Math.floor(Date.now() / 1000) * 1000;
    clock = sinon.useFakeTimers({ now, toFake: ['Date'] });
  });
  afterEach(() => {
    clock.restore();
    removeCookie(VISITOR_COOKIE);
    removeCookie(SESSION_COOKIE);
  });

  const visit = (options: Partial<RecordVisitOptions> = {}) =>
    recordVisit({ now: Date.now(), newId: fixedId, canStore: true, ...options });

  describe('a new visitor', () => {
    it('gets a record with first = previous = latest = now, count 1, and a session', () => {
      const result = visit();
      const visitor = { id: 'visitor-1', first: now, previous: now, latest: now, count: 1 };
      expect(result).to.deep.equal({ kind: 'new-visitor', visitor });
      expect(getCookie('ss_cvr')).to.equal(`visitor-1|${now}|${now}|${now}|1`);
      expect(getCookie('ss_cvt')).to.equal(String(now));
    });

    it('writes ss_cvt for 1,800,000 ms and ss_cvr for 63,072,000,000 ms, both on path /', async () => {
      // The browser's own clock (not the faked Date), around the write: it applies its cap by it.
      const realNow = () => performance.timeOrigin + performance.now();
      const writtenFrom = realNow();
      visit();
      const writtenBy = realNow();
      const session = await stored('ss_cvt');
      expect(session).to.include({ path: '/', value: String(now) });
      expect(session!.expires! - now).to.be.within(SESSION_MS - 1000, SESSION_MS + 1000);
      const visitor = await stored('ss_cvr');
      expect(visitor).to.include({ path: '/' });
      // Chromium caps every cookie at 400 days (RFC 6265bis); the two years asked for are
      // above that cap, so the cookie lasts the cap from the moment it was written.
      expect(visitor!.expires!).to.be.within(
        writtenFrom + 400 * DAY_MS - 1000,
        writtenBy + 400 * DAY_MS + 1000,
      );
    });

    it('asks for the full two years: the expiry written is now + 63,072,000,000 ms', () => {
      const written = cookieLines(visit);
      const expiry = (name: string) => expiryAfter(written, name, now);
      expect(expiry('ss_cvr')).to.equal(63_072_000_000);
      expect(expiry('ss_cvt')).to.equal(1_800_000);
    });

    it('never writes a lifetime short: an expiry between two seconds is rounded up', () => {
      clock.tick(500);
      const written = cookieLines(visit);
      const expiry = (name: string) => expiryAfter(written, name, Date.now());
      // Written to the second: half a second over, never half a second under.
      expect(expiry('ss_cvt')).to.equal(1_800_500);
      expect(expiry('ss_cvr')).to.equal(63_072_000_500);
    });

    it('replaces a visitor cookie that is not valid', () => {
      for (const bad of ['', 'garbage', 'a|1|1|1', 'a b|1|1|1|1', 'a|01|1|1|1']) {
        setCookie('ss_cvr', bad);
        setCookie('ss_cvt', String(now));
        expect(visit().kind, bad).to.equal('new-visitor');
        expect(getCookie('ss_cvr')).to.equal(`visitor-1|${now}|${now}|${now}|1`);
      }
    });

    it('gets a random id of letters, digits and dashes by default', () => {
      const result = recordVisit({ now, canStore: true });
      expect(result.visitor!.id).to.match(/^[A-Za-z0-9-]+$/);
      removeCookie('ss_cvr');
      expect(recordVisit({ now, canStore: true }).visitor!.id).not.to.equal(result.visitor!.id);
    });

    it('uses Date.now() when no time is given', () => {
      expect(recordVisit({ canStore: true, newId: fixedId }).visitor!.first).to.equal(now);
    });
  });

  describe('a returning visitor', () => {
    const first = 1_600_000_000_000;
    const latest = 1_650_000_000_000;
    beforeEach(() => setCookie('ss_cvr', `abc|${first}|1610000000000|${latest}|4`));

    it('starts a new session when the session cookie is absent', () => {
      const result = visit();
      const visitor = { id: 'abc', first, previous: latest, latest: now, count: 5 };
      expect(result).to.deep.equal({ kind: 'new-session', visitor });
      expect(getCookie('ss_cvr')).to.equal(`abc|${first}|${latest}|${now}|5`);
      expect(getCookie('ss_cvt')).to.equal(String(now));
    });

    it('starts a new session when the session cookie is invalid', () => {
      for (const bad of ['0', '017', 'x', '-5', `${now} `]) {
        setCookie('ss_cvr', `abc|${first}|1610000000000|${latest}|4`);
        setCookie('ss_cvt', bad);
        expect(visit().kind, bad).to.equal('new-session');
      }
    });

    it('starts a new session when the session is older than 1,800,000 ms', () => {
      setCookie('ss_cvt', String(now - 1_800_001));
      expect(visit()).to.deep.equal({
        kind: 'new-session',
        visitor: { id: 'abc', first, previous: latest, latest: now, count: 5 },
      });
    });

    it('keeps the session alive at exactly 1,800,000 ms, rewriting ss_cvt with now', async () => {
      setCookie('ss_cvt', String(now - 1_800_000));
      const result = visit();
      expect(result).to.deep.equal({
        kind: 'same-session',
        visitor: { id: 'abc', first, previous: 1610000000000, latest, count: 4 },
      });
      expect(getCookie('ss_cvr')).to.equal(`abc|${first}|1610000000000|${latest}|4`);
      expect(getCookie('ss_cvt')).to.equal(String(now));
      const session = await stored('ss_cvt');
      expect(session!.expires! - now).to.be.within(SESSION_MS - 1000, SESSION_MS + 1000);
    });

    it('keeps a session whose time is ahead of the clock', () => {
      setCookie('ss_cvt', String(now + 60_000));
      expect(visit().kind).to.equal('same-session');
    });

    it('slides the session with each page view; a gap over 30 minutes starts a new one', () => {
      removeCookie('ss_cvr');
      const start = now;
      expect(visit().kind).to.equal('new-visitor');
      clock.tick(29 * 60_000);
      expect(visit().kind).to.equal('same-session');
      clock.tick(29 * 60_000);
      expect(visit().kind).to.equal('same-session');
      clock.tick(SESSION_MS + 1);
      const third = Date.now();
      expect(visit()).to.deep.equal({
        kind: 'new-session',
        visitor: { id: 'visitor-1', first: start, previous: start, latest: third, count: 2 },
      });
    });

    it('takes a quoted or escaped visitor cookie as absent, not as the value inside', () => {
      document.cookie = `ss_cvr="abc|${first}|${first}|${latest}|17; path=/`;
      expect(visit().kind).to.equal('new-visitor');
      document.cookie = `ss_cvr=abc%7C${first}%7C${first}%7C${latest}%7C4; path=/`;
      expect(visit().kind).to.equal('new-visitor');
      document.cookie = `ss_cvr=abc|${first}|${first}|${latest}|4; path=/`;
      document.cookie = `ss_cvt="${now}"; path=/`;
      expect(visit().kind).to.equal('new-session');
    });

    it('keeps the count at MAX_SAFE_INTEGER rather than write a cookie that would not read back', () => {
      const max = Number.MAX_SAFE_INTEGER;
      setCookie('ss_cvr', `abc|${first}|${first}|${latest}|${max}`);
      expect(visit().visitor!.count).to.equal(max);
      expect(getCookie('ss_cvr')).to.equal(`abc|${first}|${latest}|${now}|${max}`);
    });
  });

  describe('without consent', () => {
    it("writes nothing and returns 'not-stored'", () => {
      expect(visit({ canStore: false })).to.deep.equal({ kind: 'not-stored' });
      expect(getCookie('ss_cvr')).to.equal(undefined);
      expect(getCookie('ss_cvt')).to.equal(undefined);
    });

    it('leaves existing cookies as they are', () => {
      setCookie('ss_cvr', 'abc|1|1|1|1');
      setCookie('ss_cvt', '1');
      expect(visit({ canStore: false }).kind).to.equal('not-stored');
      expect(getCookie('ss_cvr')).to.equal('abc|1|1|1|1');
      expect(getCookie('ss_cvt')).to.equal('1');
    });
  });

  describe('where the page may not use cookies (a sandboxed frame)', () => {
    it("reads and writes nothing and returns 'not-stored', without throwing", async () => {
      const result = await withCookiesBlocked(() => visit());
      expect(result).to.deep.equal({ kind: 'not-stored' });
      expect(getCookie('ss_cvr')).to.equal(undefined);
    });
  });

  describe('developer mistakes', () => {
    it('throws without canStore', () => {
      for (const options of [undefined, null, {}, { canStore: 'yes' }]) {
        expect(() => recordVisit(options as unknown as RecordVisitOptions)).to.throw(
          'recordVisit takes { now?, newId?, canStore } with canStore true or false.',
        );
      }
    });

    it('throws for a time that is not a positive whole number of ms', () => {
      for (const bad of [0, -1, 1.5, NaN, Number.MAX_SAFE_INTEGER + 1]) {
        expect(() => recordVisit({ now: bad, canStore: true }), String(bad)).to.throw(
          /recordVisit needs now as a positive whole number of milliseconds since the epoch/,
        );
      }
      expect(() => recordVisit({ now: '1' as unknown as number, canStore: false })).to.throw(
        /got 1/,
      );
    });

    it('throws for an id that is not letters, digits, _ and -', () => {
      expect(() => visit({ newId: () => 'a|b' })).to.throw(
        'newId must return one or more of A-Z, a-z, 0-9, _ and -; got "a|b".',
      );
      expect(getCookie('ss_cvr')).to.equal(undefined);
    });
  });
});

describe('isSessionExpired', () => {
  it('is true for no session or one older than 1,800,000 ms', () => {
    expect(isSessionExpired(undefined, 10_000_000)).to.equal(true);
    expect(isSessionExpired(10_000_000 - 1_800_001, 10_000_000)).to.equal(true);
    expect(isSessionExpired(10_000_000 - 1_800_000, 10_000_000)).to.equal(false);
    expect(isSessionExpired(10_000_000, 10_000_000)).to.equal(false);
    expect(isSessionExpired(10_000_001, 10_000_000)).to.equal(false);
  });
});

describe('newVisitorId', () => {
  it('is a UUID where crypto.randomUUID exists', () => {
    expect(newVisitorId()).to.match(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('falls back to getRandomValues, then Math.random, for 32 letters, digits and dashes', () => {
    const randomUUID = sinon.stub(crypto, 'randomUUID').value(undefined);
    try {
      const ids = new Set(Array.from({ length: 50 }, newVisitorId));
      expect(ids.size).to.equal(50);
      for (const id of ids) expect(id).to.match(/^[A-Za-z0-9-]{32}$/);
      const getRandomValues = sinon.stub(crypto, 'getRandomValues').value(undefined);
      try {
        expect(newVisitorId()).to.match(/^[A-Za-z0-9-]{32}$/);
      } finally {
        getRandomValues.restore();
      }
    } finally {
      randomUUID.restore();
    }
  });
});
