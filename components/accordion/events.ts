import { SsEvent } from '../base/ss-event.ts';

export interface ItemToggleDetail {
  /** The item's position among the accordion's items, from 0. */
  index: number;
  /** Whether the item is now opening (true) or closing (false). */
  open: boolean;
}

/** A visitor opened or closed an item; the height animation starts now. */
export class SsItemToggleEvent extends SsEvent<ItemToggleDetail> {
  constructor(detail: ItemToggleDetail) {
    super('ss-item-toggle', detail);
  }
}

/** An item finished opening or closing, by any cause; its new height is final. */
export class SsItemToggleEndEvent extends SsEvent<ItemToggleDetail> {
  constructor(detail: ItemToggleDetail) {
    super('ss-item-toggle-end', detail);
  }
}

/** Internal: an item's header was activated; its accordion decides what happens. */
export class AccordionItemRequestEvent extends Event {
  constructor() {
    super('ss-accordion-item-request', { bubbles: true, composed: false, cancelable: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-item-toggle': SsItemToggleEvent;
    'ss-item-toggle-end': SsItemToggleEndEvent;
    'ss-accordion-item-request': AccordionItemRequestEvent;
  }
}
