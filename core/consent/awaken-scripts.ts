/**
 * Wakes inert consent scripts; `consent-scripts.ts` and `ConsentManager` find them. Imports
 * nothing, so that the manager, which loads it on demand, shares no code with it: a shared chunk
 * would load with the banner whether the page has such scripts or not.
 */

/** Attributes that make a script inert or say how to wake it; the real script drops them. */
const CONSUMED = new Set(['type', 'data-ss-consent', 'data-src', 'data-type']);

function awaken(inert: HTMLScriptElement): HTMLScriptElement {
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
  return script;
}

/** Settles once `script` has loaded, or failed to. */
const settled = (script: HTMLScriptElement) =>
  new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Replaces each inert script with a real one, which the browser then runs, in the order the
 * author wrote them. External scripts start at once and run in order (not `async`); an inline
 * script after one waits until those before it have loaded (an inserted inline script runs at
 * once, before a library it uses is there), and every script after that waits its turn. A
 * script marked `async` keeps no order and starts at once. Each is claimed at once (no longer
 * matched as waiting), so a second call meanwhile cannot start it twice. Returns how many.
 */
export function awakenScripts(scripts: ArrayLike<HTMLScriptElement>): number {
  const list = Array.from(scripts);
  /** Set once a script had to wait: each one after it waits for the one before. */
  let turn: Promise<void> | undefined;
  const loading: Promise<void>[] = [];
  for (const inert of list) {
    inert.removeAttribute('data-ss-consent');
    const external = inert.hasAttribute('data-src');
    if (external && inert.hasAttribute('async')) {
      awaken(inert);
    } else if (!turn && (external || loading.length === 0)) {
      const script = awaken(inert);
      if (external) loading.push(settled(script));
    } else {
      const before = turn ?? Promise.all(loading).then(() => undefined);
      turn = before.then(() => {
        const script = awaken(inert);
        return external ? settled(script) : undefined;
      });
    }
  }
  return list.length;
}
