/** The name an unknown number maps to, instead of a crash. */
export const UNKNOWN = 'unknown' as const;
export type Unknown = typeof UNKNOWN;

export interface Enumeration<Names extends string, Value extends number> {
  /** Name → number, as the spec numbers them. */
  readonly values: Readonly<Record<Names, Value>>;
  /** The name of a number, or 'unknown'. */
  nameOf(value: unknown): Names | Unknown;
  /** The number of a name, or undefined. */
  valueOf(name: unknown): Value | undefined;
  has(value: unknown): value is Value;
}

/** A numbered enumeration of the spec, read both ways. */
export function enumeration<const Map extends Record<string, number>>(
  values: Map,
): Enumeration<Extract<keyof Map, string>, Map[keyof Map]> {
  type Names = Extract<keyof Map, string>;
  const frozen = Object.freeze({ ...values });
  const names = new Map<number, Names>();
  for (const [name, value] of Object.entries(frozen)) names.set(value, name as Names);
  return {
    values: frozen,
    nameOf: (value) => (typeof value === 'number' && names.get(value)) || UNKNOWN,
    valueOf: (name) =>
      typeof name === 'string' && Object.hasOwn(frozen, name)
        ? (frozen[name] as Map[keyof Map])
        : undefined,
    has: (value): value is Map[keyof Map] => typeof value === 'number' && names.has(value),
  };
}
