import { reportPageError } from '../../core/errors/page-reporter.ts';

/** The script types a browser runs: the HTML standard's JavaScript MIME types, and modules. */
const RUN_TYPES =
  /^(?:module|(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/** The script's type as the browser reads it, from `type` or else the old `language`. */
function scriptType(script: HTMLScriptElement): string {
  const type = script.getAttribute('type');
  if (type !== null) return type.trim() || 'text/javascript';
  const language = script.getAttribute('language');
  return language ? `text/${language.trim()}` : 'text/javascript';
}

/**
 * The script is fetched and ends with `load` or `error`. Scripts the browser does not run (a
 * template type, a classic `nomodule` one) fire neither: waiting for them would stop the rest.
 */
function fetched(script: HTMLScriptElement): boolean {
  const type = scriptType(script);
  const runs = RUN_TYPES.test(type) && !(script.noModule && type.toLowerCase() !== 'module');
  return runs && script.hasAttribute('src');
}

const settled = (script: HTMLScriptElement) =>
  new Promise<void>((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });

/**
 * Shows the owner's post-submit HTML in `container` and runs its scripts in document order, as
 * the page would: scripts inserted as markup never run, so each is replaced in turn by a fresh
 * script element with the same attributes and text; an external one is loaded (or fails) before
 * the next runs. A failure (a page whose Trusted Types policy refuses the markup) is logged and
 * reported; the promise never rejects.
 */
export async function runPostSubmitHtml(container: HTMLElement, html: string): Promise<void> {
  try {
    container.innerHTML = html;
    for (const inert of container.querySelectorAll('script')) {
      const script = document.createElement('script');
      for (const { name, value } of inert.attributes) script.setAttribute(name, value);
      script.text = inert.text;
      const done = settled(script);
      inert.replaceWith(script);
      if (script.isConnected && fetched(script)) await done;
    }
  } catch (error) {
    console.error(error);
    reportPageError(error);
  }
}
