import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  parsePositiveInteger,
  parseSessionValue,
  parseVisitorRecord,
  serializeSessionValue,
  serializeVisitorRecord,
} from '../../../core/visits/index.ts';

const positive = fc.oneof(
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 }),
  fc.constantFrom(1, Number.MAX_SAFE_INTEGER),
);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const record = fc.record({
  id,
  first: positive,
  previous: positive,
  latest: positive,
  count: positive,
});

// Strings near the valid forms, so the parsers meet many almost-valid values.
const nearUnit = fc.constantFrom(...'0123456789|aZ_-. +\n\t\u00a0é٣'.split(''));
const nearString = fc.oneof(
  fc.string({ unit: nearUnit, maxLength: 60 }),
  fc.string({ unit: 'binary' }),
);
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), nearString);

describe('visit cookie parsers (properties)', () => {
  it('never throw on any string', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        parseVisitorRecord(text);
        parseSessionValue(text);
        parsePositiveInteger(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('read any value but a string as absent', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'string'),
        (value) => {
          expect(parseVisitorRecord(value)).to.equal(undefined);
          expect(parseSessionValue(value)).to.equal(undefined);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('round-trip every valid visitor record', () => {
    fc.assert(
      fc.property(record, (value) => {
        expect(parseVisitorRecord(serializeVisitorRecord(value))).to.deep.equal(value);
      }),
    );
  });

  it('round-trip every valid session time', () => {
    fc.assert(
      fc.property(positive, (time) => {
        expect(parseSessionValue(serializeSessionValue(time))).to.equal(time);
      }),
    );
  });

  it('accept only canonical text: what parses serializes back to the same string', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const visitor = parseVisitorRecord(text);
        if (visitor) expect(serializeVisitorRecord(visitor)).to.equal(text);
        const session = parseSessionValue(text);
        if (session !== undefined) expect(serializeSessionValue(session)).to.equal(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('never accept whitespace anywhere', () => {
    fc.assert(
      fc.property(
        record,
        fc.nat(),
        fc.constantFrom(' ', '\t', '\n', '\u00a0'),
        (value, at, space) => {
          const text = serializeVisitorRecord(value);
          const i = at % (text.length + 1);
          expect(parseVisitorRecord(text.slice(0, i) + space + text.slice(i))).to.equal(undefined);
        },
      ),
    );
  });
});
