import { getRawPageContext } from '../site/context-json.ts';
import { objectIn, signedInAccount, textOf, type Json } from './context.ts';

/** What the trackers say about the site and the signed-in member. */
export interface SiteFacts {
  websiteId: string | null;
  templateId: string | null;
  memberAccountId: string | null;
  websiteLocale: string | null;
  memberLocale: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/**
 * The site facts from the page context. The typed context names only the website id and the
 * account id; the template id and the site's locale are read from `websiteSettings.templateId`
 * and `websiteSettings.locale` (else the page's `<html lang>`), the member's locale from
 * `authenticatedAccount.locale`. Anything missing is null.
 */
export function readSiteFacts(context: Json = getRawPageContext()): SiteFacts {
  const settings = objectIn(context, 'websiteSettings');
  const account = signedInAccount(context);
  return {
    websiteId: textOf(objectIn(context, 'website').id) || null,
    templateId: text(settings.templateId),
    memberAccountId: textOf(account?.id) || null,
    websiteLocale: text(settings.locale) ?? text(globalThis.document?.documentElement.lang),
    memberLocale: text(account?.locale),
  };
}

/** The page context's facts with the caller's overrides on top. */
export function siteFacts(overrides?: () => Partial<SiteFacts>): SiteFacts {
  return { ...readSiteFacts(), ...overrides?.() };
}
