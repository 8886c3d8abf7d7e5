import { onPageHide } from '../tracking/page-hide.ts';
import { errorQueueHooks, type ErrorReporterOptions } from './delivery.ts';
import { pageErrorReporter, setPageErrorReporter } from './page-reporter.ts';
import { ErrorQueue } from './queue.ts';

export type { ErrorReporterOptions } from './delivery.ts';

/** Reporters installed and not yet uninstalled, the latest last: the page's is the latest. */
const installed: ErrorReporter[] = [];

/**
 * The front-end error reporter (part 1 §4, §7, §8, §9), loaded with the page: the queue of
 * `ErrorQueue`, sent to RecordJavascriptErrors with the crumb header. A page that would rather
 * fetch it with its first error starts `startErrorReporting` instead.
 *
 * It is not consent-gated: an entry carries technical data about the failure (message, stack,
 * page address, user agent), no visitor id or cookie, so it is sent whatever the visitor chose.
 */
export class ErrorReporter extends ErrorQueue {
  constructor(options: ErrorReporterOptions = { app: '' }) {
    super(options.app, errorQueueHooks(options));
  }

  /**
   * Reports the window's uncaught errors and unhandled promise rejections, and becomes the
   * page's reporter (`reportPageError`) until then; once uninstalled, the page's is the latest
   * installed reporter still listening, if any. Answers the function that stops listening.
   */
  install(target: EventTarget = window): () => void {
    installed.push(this);
    setPageErrorReporter(this);
    const onEvent = (event: Event) => void this.reportEvent(event);
    target.addEventListener('error', onEvent);
    target.addEventListener('unhandledrejection', onEvent);
    // What is queued goes as the page goes: the debounce would not fire after that.
    const stopOnHide = onPageHide(() => this.flush(true));
    return () => {
      target.removeEventListener('error', onEvent);
      target.removeEventListener('unhandledrejection', onEvent);
      stopOnHide();
      const at = installed.indexOf(this);
      if (at >= 0) installed.splice(at, 1);
      if (pageErrorReporter() === this) setPageErrorReporter(installed.at(-1));
    };
  }
}
