import { getRawPageContext, isRecord } from '../site/context-json.ts';

/**
 * The few page-context fields the trackers and the error reporter read, taken from the raw
 * context (`getRawPageContext`) with the typed reader's rules (`normalizeContext` in
 * core/site/read-context.ts), so they read what `getPageContext()` would, without its cost.
 */
export type Json = Record<string, unknown>;

export const isObject = isRecord;

/** A field that must be an object: anything else reads as `{}`. */
export const objectIn = (source: Json, name: string): Json => {
  const value = source[name];
  return isObject(value) ? value : {};
};

/** The typed reader's text: a string, a number as text, anything else ''. */
export const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The signed-in account: an object with a non-empty id, else undefined. */
export const signedInAccount = (context: Json = getRawPageContext()): Json | undefined => {
  const account = objectIn(context, 'authenticatedAccount');
  return textOf(account.id) ? account : undefined;
};

/** The account's website role numbers: the integers of `websiteRoles`. */
export const websiteRoles = (context: Json = getRawPageContext()): number[] => {
  const roles = context.websiteRoles;
  return Array.isArray(roles) ? roles.filter((role) => Number.isInteger(role)) : [];
};
