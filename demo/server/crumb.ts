import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CRUMB_COOKIE = 'crumb';

/**
 * Crumbs are a random part signed with the database's secret, so the server knows its own
 * crumbs across restarts without storing each one. A write must carry the crumb both as the
 * cookie and as a parameter (query `crumb`, body `crumb` or the `X-CSRF-Token` header).
 */
export class Crumbs {
  constructor(private readonly secret: string) {}

  issue(): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  isValid(crumb: string | undefined): crumb is string {
    if (!crumb) return false;
    const [nonce, signature, extra] = crumb.split('.');
    if (!nonce || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(nonce));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** True when the cookie is ours and the request repeats it. */
  matches(cookie: string | undefined, sent: string | undefined): boolean {
    return this.isValid(cookie) && sent === cookie;
  }

  cookieHeader(crumb: string): string {
    return `${CRUMB_COOKIE}=${encodeURIComponent(crumb)}; Path=/; SameSite=Lax`;
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.secret).update(nonce).digest('base64url');
  }
}
