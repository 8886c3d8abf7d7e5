import { SsEvent } from '../base/ss-event.ts';

export interface LightboxEventDetail {
  /** The current item's position in the set, from 0. */
  index: number;
  /** The current item's id (its `data-slide-id`). */
  id: string;
}

/** The lightbox started to open on an item (its state is now `shown`). */
export class SsLightboxOpenEvent extends SsEvent<LightboxEventDetail> {
  constructor(detail: LightboxEventDetail) {
    super('ss-lightbox-open', detail);
  }
}

/** The lightbox started to close (its state is now `hiding`); `detail` is the item it showed. */
export class SsLightboxCloseEvent extends SsEvent<LightboxEventDetail> {
  constructor(detail: LightboxEventDetail) {
    super('ss-lightbox-close', detail);
  }
}

/**
 * A visitor moved to another item while open, or the item on show left the set (not fired for
 * moves made in code).
 */
export class SsLightboxChangeEvent extends SsEvent<LightboxEventDetail> {
  constructor(detail: LightboxEventDetail) {
    super('ss-lightbox-change', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-lightbox-open': SsLightboxOpenEvent;
    'ss-lightbox-close': SsLightboxCloseEvent;
    'ss-lightbox-change': SsLightboxChangeEvent;
  }
}
