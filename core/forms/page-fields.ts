import { getRawPageContext } from '../site/context-json.ts';
import { getPageContext, normalizeContext } from '../site/read-context.ts';
import { isObject, ownValue } from './records.ts';

/** The page-event fields a submission carries (part 1 §3, §7). */
export interface SubmissionPage {
  /** The page's `document.title`. */
  pageTitle: string;
  /** The page's item id when it shows a content item, else its collection id ('' without one). */
  pageId: string;
  /** 'i' when the page shows a content item (an `itemId` in the page context), else 'c'. */
  contentSource: 'i' | 'c';
  /** The page's `location.pathname`. */
  pagePath: string;
  /** The page's permission type, when the page context gives one. */
  pagePermissionTypeValue?: number;
}

/** Where the page fields come from; each read when the fields are read, never at import. */
export interface PageSources {
  /** `document` when left out. */
  document?: { title: string } | null;
  /** `location` when left out. */
  location?: { href: string; pathname: string; search: string } | null;
  /** The page context JSON; the page's own (`getPageContext`) when left out. */
  context?: unknown;
}

const integer = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/**
 * The page's permission type. The page context types of part 2 §3 do not name it, so we read
 * (our choice) a top-level `pagePermissionTypeValue` of the page context JSON, else the
 * collection's `permissionType`; an integer only, and left out of the submission otherwise.
 */
function permissionType(raw: unknown, collection: unknown): number | undefined {
  return (
    integer(ownValue(raw, 'pagePermissionTypeValue')) ??
    integer(ownValue(collection, 'permissionType'))
  );
}

/**
 * The page-event fields of a submission, read now from the document, the location and the
 * page context (part 1 §3): pageTitle, pageId (item id, else collection id), contentSource
 * ('i' or 'c'), pagePath and, when known, pagePermissionTypeValue.
 */
export function readSubmissionPage(sources: PageSources = {}): SubmissionPage {
  const doc = sources.document === undefined ? globalThis.document : sources.document;
  const loc = sources.location === undefined ? globalThis.location : sources.location;
  const given = sources.context !== undefined;
  const context = given ? normalizeContext(sources.context) : getPageContext();
  const raw = given ? (isObject(sources.context) ? sources.context : {}) : getRawPageContext();
  const page: SubmissionPage = {
    pageTitle: typeof doc?.title === 'string' ? doc.title : '',
    pageId: context.itemId ?? context.collectionId ?? '',
    contentSource: context.itemId ? 'i' : 'c',
    pagePath: typeof loc?.pathname === 'string' ? loc.pathname : '',
  };
  const permission = permissionType(raw, context.collection);
  if (permission !== undefined) page.pagePermissionTypeValue = permission;
  return page;
}
