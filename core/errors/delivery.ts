import { getRawPageContext } from '../site/context-json.ts';
import { userAgent } from '../tracking/browser.ts';
import { objectIn, textOf } from '../tracking/context.ts';
import { JSON_TYPE, postToSite, withCrumb } from '../tracking/transport.ts';
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
 * X-CSRF-Token header; kept alive as the page goes (the queue keeps such a batch within the 64
 * KB a browser carries so). A crumb failure (a 401 or 403 whose JSON body has `crumbFail: true`
 * and a fresh `crumb`, as the data client reads it) writes the fresh crumb to its cookie and
 * sends once more. A crumb a header cannot carry (outside visible ASCII: a cookie written by
 * something else) is left out, since the browser would refuse the request and the server answers
 * its absence with a fresh one. Failed sends are swallowed.
 */
export function errorQueueHooks(options: ErrorReporterOptions): ErrorQueueHooks {
  return {
    now: () => (options.now ?? Date.now)(),
    send(entries, keepalive) {
      const body = JSON.stringify(entries);
      withCrumb((crumb) =>
        postToSite(
          RECORD_ERRORS_PATH,
          body,
          JSON_TYPE,
          options.fetch,
          crumb && /^[!-~]+$/.test(crumb) ? { [CSRF_HEADER]: crumb } : {},
          keepalive,
        ),
      ).catch(() => undefined);
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
