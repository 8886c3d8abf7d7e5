/** Every event an element fires: bubbling, composed, with a typed `detail`. */
export abstract class SsEvent<Detail = undefined> extends Event {
  readonly detail: Detail;

  constructor(type: string, detail: Detail, init: EventInit = {}) {
    super(type, { bubbles: true, composed: true, ...init });
    this.detail = detail;
  }
}
