import { expect } from '@open-wc/testing';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_LIFETIME_MS,
  VISITOR_COOKIE,
  VISITOR_COOKIE_LIFETIME_MS,
  VISIT_COOKIE_PATH,
  parsePositiveInteger,
  parseSessionValue,
  parseVisitorRecord,
  serializeSessionValue,
  serializeVisitorRecord,
} from '../../../core/visits/index.ts';
import type { VisitorRecord } from '../../../core/visits/index.ts';

const MAX = Number.MAX_SAFE_INTEGER;

describe('visit cookie constants', () => {
  it('names the cookies, lifetimes and path as the spec does', () => {
    expect(VISITOR_COOKIE).to.equal('ss_cvr');
    expect(VISITOR_COOKIE_LIFETIME_MS).to.equal(63072000000);
    expect(SESSION_COOKIE).to.equal('ss_cvt');
    expect(SESSION_COOKIE_LIFETIME_MS).to.equal(1800000);
    expect(VISIT_COOKIE_PATH).to.equal('/');
  });
});

describe('parsePositiveInteger', () => {
  it('reads positive integers without leading zeros up to MAX_SAFE_INTEGER', () => {
    expect(parsePositiveInteger('1')).to.equal(1);
    expect(parsePositiveInteger('1700000000000')).to.equal(1700000000000);
    expect(parsePositiveInteger(String(MAX))).to.equal(MAX);
  });

  it('refuses zero, signs, leading zeros, decimals, exponents, whitespace and overflow', () => {
    const bad = [
      '',
      '0',
      '00',
      '01',
      '-1',
      '+1',
      '1.0',
      '1e3',
      ' 1',
      '1 ',
      '1\n',
      '０',
      '9007199254740992',
    ];
    for (const text of bad)
      expect(parsePositiveInteger(text), JSON.stringify(text)).to.equal(undefined);
  });
});

describe('session value', () => {
  it('parses a valid time and refuses everything else', () => {
    expect(parseSessionValue('1700000000000')).to.equal(1700000000000);
    for (const value of [undefined, null, 1700000000000, '', '0', '017', 'abc', '1 ']) {
      expect(parseSessionValue(value), String(value)).to.equal(undefined);
    }
  });

  it('serializes a valid time and throws, saying what is allowed, for others', () => {
    expect(serializeSessionValue(1700000000000)).to.equal('1700000000000');
    for (const time of [0, -1, 1.5, NaN, Infinity, MAX + 1]) {
      expect(() => serializeSessionValue(time), String(time)).to.throw(
        /positive whole number of milliseconds, at most Number.MAX_SAFE_INTEGER/,
      );
    }
  });
});

describe('visitor record', () => {
  const record: VisitorRecord = {
    id: 'a1_B-2',
    first: 1700000000000,
    previous: 1700000100000,
    latest: 1700000200000,
    count: 3,
  };

  it('parses id|first|previous|latest|count', () => {
    expect(parseVisitorRecord('a1_B-2|1700000000000|1700000100000|1700000200000|3')).to.deep.equal(
      record,
    );
    expect(parseVisitorRecord(`x|${MAX}|${MAX}|${MAX}|${MAX}`)).to.deep.equal({
      id: 'x',
      first: MAX,
      previous: MAX,
      latest: MAX,
      count: MAX,
    });
  });

  it('serializes to the same form', () => {
    expect(serializeVisitorRecord(record)).to.equal(
      'a1_B-2|1700000000000|1700000100000|1700000200000|3',
    );
  });

  it('reads anything else as absent', () => {
    const bad = [
      undefined,
      null,
      42,
      '',
      'a|1|1|1',
      'a|1|1|1|1|1',
      '|1|1|1|1',
      'a b|1|1|1|1',
      'a.b|1|1|1|1',
      'é|1|1|1|1',
      'a|0|1|1|1',
      'a|1|01|1|1',
      'a|1|1|-1|1',
      'a|1|1|1|0',
      'a|1|1|1|1.5',
      'a|1|1|1| 1',
      ' a|1|1|1|1',
      'a|1|1|1|1 ',
      'a|1|1|1|1\n',
      'a||1|1|1',
      `a|1|1|1|${MAX + 1}`,
      'a|1|1|1|9007199254740993',
    ];
    for (const value of bad) {
      expect(parseVisitorRecord(value), JSON.stringify(value)).to.equal(undefined);
    }
  });

  it('throws when a record would not read back, saying what is allowed', () => {
    expect(() => serializeVisitorRecord({ ...record, id: 'a|b' })).to.throw(
      'A visitor id is one or more of A-Z, a-z, 0-9, _ and -; got "a|b".',
    );
    expect(() => serializeVisitorRecord({ ...record, id: '' })).to.throw(/got ""/);
    expect(() => serializeVisitorRecord({ ...record, count: 0 })).to.throw(
      "The visitor record's count must be a positive whole number, at most " +
        'Number.MAX_SAFE_INTEGER; got 0.',
    );
    expect(() => serializeVisitorRecord({ ...record, first: 1.5 })).to.throw(/first/);
    expect(() => serializeVisitorRecord({ ...record, latest: MAX + 1 })).to.throw(/latest/);
  });
});
