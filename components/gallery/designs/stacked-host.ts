import type { SsGallery } from '../gallery.ts';

/**
 * What a touch-driven stacked transition needs from the gallery: `hostOf` reads it through the
 * gallery's public API when a design's `attach` is called, once the gallery is set up.
 */
export interface StackedHost {
  /** Where events are dispatched (the gallery). */
  readonly target: HTMLElement;
  /**
   * Where touches are listened to: the viewport, around the slides (not the controls or the
   * thumbnail strip beside it).
   */
  readonly touched: HTMLElement;
  /** The slides container (`[part~="slides"]`): the only node a drag writes to. */
  readonly track: HTMLElement;
  /** The container's width in px. */
  width(): number;
  /** The window's width in px: what the settle times follow (part 2 §9, under 767 px). */
  viewportWidth(): number;
  /** The current slide. */
  index(): number;
  /** Whether there is a slide to move to: a gallery of one slide never drags its track. */
  movable(): boolean;
  /** Moves one slide (+1 next, -1 previous) as the visitor asked; false when refused. */
  step(direction: 1 | -1): boolean;
  /** Makes a slide current; false when refused. */
  goTo(index: number): boolean;
  /** True at the first / last slide of a gallery that does not loop. */
  atStart(): boolean;
  atEnd(): boolean;
  /** True while the visitor asks for reduced motion: moves then happen at once. */
  reducedMotion(): boolean;
  /**
   * 1, or -1 right to left (`dir="rtl"`): multiplies a finger's horizontal travel into travel
   * towards the next slide, which then lies to the left.
   */
  forward(): 1 | -1;
  /** Scrolling arrived at the first or last slide: fires `ss-reached-beginning` or `-end`. */
  reached(edge: 'beginning' | 'end'): void;
  /** Scrolling stopped with `index` current: fires `ss-scroll-end`. */
  scrollEnded(index: number): void;
}

/**
 * What the gallery itself gives a design's `attach`: how to fire the events it may fire, and
 * how to have the gallery lay out again (`resize`, then the positions and custom properties).
 */
export interface GalleryEvents extends Pick<StackedHost, 'reached' | 'forward'> {
  relayout(): void;
}

export interface ScrollEndDetail {
  /** The slide nearest the scroll position, made current. */
  index: number;
}

/**
 * The scroll transition's slides stopped scrolling (300 ms without a scroll event). Built as
 * `SsEvent` builds the others (bubbling, composed), without importing it, for the reason below.
 */
export class SsScrollEndEvent extends Event {
  constructor(readonly detail: ScrollEndDetail) {
    super('ss-scroll-end', { bubbles: true, composed: true });
  }
}

/**
 * The host of a set-up gallery. Built here, with the stacked designs, from the gallery's public
 * API, rather than by the gallery: a page whose gallery has another design does not load it.
 */
export function hostOf(gallery: SsGallery, events: GalleryEvents): StackedHost {
  const track = gallery.shadowRoot!.querySelector<HTMLElement>('[part~="slides"]')!;
  return {
    target: gallery,
    track,
    touched: track.parentElement!,
    width: () => track.clientWidth,
    viewportWidth: () => innerWidth,
    index: () => gallery.currentIndex,
    movable: () => gallery.slides.length > 1,
    step: (direction) => (direction > 0 ? gallery.next() : gallery.previous()),
    goTo: (index) => gallery.goTo(index),
    atStart: () => gallery.engine?.atStart ?? true,
    atEnd: () => gallery.engine?.atEnd ?? true,
    // Asked here, not through ../../base/reduced-motion.ts: importing that from this chunk
    // would split it out of the gallery's own, and every page would fetch one chunk more.
    reducedMotion: () => matchMedia('(prefers-reduced-motion: reduce)').matches,
    scrollEnded: (index) => gallery.dispatchEvent(new SsScrollEndEvent({ index })),
    ...events,
  };
}

/** A finger's position at a time (ms, the event's time stamp). */
export interface Sample {
  x: number;
  y: number;
  time: number;
}

/** The first touch of an event as a sample, or undefined when more than one finger is down. */
export function sampleOf(
  event: TouchEvent,
  list: 'touches' | 'changedTouches',
): Sample | undefined {
  const touches = event[list];
  const touch = touches[0];
  if (!touch || (list === 'touches' && touches.length !== 1)) return undefined;
  return { x: touch.clientX, y: touch.clientY, time: event.timeStamp };
}

/** Sets the track's drag offset (px) and whether it follows the finger (no transition). */
export function setDrag(track: HTMLElement, px: number, dragging: boolean): void {
  track.style.setProperty('--ss-drag', `${px}px`);
  track.toggleAttribute('data-dragging', dragging);
}

/**
 * A track's settling after a release, at the release's own pace: `--ss-release`, which the
 * track's transition takes over the design's `--ss-settle` until that time has run, so that
 * later moves (buttons, keys, autoplay) take the design's time again. Returns the function
 * that starts one, `ms` long.
 */
export function releaseSettler(track: HTMLElement): (ms: number) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (ms) => {
    clearTimeout(timer);
    track.style.setProperty('--ss-release', `${ms}ms`);
    timer = setTimeout(() => track.style.removeProperty('--ss-release'), ms);
  };
}

/**
 * Adds touch listeners (passive) to a target in a gallery's shadow root; returns the function
 * that removes them. Touches on a gallery inside one of the slides are that one's: not heard.
 */
export function listen(
  target: Node,
  handlers: Partial<
    Record<'touchstart' | 'touchmove' | 'touchend' | 'touchcancel', (e: TouchEvent) => void>
  >,
): () => void {
  const gallery = (target.getRootNode() as ShadowRoot).host;
  const own = (event: Event) =>
    event.composedPath().find((node) => (node as Element).localName === 'ss-gallery') === gallery;
  const entries = Object.entries(handlers).map(
    ([type, fn]) => [type, (event: TouchEvent) => own(event) && fn!(event)] as const,
  ) as [string, EventListener][];
  for (const [type, fn] of entries) target.addEventListener(type, fn, { passive: true });
  return () => {
    for (const [type, fn] of entries) target.removeEventListener(type, fn);
    // A drag under way as the design lets go (the gallery taken out of the page) ends as a
    // cancelled touch does: the track is not left where the finger had it.
    (handlers.touchcancel as (() => void) | undefined)?.();
  };
}
