import { LitElement } from 'lit';

/** Every event an element fires: bubbling, composed, with a typed `detail`. */
export abstract class SsEvent<Detail = undefined> extends Event {
  readonly detail: Detail;

  constructor(type: string, detail: Detail, init: EventInit = {}) {
    super(type, { bubbles: true, composed: true, ...init });
    this.detail = detail;
  }
}

/** The base of every `ss-` element; register subclasses with `customElements` from `./registry.ts`. */
export class SsElement extends LitElement {
  /** Dispatches one of the element's events and reports whether it was not cancelled. */
  protected emit(event: Event): boolean {
    return this.dispatchEvent(event);
  }
}
