import type { GalleryEngine } from './engine.ts';
import { isMobile } from './mobile.ts';

/** The longest wait a browser's timer keeps (about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Autoplay's wait when the block sets no usable duration. */
export const DEFAULT_AUTOPLAY_MS = 5000;

/** How often autoplay looks again, at its turn, for a move under way to end. */
export const AUTOPLAY_MOTION_POLL_MS = 50;

/**
 * The wait between slides: the block's autoplay-duration in seconds, as milliseconds; a value
 * that is not a positive number means 5000 ms.
 */
export function autoplayDelayMs(durationSeconds: unknown): number {
  const seconds =
    typeof durationSeconds === 'string' ? Number(durationSeconds.trim()) : durationSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? // A timer longer than 2^31 - 1 ms fires at once in browsers: the longest one instead.
      Math.min(seconds * 1000, MAX_TIMER_MS)
    : DEFAULT_AUTOPLAY_MS;
}

/** Motion is off with the `nomotion=true` query parameter or a reduced-motion preference. */
export function isMotionDisabled(search: string, prefersReducedMotion: boolean): boolean {
  return prefersReducedMotion || new URLSearchParams(search).get('nomotion') === 'true';
}

export interface AutoplayOptions {
  enabled: boolean;
  durationSeconds?: unknown;
  randomize?: boolean;
  motionDisabled: boolean;
  /**
   * Whether the visitor asks for reduced motion now, read at every turn: asked meanwhile, autoplay
   * no longer moves (nor is offered) until the preference goes.
   */
  reducedMotion?: () => boolean;
  /** Told when, at a turn, reduced motion has come or gone: the page shows autoplay's state again. */
  changed?: () => void;
  /** On mobile the pointer does not pause autoplay. */
  mobile: boolean;
  random?: () => number;
  /**
   * Moves in motion, as a visitor's moves are, so that no other move cuts in until whoever drives
   * the engine ends it (a move under way at autoplay's turn makes it wait for that end). Off by
   * default: an engine whose motion nobody ends would refuse every move after the first.
   */
  animate?: boolean;
}

/**
 * Why autoplay waits: pointer over it, focus in it (the WAI-ARIA carousel pattern), a video
 * playing, the gallery out of the page.
 */
export type PauseReason = 'pointer' | 'focus' | 'video' | 'hidden';

/**
 * Autoplay (part 2 §4): runs only when enabled and motion is not disabled; advances every
 * autoplay-duration (default 5000 ms), to a random other slide with randomize; pauses while the
 * pointer is over the gallery or its controls (not on mobile); is switched off while a video
 * shows and restored when it is hidden. While it runs the keyboard is off. Another move (the
 * visitor's) starts its wait again.
 */
export class Autoplay {
  delayMs: number;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #started = false;
  #advancing = false;
  /** Reduced motion as the last turn found it. */
  #reduced = false;
  readonly #paused = new Set<PauseReason>();

