import { isObject, scalarText } from './records.ts';
import { DATE_PARTS, PHONE_PARTS, TIME_PARTS } from './values.ts';

/**
 * The parts of a list-shaped value (address, name, date, time, phone), each trimmed:
 * from a list, by position (missing parts are '', extra ones dropped); from an object, by part
 * name without regard to case (`zip`, `Zip`, `ZIP`); one text or number fills the first part;
 * anything else gives empty parts.
 */
export function partsOf(raw: unknown, names: readonly string[]): string[] {
  if (Array.isArray(raw)) return names.map((_name, index) => scalarText(raw[index]).trim());
  if (isObject(raw)) {
    const byName = new Map<string, unknown>();
    for (const key of Object.keys(raw)) byName.set(key.toLowerCase(), raw[key]);
    return names.map((name) => scalarText(byName.get(name.toLowerCase())).trim());
  }
  const first = scalarText(raw).trim();
  return names.map((_name, index) => (index === 0 ? first : ''));
}

const DIGITS = /^[0-9]+$/;

/** ASCII digits padded with zeros to `width`; any other text is kept as it stands. */
export const padDigits = (text: string, width: number): string =>
  DIGITS.test(text) ? text.padStart(width, '0') : text;

const ISO_DATE = /^\s*([0-9]{4,})-([0-9]{1,2})-([0-9]{1,2})\s*$/;

/**
 * [Month, Day, Year], zero-padded to two digits and the year to four (CLARIFICATIONS "Forms").
 * Also read: a `yyyy-mm-dd` text (a date input's value) and a valid `Date` (its local date).
 */
export function shapeDate(raw: unknown): string[] {
  if (raw instanceof Date) {
    if (Number.isNaN(raw.getTime())) return ['', '', ''];
    return [raw.getMonth() + 1, raw.getDate(), raw.getFullYear()].map((part, index) =>
      padDigits(String(part), index === 2 ? 4 : 2),
    );
  }
  const iso = typeof raw === 'string' ? ISO_DATE.exec(raw) : null;
  const [month, day, year] = iso ? [iso[2]!, iso[3]!, iso[1]!] : partsOf(raw, DATE_PARTS);
  return [padDigits(month!, 2), padDigits(day!, 2), padDigits(year!, 4)];
}

const TIME_TEXT = /^\s*([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?\s*([ap]\.?m\.?)?\s*$/i;

/** 'AM' or 'PM' for any spelling of them ('am', 'p.m.'); other text as it stands. */
function meridiem(text: string): string {
  if (/^a\.?m\.?$/i.test(text)) return 'AM';
  if (/^p\.?m\.?$/i.test(text)) return 'PM';
  return text;
}

/** A time text: 'hh:mm[:ss]' on a 24-hour clock (a time input's value) or with AM/PM. */
function timeFromText(match: RegExpExecArray): string[] | undefined {
  const hour = Number(match[1]);
  const [minute, second = '00', ampm] = [match[2]!, match[3], match[4]];
  if (ampm !== undefined) return [String(hour), minute, second, meridiem(ampm)];
  if (hour > 23) return undefined;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return [String(twelve), minute, second, hour < 12 ? 'AM' : 'PM'];
}

/** [Hour, Minute, Second, Ampm], the numbers zero-padded to two digits, Ampm 'AM' or 'PM'. */
export function shapeTime(raw: unknown): string[] {
  const match = typeof raw === 'string' ? TIME_TEXT.exec(raw) : null;
  const parts = (match && timeFromText(match)) ?? partsOf(raw, TIME_PARTS);
  const [hour, minute, second, ampm] = parts as [string, string, string, string];
  return [padDigits(hour, 2), padDigits(minute, 2), padDigits(second, 2), meridiem(ampm)];
}

/**
 * [Country, Areacode, Prefix, Line] (part 1 §3): a list of 3 parts is prefixed with an empty
 * country part, a list of 4 is kept. Our reading where the spec is open: a shorter list is
 * filled to 3 at its end and prefixed too, a longer one keeps its first 4 parts; an object is
 * read by part name; one text or number is the Line part.
 */
export function shapePhone(raw: unknown): string[] {
  if (Array.isArray(raw)) {
    const texts = raw.map((part) => scalarText(part).trim());
    if (texts.length >= 4) return texts.slice(0, 4);
    return ['', ...[0, 1, 2].map((index) => texts[index] ?? '')];
  }
  if (isObject(raw)) return partsOf(raw, PHONE_PARTS);
  return ['', '', '', scalarText(raw).trim()];
}
