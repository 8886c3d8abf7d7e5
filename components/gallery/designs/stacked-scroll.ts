import { tween, type EasingName, type TweenHandle } from '../../base/tween.ts';
import type { StackedHost } from './stacked-host.ts';
import { keyword } from '../keyword.ts';

/** Scroll-end fires after this long without scrolling (part 2 §9). */
export const SCROLL_END_MS = 300;
/** The scroll-to animation's shortest and longest duration, in ms (part 2 §9: both 50). */
export const SCROLL_ANIMATION_MIN_MS = 50;
export const SCROLL_ANIMATION_MAX_MS = 50;
/** The scroll-to easing (part 2 §9). */
export const SCROLL_EASING: EasingName = 'easeOutSine';

/** The slides containers the scroll transition is attached to now. */
const scrolling = new WeakSet<HTMLElement>();

export type ScrollDirection = 'horizontal' | 'vertical';

/** The block's `direction` setting: `vertical` (or `y`), else horizontal. */
export function scrollDirection(value: unknown): ScrollDirection {
  const name = keyword(value);
  return name === 'vertical' || name === 'y' ? 'vertical' : 'horizontal';
}

/** The scroll-to duration for a distance: 1 ms per 10 px, within the min and max. */
export function scrollToMs(distance: number): number {
  return Math.min(
    SCROLL_ANIMATION_MAX_MS,
    Math.max(SCROLL_ANIMATION_MIN_MS, Math.abs(distance) / 10),
  );
}

/**
 * The scroll transition: the track scrolls natively (touch, wheel, keyboard), horizontally or
 * vertically, snapping to slides. Reaching the beginning fires `ss-reached-beginning`, reaching
 * the end `ss-reached-end` (once per arrival); 300 ms without scrolling makes the nearest slide
 * current and fires `ss-scroll-end`. A move by the controls, keys or autoplay (`ss-slide-change`)
 * scrolls there with easeOutSine (at once with reduced motion). Returns the detach function.
 */
export function attachScroll(host: StackedHost, direction: ScrollDirection): () => void {
  const { track, target } = host;
  const vertical = direction === 'vertical';
  const size = () => (vertical ? track.clientHeight : track.clientWidth) || 1;
  // Right to left, a horizontal scroll runs from 0 to negative: read and written reversed.
  const position = () => (vertical ? track.scrollTop : track.scrollLeft * host.forward());
  const extent = () =>
    vertical ? track.scrollHeight - track.clientHeight : track.scrollWidth - track.clientWidth;
  const set = (value: number) => {
    if (vertical) track.scrollTop = value;
    else track.scrollLeft = value * host.forward();
  };
  const edgeAt = (at: number) => (at <= 0 ? 'beginning' : at >= extent() - 1 ? 'end' : undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let edge = edgeAt(position());
  let animation: TweenHandle | undefined;

  const onScroll = () => {
    const now = edgeAt(position());
    if (now && now !== edge) host.reached(now);
    edge = now;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const index = Math.round(position() / size());
      // A move refused (a linked gallery moving elsewhere) scrolls back to the slide on show.
      if (index === host.index() || host.goTo(index)) host.scrollEnded(index);
      else scrollTo(host.index());
    }, SCROLL_END_MS);
  };
  const onChange = (event: Event) => {
    const index = (event as CustomEvent<{ index: number }>).detail?.index;
    // Its own moves: not those of a gallery inside one of its slides, whose event bubbles up.
    if (event.target === target && typeof index === 'number') scrollTo(index);
  };
  /** Scrolls to the slide at `index`, eased (at once with reduced motion). */
  function scrollTo(index: number): void {
    const from = position();
    const to = Math.min(extent(), index * size());
    if (Math.abs(to - from) < 1) return;
    animation?.cancel();
    const ms = host.reducedMotion() ? 0 : scrollToMs(to - from);
    // Snapping is off while the tween writes the in-between positions.
    track.toggleAttribute('data-animating', ms > 0);
    const handle = tween((p) => set(from + (to - from) * p), ms, SCROLL_EASING);
    animation = handle;
    void handle.finished.then(() => {
      if (animation === handle) track.removeAttribute('data-animating');
    });
  }
  track.addEventListener('scroll', onScroll, { passive: true });
  target.addEventListener('ss-slide-change', onChange);
  // The row scrolls by keyboard too: it takes focus, whether or not its slides can.
  track.tabIndex = 0;
  scrolling.add(track);
  // A slide made current before (the one the address names) is the one scrolled to.
  set(Math.min(extent(), host.index() * size()));
  // Where it starts is no arrival: only scrolling to an end is.
  edge = edgeAt(position());
  return () => {
    clearTimeout(timer);
    animation?.cancel();
    track.removeEventListener('scroll', onScroll);
    target.removeEventListener('ss-slide-change', onChange);
    scrolling.delete(track);
    // A row with focus keeps it until focus leaves (taking its tabindex now, as new settings
    // switch the design, would drop focus to the page); then it no longer takes focus, unless
    // the scroll transition came back meanwhile.
    const release = () => scrolling.has(track) || track.removeAttribute('tabindex');
    // (Read from its root, not by `:focus`, which a window without focus never matches.)
    if ((track.getRootNode() as ShadowRoot).activeElement === track)
      track.addEventListener('blur', release, { once: true });
    else release();
  };
}
