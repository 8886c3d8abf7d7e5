import { expect } from '@open-wc/testing';
import { JUST_NOW_MS, relativeTime } from '../../../core/text/relative-time.ts';

const NOW = Date.UTC(2024, 5, 1, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('reads "just now" under 10 s', () => {
    expect(JUST_NOW_MS).to.equal(10_000);
    expect(ago(0)).to.equal('just now');
    expect(ago(9 * SECOND)).to.equal('just now');
    expect(ago(9999)).to.equal('just now');
  });

  it('reads the future as "just now"', () => {
    expect(ago(-1)).to.equal('just now');
    expect(ago(-5 * DAY)).to.equal('just now');
  });

  it('reads 10 to 59 s as "about {n} seconds ago", rounded down', () => {
    expect(ago(10 * SECOND)).to.equal('about 10 seconds ago');
    expect(ago(10_999)).to.equal('about 10 seconds ago');
    expect(ago(42 * SECOND + 900)).to.equal('about 42 seconds ago');
    expect(ago(59_999)).to.equal('about 59 seconds ago');
  });

  it('reads one minute as "about a minute ago" and more as "about {n} minutes ago"', () => {
    expect(ago(MINUTE)).to.equal('about a minute ago');
    expect(ago(2 * MINUTE - 1)).to.equal('about a minute ago');
    expect(ago(2 * MINUTE)).to.equal('about 2 minutes ago');
    expect(ago(HOUR - 1)).to.equal('about 59 minutes ago');
  });

  it('reads one hour as "about an hour ago" and more as "about {n} hours ago"', () => {
    expect(ago(HOUR)).to.equal('about an hour ago');
    expect(ago(2 * HOUR - 1)).to.equal('about an hour ago');
    expect(ago(2 * HOUR)).to.equal('about 2 hours ago');
    expect(ago(DAY - 1)).to.equal('about 23 hours ago');
  });

  it('reads one day as "about a day ago" and more as "about {n} days ago"', () => {
    expect(ago(DAY)).to.equal('about a day ago');
    expect(ago(2 * DAY - 1)).to.equal('about a day ago');
    expect(ago(2 * DAY)).to.equal('about 2 days ago');
    expect(ago(400 * DAY)).to.equal('about 400 days ago');
  });

  it('rejects times that are not finite numbers', () => {
    expect(() => relativeTime(Number.NaN, NOW)).to.throw(Error, /thenMs as a finite number/);
    expect(() => relativeTime(NOW, Number.POSITIVE_INFINITY)).to.throw(
      Error,
      /nowMs as a finite number/,
    );
  });
});
