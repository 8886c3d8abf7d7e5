/**
 * The most a browser carries in requests kept alive past the page: core/tracking/transport.ts's
 * `KEEPALIVE_MAX_BYTES`, not imported from there, so that the queue, loaded with the first
 * error, shares no module with what loads with the page.
 */
const KEEPALIVE_MAX_BYTES = 65_536;

/**
 * `items` parted into those that fit in the 64 KB a browser keeps alive past the page, as one
 * JSON list (in their order, passing over any that would not fit), and the rest.
 */
export function keepaliveShare<T>(items: readonly T[]): [kept: T[], rest: T[]] {
  const kept: T[] = [];
  const rest: T[] = [];
  const encoder = new TextEncoder();
  // The list's '[', then each item with the ',' or ']' after it.
  let bytes = 1;
  for (const item of items) {
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (bytes + size > KEEPALIVE_MAX_BYTES) rest.push(item);
    else {
      kept.push(item);
      bytes += size;
    }
  }
  return [kept, rest];
}
