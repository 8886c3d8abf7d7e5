import type { ReactiveController, ReactiveControllerHost } from 'lit';

const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor's system asks for reduced motion. False where there is no window. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(QUERY).matches;
}

/** Keeps `reduced` current while the host is connected and re-renders the host when it changes. */
export class ReducedMotionController implements ReactiveController {
  reduced = false;
  #query: MediaQueryList | undefined;
  #onChange = (event: MediaQueryListEvent): void => {
    this.reduced = event.matches;
    this.#host.requestUpdate();
  };

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    if (typeof matchMedia !== 'function') return;
    this.#query = matchMedia(QUERY);
    this.reduced = this.#query.matches;
    this.#query.addEventListener('change', this.#onChange);
  }

  hostDisconnected(): void {
    this.#query?.removeEventListener('change', this.#onChange);
    this.#query = undefined;
  }
}
