import { SsEvent } from '../base/ss-event.ts';
import type { SsClickThroughEvent } from './click-through.ts';

export interface SlideChangeDetail {
  /** The new current position: a slide, or for the carousel a group, from 0. */
  index: number;
  /** The position before the change. */
  previous: number;
}

/** The current slide (carousel: group) changed, by the visitor, autoplay, a linked gallery or code. */
export class SsSlideChangeEvent extends SsEvent<SlideChangeDetail> {
  constructor(detail: SlideChangeDetail) {
    super('ss-slide-change', detail);
  }
}

/** Previous was asked for at the first slide of a gallery that does not loop. */
export class SsReachedBeginningEvent extends SsEvent {
  constructor() {
    super('ss-reached-beginning', undefined);
  }
}

/** Next was asked for at the last slide of a gallery that does not loop. */
export class SsReachedEndEvent extends SsEvent {
  constructor() {
    super('ss-reached-end', undefined);
  }
}

export interface ScrollEndDetail {
  /** The slide nearest the scroll position, made current. */
  index: number;
}

/** The scroll transition's slides stopped scrolling (300 ms without a scroll event). */
export class SsScrollEndEvent extends SsEvent<ScrollEndDetail> {
  constructor(detail: ScrollEndDetail) {
    super('ss-scroll-end', detail);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-slide-change': SsSlideChangeEvent;
    'ss-reached-beginning': SsReachedBeginningEvent;
    'ss-reached-end': SsReachedEndEvent;
    'ss-scroll-end': SsScrollEndEvent;
    'ss-click-through': SsClickThroughEvent;
  }
}
