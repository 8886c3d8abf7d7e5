/** Small helpers for reading untrusted JSON-like values without throwing or polluting prototypes. */

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A property the value holds itself (never one inherited, such as `__proto__` or `toString`). */
export function ownValue(source: unknown, key: string): unknown {
  return isObject(source) && Object.hasOwn(source, key) ? source[key] : undefined;
}

/** Sets an own, enumerable property, even for keys such as `__proto__`. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** A scalar's text: strings as they stand, finite numbers and bigints in decimal; else ''. */
export function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'bigint') return String(value);
  return '';
}

export const isBlank = (text: string): boolean => text.trim() === '';
