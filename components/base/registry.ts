/**
 * The element registry every `ss-` element registers through. It reads like the platform's
 * `customElements` but tolerates a second registration of the same tag (two bundles on one
 * page keep the first class, with a warning when the classes differ) and does nothing where
 * no registry exists (server rendering, tools), so element modules stay import-safe.
 */
export const customElements = {
  define(tagName: string, elementClass: CustomElementConstructor): void {
    const registry = globalThis.customElements;
    if (registry === undefined) return;
    const existing = registry.get(tagName);
    if (existing === undefined) {
      registry.define(tagName, elementClass);
    } else if (existing !== elementClass) {
      console.warn(`<${tagName}> is defined by another class; the first is kept.`);
    }
  },
};
