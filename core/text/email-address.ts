const WHITESPACE = /\s/u;

/**
 * Whether text has the shape of an email address (CLARIFICATIONS "Email"): exactly one `@`, a
 * non-empty local part, and a domain with at least one dot, and no whitespace anywhere. We also
 * read "a domain with at least one dot" as dot-separated parts that are not empty, so
 * `name@.com`, `name@example.` and `name@example..com` are not addresses.
 */
export function isEmailAddress(text: string): boolean {
  if (WHITESPACE.test(text)) return false;
  const parts = text.split('@');
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  if (local === '') return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => label !== '');
}
