/**
 * Wakes inert consent scripts; `consent-scripts.ts` and `ConsentManager` find them. Imports
 * nothing, so that the manager, which loads it on demand, shares no code with it: a shared chunk
 * would load with the banner whether the page has such scripts or not.
 */

/** Attributes that make a script inert or say how to wake it; the real script drops them. */
const CONSUMED = new Set(['type', 'data-ss-consent', 'data-src', 'data-type']);

function awaken(inert: HTMLScriptElement): void {
  const script = inert.ownerDocument.createElement('script');
  for (const { name, value } of Array.from(inert.attributes)) {
    if (!CONSUMED.has(name)) script.setAttribute(name, value);
  }
  const type = inert.getAttribute('data-type');
  if (type) script.type = type;
  // Browsers hide a nonce from getAttribute once the page is parsed; the property keeps it.
  if (inert.nonce) script.nonce = inert.nonce;
  const src = inert.getAttribute('data-src');
  if (src) {
    script.src = src;
    // An inserted script loads async by default; keep the document order the author wrote.
    if (!inert.hasAttribute('async')) script.async = false;
  } else {
    script.text = inert.text;
  }
  inert.replaceWith(script);
}

/** Replaces each inert script with a real one, which the browser then runs. Returns how many. */
export function awakenScripts(scripts: ArrayLike<HTMLScriptElement>): number {
  const list = Array.from(scripts);
  list.forEach(awaken);
  return list.length;
}
