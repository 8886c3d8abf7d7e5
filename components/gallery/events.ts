import type { MoveDirection } from '../../core/gallery/engine.ts';
import { SsEvent } from '../base/ss-event.ts';
import type { SsClickThroughEvent } from './click-through.ts';
import type { SsScrollEndEvent } from './designs/stacked-host.ts';

// Declared with the code that fires them, which loads only for the galleries that need it.
export type { ClickThroughDetail, SsClickThroughEvent } from './click-through.ts';
export type { ScrollEndDetail, SsScrollEndEvent } from './designs/stacked-host.ts';

export interface SlideChangeDetail {
  /** The new current position: a slide, or for the carousel a group, from 0. */
  index: number;
  /** The position before the change. */
  previous: number;
  /**
   * The way it went: `forward` for next (wrapping from the last to the first included) or a later
   * position, `reverse` for previous or an earlier one.
   */
  direction: MoveDirection;
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

declare global {
  interface GlobalEventHandlersEventMap {
    'ss-slide-change': SsSlideChangeEvent;
    'ss-reached-beginning': SsReachedBeginningEvent;
    'ss-reached-end': SsReachedEndEvent;
    'ss-scroll-end': SsScrollEndEvent;
    'ss-click-through': SsClickThroughEvent;
  }
}
