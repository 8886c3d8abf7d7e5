/**
 * A new random visitor id of ASCII letters, digits and dashes: a UUID where the browser has
 * `crypto.randomUUID` (secure pages only), else 32 hex digits from `crypto.getRandomValues`,
 * else (a very old runtime) from `Math.random`: the id only tells visitors apart, it guards nothing.
 */
export function newVisitorId(): string {
  const crypto = globalThis.crypto;
  const bytes = new Uint8Array(16);
  return (
    crypto?.randomUUID?.() ??
    Array.from(crypto?.getRandomValues?.(bytes) ?? bytes.map(() => Math.random() * 256), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('')
  );
}
