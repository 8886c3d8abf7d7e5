/** Where page-hide events come from: the window and the document by default. */
export interface PageEventSources {
  window?: EventTarget;
  document?: EventTarget & { visibilityState?: string; readyState?: string };
}

export type PageHideKind = 'pagehide' | 'visibilitychange';

/**
 * Calls `listener` when the page is going away: on 'pagehide', and on 'visibilitychange' when
 * the page became hidden (mobile browsers often never fire pagehide). Returns the remover.
 */
export function onPageHide(
  listener: (kind: PageHideKind) => void,
  sources: PageEventSources = {},
): () => void {
  const win = sources.window ?? globalThis.window;
  const doc = sources.document ?? globalThis.document;
  const hide = () => listener('pagehide');
  const visibility = () => {
    if (doc?.visibilityState === 'hidden') listener('visibilitychange');
  };
  win?.addEventListener('pagehide', hide);
  doc?.addEventListener('visibilitychange', visibility);
  return () => {
    win?.removeEventListener('pagehide', hide);
    doc?.removeEventListener('visibilitychange', visibility);
  };
}
