/** A likert field's value: each answered question → its answers, the strings '-2' to '2'. */
export type LikertValue = Record<string, string[]>;

/**
 * One field's value as the submission's `form` JSON holds it (part 1 §3): one string (single
 * text kinds, radio, select, hidden), a list of strings (address, date, name, time, phone,
 * checkbox) or a likert map.
 */
export type FormValue = string | string[] | LikertValue;

/** The submission's values: item id → value. Section items are not in it. */
export type FormValues = Record<string, FormValue>;

export const ADDRESS_PARTS = ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'] as const;
export const NAME_PARTS = ['First', 'Last'] as const;
export const DATE_PARTS = ['Month', 'Day', 'Year'] as const;
export const TIME_PARTS = ['Hour', 'Minute', 'Second', 'Ampm'] as const;
export const PHONE_PARTS = ['Country', 'Areacode', 'Prefix', 'Line'] as const;