  constructor(
    private readonly engine: GalleryEngine,
    private readonly options: AutoplayOptions,
  ) {
    this.delayMs = autoplayDelayMs(options.durationSeconds);
    // A move of anyone else's (a swipe, a thumbnail, a linked gallery) starts the wait again:
    // the slide the visitor went to shows for a whole duration.
    engine.addEventListener('index-change', this.#onMove);
  }

  readonly #onMove = (): void => {
    if (!this.#advancing) this.#arm();
  };

  /** Stops for good and lets go of the engine (the gallery's settings switched autoplay off). */
  destroy(): void {
    this.stop();
    this.engine.removeEventListener('index-change', this.#onMove);
  }

  /** Whether autoplay may run at all on this page. */
  get allowed(): boolean {
    return this.options.enabled && !this.options.motionDisabled && !this.options.reducedMotion?.();
  }

  /** Advancing now (allowed, started and not paused). */
  get running(): boolean {
    return this.allowed && this.#started && this.#paused.size === 0;
  }

  /** Switched on (allowed and started, by the page or the visitor), paused or not. */
  get on(): boolean {
    return this.allowed && this.#started;
  }

  /**
   * The keyboard answers only while autoplay is not on; a video showing switches autoplay off
   * until it is hidden, and the keys with it.
   */
  get keyboardEnabled(): boolean {
    return !this.on || this.#paused.has('video');
  }

  /**
   * Takes new options (settings given after set-up), keeping its state: started or stopped by
   * the visitor, and its pauses. Its timer starts again only when the delay or `enabled` changed.
   */
  configure(options: Pick<AutoplayOptions, 'enabled' | 'durationSeconds' | 'randomize'>): void {
    const delayMs = autoplayDelayMs(options.durationSeconds);
    const changed = delayMs !== this.delayMs || options.enabled !== this.options.enabled;
    Object.assign(this.options, options);
    this.delayMs = delayMs;
    if (changed) this.#arm();
  }

  /**
   * Switches it on: at once when allowed, else once it is (a design that moves, given later by
   * new settings, starts it).
   */
  start(): void {
    this.#started = true;
    this.#arm();
  }

  stop(): void {
    this.#started = false;
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  pause(reason: PauseReason): void {
    if (reason === 'pointer' && this.options.mobile) return;
    this.#paused.add(reason);
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  resume(reason: PauseReason): void {
    if (!this.#paused.delete(reason)) return;
    this.#arm();
  }

  /**
   * Waits `delay` (the autoplay duration) and moves. A move still under way then (the visitor's,
   * or a transition longer than the duration) is let end: autoplay looks again every
   * `AUTOPLAY_MOTION_POLL_MS` and moves as soon as it has, so no turn is lost.
   */
  #arm(delay = this.delayMs): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // Armed under reduced motion too (not `running` then): at each turn it looks again, and
    // moves on once the preference goes.
    const { enabled, motionDisabled } = this.options;
    if (!enabled || motionDisabled || !this.#started || this.#paused.size) return;
    this.#timer = setTimeout(() => {
      const reduced = !!this.options.reducedMotion?.();
      if (reduced !== this.#reduced) {
        this.#reduced = reduced;
        this.options.changed?.();
      }
      if (reduced) return this.#arm();
      if (this.options.animate && this.engine.inMotion) return this.#arm(AUTOPLAY_MOTION_POLL_MS);
      this.#advance();
      this.#arm();
    }, delay);
  }

  #advance(): void {
    const { engine } = this;
    const animate = { animate: this.options.animate };
    this.#advancing = true;
    try {
      if (this.options.randomize && engine.count > 1) {
        const random = this.options.random ?? Math.random;
        const step = 1 + Math.floor(random() * (engine.count - 1));
        engine.goTo((engine.index + step) % engine.count, animate);
      } else if (engine.atEnd) {
        // Round to the first without looping: the end was reached by no visitor's Next, and
        // fires no reached-end; it goes on forward, as a wrap does. With one position (a
        // carousel's slides all fit) nothing moves.
        engine.goTo(0, { ...animate, direction: 'forward' });
      } else engine.next(animate);
    } finally {
      this.#advancing = false;
    }
  }
}

/**
 * A gallery's autoplay on this page: motion is off with `?nomotion=true` in the address, or while
 * the visitor's reduced-motion preference (`reducedMotion`, read at every turn) is on, and the
 * device is mobile by its user agent or a window that knows its orientation. It starts paused for
 * each of `pausedFor` (the pointer already over its gallery, a video playing, its gallery out of
 * the page); `changed` hears of the preference coming or going.
 */
export function pageAutoplay(
  engine: GalleryEngine,
  options: Pick<
    AutoplayOptions,
    'enabled' | 'durationSeconds' | 'randomize' | 'animate' | 'changed'
  >,
  reducedMotion: () => boolean,
  pausedFor: Iterable<PauseReason> = [],
): Autoplay {
  const autoplay = new Autoplay(engine, {
    ...options,
    motionDisabled: isMotionDisabled(location.search, false),
    reducedMotion,
    mobile: isMobile(),
  });
  for (const reason of pausedFor) autoplay.pause(reason);
  return autoplay;
}
