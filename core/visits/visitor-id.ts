/**
 * A new random visitor id of ASCII letters, digits and dashes: a UUID where the browser has
 * `crypto.randomUUID` (secure pages only), else 32 hex digits from `crypto.getRandomValues`,
 * else (a very old runtime) from `Math.random`: the id only tells visitors apart, it guards nothing.
 */
export function newVisitorId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else bytes.forEach((_, i) => (bytes[i] = Math.random() * 256));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
