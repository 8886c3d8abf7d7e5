/**
 * A named setting (an enumerated value) as matched: trimmed, lower case; '' when not text. (Its
 * own module: the designs and parts loaded on demand share it, the gallery as loaded does not.)
 */
export const keyword = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';
