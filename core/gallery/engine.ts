import { normalizeIndex } from './indexing.ts';

export type MoveDirection = 'forward' | 'reverse';

export interface GalleryEngineOptions {
  count: number;
  index?: number;
  /** Going past either end wraps around; on unless set to false. */
  loop?: boolean;
  /**
   * The owner's own hearing of each change of the current slide, called before `index-change`
   * is dispatched: no event is made for it.
   */
  onIndexChange?: (detail: IndexChangeDetail) => void;
}

export interface IndexChangeDetail {
  index: number;
  previous: number;
  direction: MoveDirection;
}

/** The current slide changed. */
export class IndexChangeEvent extends Event {
  constructor(readonly detail: IndexChangeDetail) {
    super('index-change');
  }
}

/**
 * The state every gallery design shares (part 2 §4): the current index, normalised and wrapped;
 * previous and next with looping, or reached-beginning / reached-end events at the ends
 * without it; motion (a change is refused while the gallery moves, or while a linked gallery
 * moves towards another index); and linked galleries (a main gallery and its thumbnails) that
 * keep the same index both ways.
 *
 * @fires index-change - `IndexChangeEvent`
 * @fires reached-beginning - previous at the first slide without looping
 * @fires reached-end - next at the last slide without looping
 */
export class GalleryEngine extends EventTarget {
  loop: boolean;
  #count: number;
  #index: number;
  #direction: MoveDirection = 'forward';
  #motionTarget: number | null = null;
  readonly #linked = new Set<GalleryEngine>();
  readonly #onIndexChange: GalleryEngineOptions['onIndexChange'];
  /** Whether an `index-change` listener was ever added: until one is, a move makes no event. */
  #heard = false;

  constructor(options: GalleryEngineOptions) {
    super();
    this.#onIndexChange = options.onIndexChange;
    this.#count = options.count;
    this.loop = options.loop ?? true;
    this.#index = normalizeIndex(options.index ?? 0, options.count) ?? 0;
  }

  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: AddEventListenerOptions | boolean,
  ): void {
    if (type === 'index-change') this.#heard = true;
    super.addEventListener(type, listener, options);
  }

  get count(): number {
    return this.#count;
  }

  /** Sets the number of slides, the current one kept (see `recount`). */
  set count(count: number) {
    this.recount(count);
  }

  /**
   * Sets the number of slides and the current one (by default the same) at once; an index past
   * the new last slide becomes the last (slides taken away from the end leave the nearest one
   * current, not the first). No event: the gallery shows its new slides itself. The linked
   * galleries follow a new current slide, once, unless no slide is left.
   */
  recount(count: number, index = this.#index): void {
    this.#count = count;
    const target = Math.max(0, Math.min(index, count - 1));
    if (target === this.#index) return;
    this.#index = target;
    if (count > 0) for (const other of this.#linked) other.#follow(target, this);
  }

  get index(): number {
    return this.#index;
  }

  /** The direction of the last move. */
  get direction(): MoveDirection {
    return this.#direction;
  }

  get inMotion(): boolean {
    return this.#motionTarget !== null;
  }

  /** Without looping, the previous control is disabled at the first slide… */
  get atStart(): boolean {
    return !this.loop && this.#index === 0;
  }

  /** …and the next control at the last. */
  get atEnd(): boolean {
    return !this.loop && this.#index === this.#count - 1;
  }

  /**
   * Links two galleries both ways: each follows the other's index, and so does every gallery
   * linked to either. From the start they show the same slide: the one that has moved away from
   * the first (by an address, by the visitor) leads.
   */
  link(other: GalleryEngine): void {
    if (other === this) return;
    this.#linked.add(other);
    other.#linked.add(this);
    if (this.#index) other.#follow(this.#index, this);
    else this.#follow(other.#index, other);
  }

  unlink(other: GalleryEngine): void {
    this.#linked.delete(other);
    other.#linked.delete(this);
  }

  /**
   * Whether the current slide may change to `target` now: not with no slides, not while this
   * gallery is in motion, and not while a linked gallery moves towards another index.
   */
  canMoveTo(target: number): boolean {
    if (normalizeIndex(target, this.#count) === null || this.inMotion) return false;
    for (const other of this.#linked) {
      if (
        other.#motionTarget !== null &&
        other.#motionTarget !== normalizeIndex(target, other.#count)
      ) {
        return false;
      }
    }
    return true;
  }

  /**
   * Makes `index` (normalised) current. With `animate`, the gallery is in motion until
   * `endMotion()`. Answers whether the change was made.
   */
  goTo(index: number, options: { animate?: boolean; direction?: MoveDirection } = {}): boolean {
    const target = normalizeIndex(index, this.#count);
    if (target === null || !this.canMoveTo(index)) return false;
    if (target === this.#index) return true;
    this.#apply(target, options.animate === true, undefined, options.direction);
    return true;
  }

  next(options: { animate?: boolean } = {}): boolean {
    if (this.#count <= 0) return false;
    if (this.#index === this.#count - 1 && !this.loop) {
      this.dispatchEvent(new Event('reached-end'));
      return false;
    }
    return this.goTo(this.#index + 1, { ...options, direction: 'forward' });
  }

  previous(options: { animate?: boolean } = {}): boolean {
    if (this.#count <= 0) return false;
    if (this.#index === 0 && !this.loop) {
      this.dispatchEvent(new Event('reached-beginning'));
      return false;
    }
    return this.goTo(this.#index - 1, { ...options, direction: 'reverse' });
  }

  /** The design calls this when its transition has finished. */
  endMotion(): void {
    this.#motionTarget = null;
  }

  /**
   * Makes `target` current, then has the linked galleries follow, and those linked to them; a
   * follower passes the move on, but not back to the gallery it came from (with another count,
   * it wrapped the index).
   */
  #apply(
    target: number,
    animate: boolean,
    from?: GalleryEngine,
    direction: MoveDirection = target > this.#index ? 'forward' : 'reverse',
  ): void {
    const previous = this.#index;
    this.#index = target;
    this.#direction = direction;
    if (animate) this.#motionTarget = target;
    const detail = { index: target, previous, direction };
    this.#onIndexChange?.(detail);
    if (this.#heard) this.dispatchEvent(new IndexChangeEvent(detail));
    for (const other of this.#linked) if (other !== from) other.#follow(target, this, direction);
  }

  /** Follows a linked gallery: the same way it went (its wrap from last to first is forward). */
  #follow(index: number, from: GalleryEngine, direction?: MoveDirection): void {
    const target = normalizeIndex(index, this.#count);
    if (target === null || target === this.#index) return;
    this.#apply(target, false, from, direction);
  }
}
