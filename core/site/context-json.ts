/** Whether a value is a JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The element the host page writes its context into. */
export const CONTEXT_SELECTOR = 'script[type="application/json"][data-ss-context]';

let raw: Record<string, unknown> | undefined;

/**
 * The page context as the host wrote it, parsed once and not normalised: for code that needs a
 * field or two and should not pay for the typed reader (`getPageContext`). A script that does
 * not parse is reported on the console and reads as an empty object. Before the host's script
 * is in the page (code that runs ahead of it), the context reads as empty and is read again the
 * next time.
 */
export function getRawPageContext(
  root: ParentNode | undefined = globalThis.document,
): Record<string, unknown> {
  if (raw) return raw;
  const script = root?.querySelector(CONTEXT_SELECTOR);
  if (!script) return {};
  const text = script.textContent;
  let parsed: unknown = {};
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      console.error(`Could not parse the page context: ${(error as Error).message}`);
    }
  }
  raw = isRecord(parsed) ? parsed : {};
  return raw;
}

export function setRawPageContext(context: unknown): void {
  raw = context !== null && typeof context === 'object' ? (context as Record<string, unknown>) : {};
}

/** Whether the context has been read from the host's script (or set), and is kept. */
export const rawPageContextKept = (): boolean => raw !== undefined;

export function resetRawPageContext(): void {
  raw = undefined;
}
