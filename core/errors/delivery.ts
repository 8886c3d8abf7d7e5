import { getRawPageContext } from '../site/context-json.ts';
import { userAgent } from '../tracking/browser.ts';
import { objectIn, textOf } from '../tracking/context.ts';
import { JSON_TYPE, postOutlivingPage, postToSite, readCrumb } from '../tracking/transport.ts';
import type { ErrorQueueHooks } from './queue.ts';

export const RECORD_ERRORS_PATH = '/api/events/RecordJavascriptErrors';
export const CSRF_HEADER = 'X-CSRF-Token';

export interface ErrorReporterOptions {
  /** Names the app in each entry and its event name; missing or empty counts as 'unknown'. */
  app: string;
  /** Sends the reports; the global fetch when left out. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; Date.now when left out. */
  now?: () => number;
  /** The page context's website id when left out. */
  websiteId?: string;
  /** The page context's `websiteSettings.templateId` when left out. */
  templateId?: string;
}

/**
 * How the page sends error reports: a JSON list to RecordJavascriptErrors with the crumb as the
 * X-CSRF-Token header; kept alive as the page goes, within the 64 KB a browser carries so (a
 * bigger batch goes plain). Failed sends are swallowed.
 */
export function errorQueueHooks(options: ErrorReporterOptions): ErrorQueueHooks {
  return {
    now: () => (options.now ?? Date.now)(),
    send(entries, keepalive) {
      const crumb = readCrumb();
      const headers: Record<string, string> = crumb ? { [CSRF_HEADER]: crumb } : {};
      const post = keepalive ? postOutlivingPage : postToSite;
      post(RECORD_ERRORS_PATH, JSON.stringify(entries), JSON_TYPE, options.fetch, headers).catch(
        () => undefined,
      );
    },
    page() {
      const context = getRawPageContext();
      const contextTemplateId = objectIn(context, 'websiteSettings').templateId;
      return {
        websiteId: options.websiteId ?? textOf(objectIn(context, 'website').id),
        templateId:
          options.templateId ?? (typeof contextTemplateId === 'string' ? contextTemplateId : ''),
        url: globalThis.location?.href ?? '',
        userAgent: userAgent(),
      };
    },
  };
}
