import * as React from 'react';

/** A value's JSON, or the value itself when it has none (a cycle): then compared as it is. */
const contentOf = (value: unknown): unknown => {
  try {
    return JSON.stringify(value);
  } catch {
    return value;
  }
};

/**
 * `value`, or the one of an earlier render with the same content (the same JSON): data written
 * as a literal, a new array or object on every render, reaches the element once, not on every
 * render. (Data changed in place and given again is still the same array to the element, as it
 * is without the wrapper.)
 */
export function useSameContent<T>(value: T): T {
  const content = contentOf(value);
  return React.useMemo(() => value, [content]);
}
