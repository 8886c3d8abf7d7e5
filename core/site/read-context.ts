import type { AuthenticatedAccount, PageContext } from './context-types.ts';
import {
  getRawPageContext,
  isRecord as isObject,
  rawPageContextKept,
  resetRawPageContext,
  setRawPageContext,
} from './context-json.ts';

export { CONTEXT_SELECTOR } from './context-json.ts';

type Json = Record<string, unknown>;

const object = (value: unknown): Json => (isObject(value) ? value : {});
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | null => text(value) || null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const flag = (value: unknown): boolean => value === true;

function account(value: unknown): AuthenticatedAccount | null {
  if (!isObject(value)) return null;
  const id = text(value.id);
  return id ? { ...value, id } : null;
}

/**
 * A typed page context from any JSON value: each field of the wrong type takes its empty
 * value, so a host that writes a partial or odd context never breaks an element.
 */
export function normalizeContext(raw: unknown): PageContext {
  const source = object(raw);
  const website = object(source.website);
  const store = object(source.storeSettings);
  const flags = object(source.flags);
  return {
    website: {
      id: text(website.id),
      identifier: text(website.identifier),
      websiteType: integer(website.websiteType),
      siteStatus: integer(website.siteStatus),
      developerMode: flag(website.developerMode),
    },
    storeSettings: {
      expressCheckout: flag(store.expressCheckout),
      measurementStandard: integer(store.measurementStandard),
    },
    appDomain: text(source.appDomain),
    authenticatedAccount: account(source.authenticatedAccount),
    tweakJSON: object(source.tweakJSON),
    websiteSettings: object(source.websiteSettings),
    collection: isObject(source.collection) ? source.collection : null,
    item: isObject(source.item) ? source.item : null,
    collectionId: optionalText(source.collectionId),
    itemId: optionalText(source.itemId),
    pageType: integer(source.pageType),
    websiteRoles: Array.isArray(source.websiteRoles)
      ? source.websiteRoles.filter((role): role is number => Number.isInteger(role))
      : [],
    cookieSettings: object(source.cookieSettings),
    fonts: object(source.fonts),
    flags: Object.fromEntries(
      Object.entries(flags).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    ),
    showAnnouncementBar: flag(source.showAnnouncementBar),
    demoCollections: Array.isArray(source.demoCollections) ? source.demoCollections : [],
  };
}

let current: PageContext | undefined;

/**
 * The page context, read once from the host's JSON script and kept. A React app (or a test)
 * sets it with `setPageContext` instead. A script that does not parse is reported on the
 * console and reads as an empty context; one not in the page yet reads as empty, and is looked
 * for again on the next read.
 */
export function getPageContext(root: ParentNode | undefined = globalThis.document): PageContext {
  if (current) return current;
  const context = normalizeContext(getRawPageContext(root));
  if (rawPageContextKept()) current = context;
  return context;
}

export function setPageContext(context: unknown): PageContext {
  setRawPageContext(context);
  current = normalizeContext(context);
  return current;
}

/** Forgets the context read, so the next read looks at the page again. */
export function resetPageContext(): void {
  resetRawPageContext();
  current = undefined;
}
