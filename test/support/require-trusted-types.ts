/**
 * Makes templates refuse markup given as a string, as on a page whose Content Security Policy
 * says `require-trusted-types-for 'script'` with no default policy (a policy can be required only
 * as a page loads, not for one test): markup made by a Trusted Types policy is still taken.
 * Answers the function that lifts the requirement.
 */
export function requireTrustedTypes(): () => void {
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
  Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
    configurable: true,
    get: inner.get,
    set(this: HTMLTemplateElement, markup: unknown) {
      if (typeof markup === 'string') {
        throw new TypeError(
          "Failed to set the 'innerHTML' property on 'Element': This document requires 'TrustedHTML' assignment.",
        );
      }
      inner.set!.call(this, markup);
    },
  });
  return () => Reflect.deleteProperty(HTMLTemplateElement.prototype, 'innerHTML');
}

/** The browser's Trusted Types factory (the DOM library does not declare it), to spy on or stub. */
export const trustedTypes = (
  window as unknown as { trustedTypes: { createPolicy(name: string): unknown } }
).trustedTypes;
