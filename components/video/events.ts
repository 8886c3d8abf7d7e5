import { SsEvent } from '../base/ss-event.ts';

/**
 * The player was revealed (the visitor pressed the overlay, or `show()` was called) and asked to
 * play; every other `<ss-video>` on the page has been returned to its overlay.
 */
export class SsVideoPlayEvent extends SsEvent {
  constructor() {
    super('ss-video-play', undefined);
  }
}

/** The video went back to its overlay (another video started, or `hide()` was called). */
export class SsVideoHideEvent extends SsEvent {
  constructor() {
    super('ss-video-hide', undefined);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-video-play': SsVideoPlayEvent;
    'ss-video-hide': SsVideoHideEvent;
  }
}
