/**
 * Runs `body` as in a sandboxed frame, where the browser throws a SecurityError on every read
 * and write of `document.cookie`; the page's cookies work again afterwards.
 */
export async function withCookiesBlocked<T>(body: () => T | Promise<T>): Promise<T> {
  const refuse = () => {
    throw new DOMException('The document is sandboxed.', 'SecurityError');
  };
  Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
  try {
    return await body();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
}
