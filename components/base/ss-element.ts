import { LitElement } from 'lit';

export { SsEvent } from './ss-event.ts';

/** The base of every `ss-` element; register subclasses with `customElements` from `./registry.ts`. */
export class SsElement extends LitElement {
  /** Dispatches one of the element's events and reports whether it was not cancelled. */
  protected emit(event: Event): boolean {
    return this.dispatchEvent(event);
  }
}
