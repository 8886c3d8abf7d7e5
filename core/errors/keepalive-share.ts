/**
 * The error batch's part of the 64 KB a browser keeps alive past the page
 * (core/tracking/transport.ts's `KEEPALIVE_MAX_BYTES`): half, since every request kept alive as
 * the page goes (the trace, the events, the page-speed beacon) draws on the same 64 KB, and one
 * refused for want of room is not sent. Written out rather than imported: the import, from this
 * module loaded on demand, split transport.ts into a chunk of its own, 0.45 KB more on every page.
 */
export const ERROR_KEEPALIVE_SHARE_BYTES = 32_768;

/**
 * `items` parted into those that fit in the error batch's share of what a browser keeps alive
 * past the page, as one JSON list (in their order, passing over any that would not fit), and the
 * rest.
 */
export function keepaliveShare<T>(items: readonly T[]): [kept: T[], rest: T[]] {
  const kept: T[] = [];
  const rest: T[] = [];
  const encoder = new TextEncoder();
  // The list's '[', then each item with the ',' or ']' after it.
  let bytes = 1;
  for (const item of items) {
    const size = encoder.encode(JSON.stringify(item)).length + 1;
    if (bytes + size > ERROR_KEEPALIVE_SHARE_BYTES) rest.push(item);
    else {
      kept.push(item);
      bytes += size;
    }
  }
  return [kept, rest];
}
