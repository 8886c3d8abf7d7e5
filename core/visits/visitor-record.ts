import { isPositiveSafeInteger, parsePositiveInteger } from './positive-integer.ts';

/** The visitor record of part 1 §3, times in ms since the epoch. */
export interface VisitorRecord {
  id: string;
  /** First visit. */
  first: number;
  /** The visit before the latest one (the first visit until a second one). */
  previous: number;
  /** Latest visit: the start of the current or last session. */
  latest: number;
  /** Visits (sessions) so far, this one included. */
  count: number;
}

const ID = /^[A-Za-z0-9_-]+$/;
const SEPARATOR = '|';

export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && ID.test(value);

/**
 * The record in a visitor cookie value `id|first|previous|latest|count`, or undefined when
 * the value does not have exactly that form (§5, CLARIFICATIONS "Cookie forms"). Never throws.
 */
export function parseVisitorRecord(value: unknown): VisitorRecord | undefined {
  if (typeof value !== 'string') return undefined;
  const [id, ...texts] = value.split(SEPARATOR);
  // Each number is positive when valid, so undefined is the only falsy value.
  const [first, previous, latest, count] = texts.map(parsePositiveInteger);
  return isVisitorId(id) && texts.length === 4 && first && previous && latest && count
    ? { id, first, previous, latest, count }
    : undefined;
}

/** The cookie value of a record known to be valid. */
export const visitorRecordText = ({ id, first, previous, latest, count }: VisitorRecord): string =>
  [id, first, previous, latest, count].join(SEPARATOR);

/** The visitor cookie value of a record; a record that would not read back is a mistake. */
export function serializeVisitorRecord(record: VisitorRecord): string {
  const { id, first, previous, latest, count } = record;
  if (!isVisitorId(id)) {
    throw new Error(
      `A visitor id is one or more of A-Z, a-z, 0-9, _ and -; got ${JSON.stringify(id)}.`,
    );
  }
  const numbers = { first, previous, latest, count };
  for (const [name, n] of Object.entries(numbers)) {
    if (!isPositiveSafeInteger(n)) {
      throw new Error(
        `The visitor record's ${name} must be a positive whole number, at most ` +
          `Number.MAX_SAFE_INTEGER; got ${String(n)}.`,
      );
    }
  }
  return visitorRecordText(record);
}
