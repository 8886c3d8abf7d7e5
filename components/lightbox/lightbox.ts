import { html, nothing, type PropertyDeclarations } from 'lit';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import { prefersReducedMotion } from '../base/reduced-motion.ts';
import { isMobile } from '../../core/gallery/mobile.ts';
import { horizontalSwipe } from '../base/horizontal-swipe.ts';
import type { TouchPoint } from '../base/touch.ts';
import { lightboxStyles } from './lightbox.styles.ts';
import { SsLightboxChangeEvent, SsLightboxCloseEvent, SsLightboxOpenEvent } from './events.ts';
import {
  LIGHTBOX_ARROW_THROTTLE_MS,
  LIGHTBOX_CLICK_MAX,
  LIGHTBOX_CLICK_MIN,
  LIGHTBOX_KEY_LEFT,
  LIGHTBOX_KEY_RIGHT,
  LIGHTBOX_NAVIGATION_FADE_MS,
  LIGHTBOX_OVERLAY_SPEED_MS,
  LIGHTBOX_SLIDE_SPEED_MS,
  LIGHTBOX_SPEED_MS,
  LIGHTBOX_TEXT,
} from './constants.ts';
import {
  fromItem,
  ITEM_SELECTOR,
  readItem,
  type LightboxItem,
  type LightboxSetItem,
} from './set-item.ts';
import { deepActiveElement, hashItemId, lastPathSegment, lockPage } from './modal.ts';

export * from './events.ts';
export type { LightboxItem, LightboxSetItem } from './set-item.ts';

/** The lifecycle of the lightbox, in order; `hidden` means nothing is rendered (destroyed). */
export type LightboxState = 'hidden' | 'shown' | 'overlay-visible' | 'content-visible' | 'hiding';

/** The key of the history state an opening by the visitor pushes (closing goes Back over it). */
export const HISTORY_KEY = 'ssLightbox';

/** `value` wrapped into 0 to count - 1; a fraction is cut to its whole part, NaN taken as 0. */
const mod = (value: number, count: number) => (((value | 0) % count) + count) % count;

/** Whether the history entry shown is one a lightbox pushed. */
const onLightboxEntry = () => history.state?.[HISTORY_KEY] !== undefined;

/** The item buttons the lightbox named by their place ('Image 2 of 5'). */
const placeNamed = new WeakSet<Element>();

/** Resolves at the start of the next frame. */
const frame = () => new Promise(requestAnimationFrame);

/** An item's entry in the set: an `items` entry, or a child element. */
type Entry = LightboxItem | HTMLElement;

/** The id an entry was given, if any. */
const ownId = (entry: Entry | undefined) =>
  entry instanceof HTMLElement ? entry.dataset.slideId : entry?.id;

/** What opens each item child: the item when focusable, else its `<img>`, else the item. */
const triggers = new WeakMap<object, HTMLElement>();

/**
 * The lightbox that last wrote the address: the one whose entry Forward (or Back) comes to, on a
 * page whose lightboxes share item ids (pushing an entry drops those ahead of it).
 */
let writer: SsLightbox | undefined;

/**
 * A modal image viewer over a set of items. Markup first: each child with `data-slide-id`,
 * `data-src` or an `<img>` is an item and opens the lightbox on click, or on Enter or Space on
 * its trigger: the item itself when it is a link, a button or focusable, else its `<img>` (or
 * the item, without one), which gets `tabindex="0"`, `role="button"` and
 * `aria-haspopup="dialog"`; the image's alt text names it, else its title, else its place
 * ('Image 2 of 5'), as `aria-label`; that name follows the set as items come and go, the title
 * or alt text the page sets meanwhile included. A click (or Enter) with a modifier key is left to
 * the browser (a new tab or window), as is one on a link or control in an item other than what
 * opens it (a credit's link in its caption). The `items` property, when not empty, replaces the
 * children as the set. Other triggers (a gallery's slides) call `open(index)` or `openById(id)`.
 * Items may come and go while it is open: it stays on the item on show (the same child, or the
 * entry of `items` with the same id); when that one goes, the item now in its place (else the
 * last) comes, with `ss-lightbox-change` and its address, as a move does; with none left, it
 * closes.
 *
 * Opening runs `shown` → `overlay-visible` (the overlay fades to 0.95 in 300 ms) →
 * `content-visible` (the image and its caption fade in over 600 ms, the controls over 500 ms).
 * Closing runs `hiding` (300 ms: the overlay, image and caption fade out, and the dialog is inert,
 * so a click there is the page's) → `hidden`, when the dialog is removed. With reduced motion
 * every duration is 0. The state is the `state` property and the host's `data-state` attribute.
 * The dialog is a popover shown in the browser's top layer, over the whole window whatever the
 * page around the lightbox does (a transform, a stacking context under a fixed header).
 *
 * It closes on the close button, a click outside the image, Escape or the Back button. Arrow
 * Left and Right (keys 37 and 39) navigate; a press within 200 ms of the last accepted one is
 * dropped. A click on the image's right half goes next and its left half previous, only
 * between 2% and 98% of the window width; a horizontal swipe navigates too. It loops through
 * the ends, except on mobile (the `mobile` property, a window with an `orientation` property, or
 * a user agent containing "mobile" in any case), where the arrows fade out at the ends and a
 * caption toggle shows the caption.
 *
 * Right to left (`dir="rtl"`, or CSS `direction: rtl`, on the lightbox or above it, as read when
 * it opens), the next item lies to the left: the track runs leftwards, the arrows trade sides,
 * and Arrow Left, a click on the image's left half and a swipe to the right go next.
 *
 * Deep link: on connect, `#itemId=<id>` in the address opens that item; else the address path's
 * last segment, read as an item id, does (not with `hash-only`). Opening writes `#itemId=<id>`
 * with `history.pushState` (moving to another item replaces it), so Back closes the lightbox,
 * and Forward opens it again on that entry's item (written in place; closing goes Back over it
 * again): the lightbox that last wrote the address, where lightboxes of a page share item ids
 * (any, when that one has left the page). Closing restores the address (a deep-linked address
 * loses its `#itemId`). The address is written with the page lock below; `updateComplete` waits
 * for it.
 *
 * Accessibility: a modal dialog (`role="dialog"`, `aria-modal="true"`) named by its title
 * (`label`, default 'Gallery'). Focus moves to the close button, Tab and Shift+Tab cycle
 * through the controls, and focus returns on close to the element that had it, else (opened
 * from the address, nothing focused) to the trigger of the item on show. Everything else
 * on the page is made inert, and stops scrolling, while open, and is restored exactly on close:
 * from the frame after the opened item's full image is on screen (300 ms after opening at
 * most), as it restyles the whole page; `updateComplete` waits for it. A polite live region
 * says 'Image n of N' (see `LIGHTBOX_TEXT.status`): rendered empty with the dialog and filled at
 * that lock, so that the opening is heard too. Each image reserves its space from its dimensions.
 *
 * Only the current item and its neighbours (whose full images load ahead of a move, from the
 * lock on: the item opened comes first, alone) are rendered, and an item is read from the set
 * (its child's attributes, or `items`) only when it comes near: opening and moving cost the same
 * at any set size.
 *
 * The spec's numbers and the visitor-facing text are in `./constants.ts` (not re-exported here,
 * to keep this entry small).
 *
 * @summary A modal lightbox for a set of images, markup first.
 *
 * @slot - The items: elements with `data-slide-id`, `data-src`, `data-image-dimensions`
 * (WIDTHxHEIGHT) and `data-caption`, or holding an `<img>` (and a `<figcaption>`).
 *
 * @csspart dialog - The modal dialog over the page; its class is the state.
 * @csspart overlay - The backdrop; a click on it closes.
 * @csspart title - The dialog's title (visually hidden).
 * @csspart track - The row of slides, moved to show the current one.
 * @csspart slide - One item's frame; a click on its empty space closes.
 * @csspart current - Also on the current slide.
 * @csspart image - The full image of an item.
 * @csspart caption - The current item's caption.
 * @csspart status - The live region 'Image n of N' (visually hidden).
 * @csspart close - The close button.
 * @csspart arrow - Both arrows.
 * @csspart previous - The previous-item arrow.
 * @csspart next - The next-item arrow.
 * @csspart caption-toggle - The button that shows or hides the caption (mobile only).
 *
 * @cssprop --ss-lightbox-overlay-color - Backdrop colour. Default `#000` (a light theme sets `#fff`).
 * @cssprop --ss-lightbox-overlay-opacity - Backdrop opacity. Default `0.95`.
 * @cssprop --ss-lightbox-color - Controls and caption colour. Default `#fff`.
 * @cssprop --ss-lightbox-padding - Space around the image. Default `min(100px, 12.5vw)`: 100px from a
 * window 800px wide up, less on phones.
 * @cssprop --ss-lightbox-z-index - Default `10000000`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 *
 * @fires {SsLightboxOpenEvent} ss-lightbox-open - The lightbox started to open. `detail: { index, id }`.
 * @fires {SsLightboxCloseEvent} ss-lightbox-close - The lightbox started to close. `detail: { index, id }`.
 * @fires {SsLightboxChangeEvent} ss-lightbox-change - A visitor moved to another item, or the item
 * on show left the set (not fired for moves made in code). `detail: { index, id }`.
 */
export class SsLightbox extends SsElement {
  static override styles = lightboxStyles;
  // Declared without decorators: this element's budget leaves no room for their runtime.
  static override properties: PropertyDeclarations = {
    items: { type: Array },
    label: {},
    mobile: { type: Boolean },
    hashOnly: { type: Boolean, attribute: 'hash-only' },
    st: { state: true },
    idx: { state: true },
    captionShown: { state: true },
    elements: { state: true },
  };

  /**
   * The set given in code: `{ id, src, width?, height?, caption?, alt? }` each. When not empty
   * it replaces the children as the set.
   * @type {LightboxItem[] | undefined}
   * @attr items
   */
  items: LightboxItem[] | undefined;

  /**
   * The dialog's title and accessible name.
   * @attr label
   */
  label = LIGHTBOX_TEXT.title;

  /**
   * Mobile behaviour (no looping, a caption toggle). Also on where the page detects mobile as
   * spec part 2 §9 does: a window with an `orientation` property, or a user agent containing
   * "mobile" in any case.
   * @attr mobile
   */
  mobile = false;

  /**
   * Opens on connect only for `#itemId=<id>` in the address, never for the item named by the
   * path's last segment (tried after the hash otherwise, part 2 §2).
   * @attr hash-only
   */
  hashOnly = false;

  private st: LightboxState = 'hidden';
  private idx = 0;
  /** Set as it opens: the caption starts hidden on mobile. */
  private captionShown: boolean | undefined;
  private elements: HTMLElement[] = [];

  /** The entry of the item on show, taken with `idx`: the item it stays on as the set changes. */
  #on: Entry | undefined;

  /** Read on opening: every duration is 0 when the visitor asks for reduced motion. */
  #reduced: boolean | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #lastArrow: number | undefined;
  /** The click count of the run of clicks that opened it, while that run goes on. */
  #run: number | undefined;
  #opener: HTMLElement | null | undefined;
  /** Undoes `#lock` (the page's inertness and scrolling as they were); set while locked. */
  #unlock: (() => void) | undefined;
  /** Settles once the page behind an opening lightbox is locked; `updateComplete` waits for it. */
  #locked: Promise<void> | undefined;
  #restoreUrl: string | undefined;
  /** Opened by the visitor, not by a deep link: its address is pushed, and closing goes Back. */
  #pushed: boolean | undefined;
  /** A Back it started on closing has yet to land. */
  #backing: boolean | undefined;
  #linkDone: boolean | undefined;
  /**
   * When the slide of the last move ends (`performance.now()` time); 0 for a move without the
   * slide (a jump, wrapping round).
   */
  #slidEnd: number | undefined;
  #touchStart: TouchPoint | undefined;
  /** 1, or -1 right to left (read as it opens): the next item lies to the left. */
  #dir: 1 | -1 | undefined;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onItemKey);
  }

  /** Where the lightbox is in its lifecycle; also the host's `data-state`. */
  get state(): LightboxState {
    return this.st;
  }

  /** The current item's position in the set, from 0. */
  get index(): number {
    return this.idx;
  }

  /**
   * The set: each item's content (`src`, `width`, `height`, `alt`) and meta (`id`, `caption`).
   * Reads every item: the lightbox itself reads only the items it shows.
   */
  get itemSet(): LightboxSetItem[] {
    return this.#set.map((_, i) => this.#item(i));
  }

  /** Whether mobile behaviour applies. */
  get isMobile(): boolean {
    return this.mobile || isMobile();
  }

  /** The set: `items` when not empty, else the item children. */
  get #set(): Entry[] {
    return this.items?.length ? this.items : this.elements;
  }

  /** Open and not closing: every state but `hidden` and `hiding`, the two starting with "h". */
  get #live(): boolean {
    return this.st[0] !== 'h';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dataset.state = this.st;
    addEventListener('popstate', this.#onPop);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    removeEventListener('popstate', this.#onPop);
    // Taken out of the page while open: the entry it pushed gets the page's own address back
    // at once, if it is still the entry shown (a page that moved on itself, as an app's router
    // does, is left where it is). A Back would land late, after a lightbox put in its place had
    // opened from the address. (A deep link's address stays: its entry is the page's own.)
    if (this.#live) this.#teardown(onLightboxEntry());
    clearTimeout(this.#timer);
    this.#phase('hidden');
    // Out of the page, it hears no Back: one of its own still to land is not waited for.
    this.#backing = false;
  }

  /** Also waits, while the lightbox opens, until the page behind it is inert (see `#lock`). */
  protected override async getUpdateComplete(): Promise<boolean> {
    await this.#locked;
    return super.getUpdateComplete();
  }

  protected override willUpdate(): void {
    const set = this.#set;
    // The deep link, once there are items. A path names an item by the id it was given, never by
    // a position standing in for one.
    if (!this.#linkDone && set.length) {
      this.#linkDone = true;
      const byHash = this.#indexOf(hashItemId());
      const segment = lastPathSegment();
      this.#showFromAddress(
        byHash < 0 && !this.hashOnly ? set.findIndex((entry) => ownId(entry) === segment) : byHash,
      );
    }
    const on = this.#on;
    if (!this.#live) return;
    if (!set.length) this.close();
    else if (set[this.idx] !== on) {
      // The set changed while open. The item on show stays, found by its entry, else by the id
      // it was given (a set given again in code), the track jumping to its new place; gone, the
      // item now in its place (else the last) comes, with the change event and its address.
      let found = set.indexOf(on!);
      // An item without an id is known by its place, as its address numbers it.
      if (found < 0) found = this.#indexOf(ownId(on) || String(this.idx + 1));
      this.#at(found < 0 ? Math.min(this.idx, set.length - 1) : found, 0, found < 0);
    }
  }

  protected override updated(): void {
    // Focus that left with its control (an arrow disabled at an end, the caption toggle of an
    // item without a caption) goes to an arrow. Only once the page is locked: before, the
    // dialog is opening (not shown yet, as it first renders), and focus goes to its close button.
    if (this.#unlock && !this.#query(':focus:not(:disabled)')) {
      this.#query('[part~=arrow]:not(:disabled)')?.focus();
    }
  }

  /** The item at `index`, read now: from `items`, else from its child's attributes. */
  #item(index: number): LightboxSetItem {
    const entry = this.#set[index]!;
    return entry instanceof HTMLElement ? readItem(entry, index) : fromItem(entry, index);
  }

  /** The id of the item at `index` (as `#item` reads it): its own, else its position from 1. */
  #id(index: number): string {
    return index < this.#set.length ? String(ownId(this.#set[index]) || index + 1) : '';
  }

  #indexOf(id: string | null | undefined): number {
    return this.#set.findIndex((_, i) => this.#id(i) === id);
  }

  #detail() {
    return { index: this.idx, id: this.#id(this.idx) };
  }

  #query(selector: string): HTMLElement | null {
    return this.renderRoot.querySelector(selector);
  }

  #phase(state: LightboxState): void {
    this.dataset.state = this.st = state;
  }

  /** Moves to `state` once the overlay has faded (300 ms), at once when motion is reduced. */
  #later(state: LightboxState): void {
    const next = () => this.#phase(state);
    clearTimeout(this.#timer);
    if (this.#reduced) next();
    else this.#timer = setTimeout(next, LIGHTBOX_OVERLAY_SPEED_MS);
  }

  /**
   * Opens on `index` (when there is one) for the address: a deep link, or (`ownEntry`) an entry
   * a lightbox pushed and the visitor came Forward to. One lightbox at a time: another already
   * open (by the same address) keeps the page.
   */
  #showFromAddress(index: number, ownEntry?: boolean): void {
    if (index >= 0 && !document.querySelector('ss-lightbox:not([data-state^=h])'))
      this.#show(index, !ownEntry);
  }

  /**
   * `linked` is true for a deep link, false for an entry a lightbox pushed (reached by Forward),
   * and left out for an opening by the visitor.
   */
  #show(index: number, linked?: boolean): void {
    // (Out of the document it does not open: it would lock a page it is not on.)
    if (this.#live || !this.isConnected) return this.#go(index);
    // Read before the lightbox changes anything, so that the read works out none of its changes.
    this.#dir = getComputedStyle(this).direction === 'rtl' ? -1 : 1;
    // The full image is asked for first: it loads while the dialog renders, whose image takes it
    // from the memory cache.
    const preload = new Image();
    preload.src = this.#item(index).content.src;
    this.#opener = deepActiveElement();
    this.#reduced = prefersReducedMotion();
    // No slide runs as it opens (one of its last opening may not have ended).
    this.#at(index);
    this.captionShown = false;
    // The page is locked once the image is on screen (see `#lock`), or after 300 ms at most.
    this.#locked = new Promise((done) => {
      setTimeout(done, LIGHTBOX_OVERLAY_SPEED_MS);
      void preload.decode().then(frame, frame).then(frame).then(done);
    }).then(() => this.#lock());
    document.addEventListener('keydown', this.#onKey);
    this.#pushed = !linked;
    // Opened from the address (or on an entry whose Back is still to land), the page's own
    // address is the one without the item's hash.
    this.#restoreUrl =
      linked === undefined && !this.#backing ? location.href : location.href.replace(/#.*/, '');
    this.#phase('shown');
    this.emit(new SsLightboxOpenEvent(this.#detail()));
    void super.getUpdateComplete().then(() => {
      if (this.st !== 'shown') return;
      // In the top layer, over every stacking context and transform of the page around it (a
      // browser without popovers shows it fixed over the window).
      const dialog = this.#query('#d');
      dialog?.showPopover?.();
      this.#query('#x')?.focus();
      // Styles are flushed with the overlay transparent, so that it fades in (no fade: no flush).
      if (!this.#reduced) void dialog?.offsetTop;
      this.#phase('overlay-visible');
      this.#later('content-visible');
    });
  }

  /** Starts closing; `history` is false when the address already changed (Back). */
  #hide(history: boolean): void {
    if (!this.#live) return;
    this.#phase('hiding');
    this.#teardown(history);
    this.emit(new SsLightboxCloseEvent(this.#detail()));
    this.#later('hidden');
  }

  /**
   * Makes the rest of the page inert and stops it scrolling, while open. Every element of the
   * page, the items included, takes a new style then: at a few thousand items that is a long
   * frame, which would delay the full image if it came first. Until then the dialog already
   * keeps the visitor in (`aria-modal`, the overlay over the page, Tab trapped).
   */
  #lock(): void {
    if (!this.#live || this.#unlock) return;
    // The item's address is written now too: a history write takes the browser a few
    // milliseconds, which would otherwise come before the image.
    this.#writeAddress();
    // The neighbours' frames, and the status text, come now (see `render`).
    this.requestUpdate();
    this.#unlock = lockPage(this);
  }

  /**
   * The address of the item on show: on the entry the lightbox pushed (or one a lightbox pushed,
   * reached by Forward, or one whose Back is still to land) in place, else on a new one; a deep
   * link's in place, on the page's own entry.
   */
  #writeAddress(): void {
    const id = this.#id(this.idx);
    const pushed = this.#pushed;
    history[pushed && !onLightboxEntry() ? 'pushState' : 'replaceState'](
      pushed ? { [HISTORY_KEY]: id } : history.state,
      '',
      `#itemId=${encodeURIComponent(id)}`,
    );
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- kept as the page's last writer
    writer = this;
  }

  #teardown(restoreHistory: boolean): void {
    // Closed before the lock, a lightbox the visitor opened wrote no address: nothing to undo.
    if (restoreHistory && (this.#unlock || !this.#pushed)) {
      // Back over the entry it pushed, when that is still the one shown.
      if ((this.#backing = this.#pushed && onLightboxEntry() && this.isConnected)) history.back();
      // (An address the page moved to meanwhile, without an item's, is left as it is.)
      else if (hashItemId()) history.replaceState(history.state, '', this.#restoreUrl!);
    }
    this.#unlock?.();
    // (The next opening starts the arrows' wait afresh.)
    this.#unlock = this.#lastArrow = undefined;
    document.removeEventListener('keydown', this.#onKey);
    // Focus goes back to the opener, else (opened with nothing focused, as from the address) to
    // what opens the item on show.
    (this.#opener?.isConnected ? this.#opener : triggers.get(this.#on!))?.focus();
  }

  #go(to: number, byVisitor?: boolean): void {
    const count = this.#set.length;
    if (!this.#live || count < 2 || (this.isMobile && (to < 0 || to >= count))) return;
    to = mod(to, count);
    if (to !== this.idx)
      this.#at(
        to,
        Math.abs(to - this.idx) > 1
          ? 0
          : performance.now() + (this.#reduced ? 0 : LIGHTBOX_SLIDE_SPEED_MS),
        byVisitor,
      );
  }

  /** Shows the item at `index`, its slide ending at `slidEnd` (see `#slidEnd`). */
  #at(index: number, slidEnd?: number, announce?: boolean): void {
    this.#slidEnd = slidEnd;
    this.#on = this.#set[(this.idx = index)];
    // Before the page lock, which writes the address of the item on show then, there is none.
    if (this.#unlock) this.#writeAddress();
    if (announce) this.emit(new SsLightboxChangeEvent(this.#detail()));
  }

  #step(by: number): void {
    this.#go(this.idx + by, true);
  }

  /** A step to what lies on the right, or on the left: the next item, left to right. */
  #stepToward(right: boolean): void {
    this.#step(right ? this.#dir! : -this.#dir!);
  }

  /**
   * Opens on the item child the event came from (`target`), the event then used; not with a
   * modifier key (the browser's: a new tab or window). The control the event came through (the
   * nearest focusable element: a link, a button, a field, a summary) must hold the item's trigger
   * (be it, or a link round its image): one that does not (a credit's link in the caption) is left
   * to do its own work. (A control round the whole item holds it too.)
   */
  #openFrom(event: MouseEvent | KeyboardEvent, target: Element): void {
    const control = (event.composedPath() as HTMLElement[]).find((node) => node.tabIndex >= 0);
    const index = this.#set.findIndex(
      (entry) =>
        (entry as Node | null)?.contains?.(target) &&
        (control ?? (entry as Node)).contains(triggers.get(entry)!),
    );
    if (index >= 0 && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      this.#show(index);
    }
  }

  #onSlotChange(): void {
    this.elements = [...(this.children as HTMLCollectionOf<HTMLElement>)].filter(
      (child) => child.matches(ITEM_SELECTOR) || child.querySelector('img'),
    );
    this.elements.forEach((element, i, all) => {
      // The item's image is the button unless the item is focusable already: a figure or a
      // list item may not take the button role, an image with its alt text may.
      const trigger = element.matches('a[href],button,[tabindex]')
        ? element
        : (element.querySelector('img') ?? element);
      triggers.set(element, trigger);
      if (!trigger.matches('a[href],button,[tabindex]')) trigger.tabIndex = 0;
      if (!trigger.matches('a[href],button,[role]')) trigger.role = 'button';
      trigger.ariaHasPopup = 'dialog';
      // A button needs a name. An image without alt text (`alt=""` names it nothing, a title
      // aside) is named by its title, else by its place as the status names it, unless the page
      // named it. That name follows the set as it changes, and goes once the image has alt text.
      const alt = (trigger as HTMLImageElement).alt;
      if (alt === '' && !trigger.ariaLabel) placeNamed.add(trigger);
      if (placeNamed.has(trigger))
        trigger.ariaLabel = alt ? null : trigger.title || LIGHTBOX_TEXT.status(i + 1, all.length);
    });
  }

  /** Clicks on the items, closed, and on the dialog, open. */
  #onClick(event: MouseEvent): void {
    const target = event.composedPath()[0] as Element;
    const detail = event.detail;
    // The clicks that go on the run of clicks that opened it (a double click) are not taken. A
    // click counted 0 (made in code, or by Enter on a link) starts no run: the next is taken.
    if (!this.#live) {
      this.#run = detail || 1;
      this.#openFrom(event, target);
    } else if (detail > this.#run!) this.#run = detail;
    else if (((this.#run = undefined), target.matches?.('#o,#t,figure,img'))) {
      // Outside the image it closes, but while the images slide: the one the pointer was on is
      // gone from under it then (the old one inert, the new one not there yet), so a click goes
      // by its half of the window, as on an image.
      const x = event.clientX / innerWidth;
      if (!((target as HTMLImageElement).src || event.timeStamp < this.#slidEnd!)) this.close();
      else if (x >= LIGHTBOX_CLICK_MIN && x <= LIGHTBOX_CLICK_MAX) this.#stepToward(x >= 0.5);
    }
  }

  #onItemKey(event: KeyboardEvent): void {
    const target = event.target as Element;
    if ((event.key === 'Enter' || event.key === ' ') && target.ariaHasPopup === 'dialog') {
      // (Open, the dialog keeps focus: an item is not reached.)
      this.#openFrom(event, target);
    }
  }

  readonly #onKey = (event: KeyboardEvent): void => {
    const code = event.keyCode;
    if (event.key === 'Escape') this.close();
    else if (event.key === 'Tab') {
      const controls = [...this.renderRoot.querySelectorAll<HTMLElement>('button:not(:disabled)')];
      const at = controls.indexOf(this.shadowRoot!.activeElement as HTMLElement);
      // From none (-1), forward is the first and back the last; past either end, round.
      controls.at(event.shiftKey ? Math.max(at, 0) - 1 : (at + 1) % controls.length)?.focus();
    } else if (
      (code === LIGHTBOX_KEY_LEFT || code === LIGHTBOX_KEY_RIGHT) &&
      !event.altKey &&
      !event.ctrlKey &&
      !event.metaKey
    ) {
      const now = Date.now();
      if (!(this.#lastArrow! > now - LIGHTBOX_ARROW_THROTTLE_MS)) {
        this.#lastArrow = now;
        this.#stepToward(code === LIGHTBOX_KEY_RIGHT);
      }
    } else return;
    event.preventDefault();
  };

  /** Swipes, read with the gallery's rules: a swipe to the left brings what lies to the right. */
  #onTouch(event: TouchEvent): void {
    const touch = event.changedTouches[0]!;
    const point: TouchPoint = { x: touch.clientX, y: touch.clientY, time: event.timeStamp };
    if (event.type === 'touchstart') {
      this.#touchStart = event.touches.length === 1 ? point : undefined;
      return;
    }
    const swipe = this.#touchStart && horizontalSwipe(this.#touchStart, point);
    this.#touchStart = undefined;
    if (swipe) this.#stepToward(swipe < 0);
  }

  readonly #onPop = (): void => {
    const index = this.#indexOf(hashItemId());
    // The Back of its own closing is no visitor's: opened again meanwhile, it stays open.
    if (this.#backing) {
      this.#backing = false;
      // Its address, written again before that Back landed, went with it: written once more.
      if (this.#unlock) this.#writeAddress();
    } else if (this.#live) {
      if (index < 0) this.#hide(false);
      else this.#go(index, true);
    }
    // Forward onto an entry a lightbox pushed: the lightbox that wrote it (when still in the page)
    // opens again on the item it names; closing goes Back.
    else if (onLightboxEntry() && (writer === this || !writer?.isConnected))
      this.#showFromAddress(index, true);
  };

  /** Opens on the item at `index` (wrapping round), or moves to it when open already. */
  open(index = 0): void {
    if (this.#set.length) this.#show(mod(index, this.#set.length));
  }

  /** Opens on the item with this id; false when there is none. */
  openById(id: string): boolean {
    const index = this.#indexOf(id);
    if (index >= 0) this.#show(index);
    return index >= 0;
  }

  /** Closes the lightbox, as the close button does. */
  close(): void {
    this.#hide(true);
  }

  /** Moves to the next item (looping unless mobile). */
  next(): void {
    this.#go(this.idx + 1);
  }

  /** Moves to the previous item (looping unless mobile). */
  previous(): void {
    this.#go(this.idx - 1);
  }

  /** Moves to the item at `index`, wrapping round. */
  goTo(index: number): void {
    this.#go(mod(index, this.#set.length));
  }

  override render() {
    const count = this.#set.length;
    const index = this.idx;
    // prettier-ignore
    const slot = html`<slot @slotchange=${this.#onSlotChange}></slot>`;
    if (this.st === 'hidden' || index >= count) return [slot, nothing];
    const mobile = this.isMobile;
    // Right to left, the track runs leftwards. (The arrows' glyphs turn by themselves: ‹ and ›
    // are mirrored characters, drawn the other way round in right-to-left text.)
    const dir = this.#dir!;
    const item = this.#item(index);
    const caption = item.meta.caption;
    // With reduced motion, none: a transition whose duration is an unset property has none.
    const durations = this.#reduced
      ? nothing
      : `--o:${LIGHTBOX_OVERLAY_SPEED_MS}ms;` +
        // The content fades out (hiding) as fast as the overlay.
        `--c:${this.#live ? LIGHTBOX_SPEED_MS : LIGHTBOX_OVERLAY_SPEED_MS}ms;` +
        `--s:${this.#slidEnd === 0 ? 0 : LIGHTBOX_SLIDE_SPEED_MS}ms;--f:${LIGHTBOX_NAVIGATION_FADE_MS}ms`;
    // Only the current item and its neighbours are rendered, each at its place on the track
    // (p from 0; a neighbour across the ends, when looping, sits just before or after). Place p
    // always takes frame p mod 3: a move re-renders one frame, the two others keep their images.
    const frames: unknown[] = [nothing, nothing, nothing];
    for (let p = index - 1; p <= index + 1; p++) {
      const i = mod(p, count);
      // Across the ends only when looping, and with three items or more (fewer would repeat).
      // Until the page is locked, only the item opened: its image comes first, alone.
      if ((i !== p && (mobile || count < 3)) || (p !== index && !this.#unlock)) continue;
      const { src, width, height, alt } = this.#item(i).content;
      // The box is the image fitted into the slide, from its dimensions: no shift on load.
      const box = width
        ? `aspect-ratio:${width}/${height};width:min(100cqw,${width}px,${width / height!}*100cqh)`
        : nothing;
      // prettier-ignore
      frames[mod(p, 3)] = html`<figure part="slide${p === index ? ' current' : ''}"
?inert=${p !== index} style="translate:${100 * p * dir}%"><img part=image src=${src} alt=${alt}
width=${width ?? nothing} height=${height ?? nothing} style=${box}></figure>`;
    }
    // Markup kept tight (hence no prettier): this element's budget counts its every byte.
    // prettier-ignore
    return [slot, html`<div part=dialog id=d role=dialog aria-modal=true popover=manual
aria-labelledby=h tabindex=-1 class=${this.st} ?inert=${!this.#live} style=${durations}
@touchstart=${this.#onTouch}
@touchend=${this.#onTouch}><div part=overlay id=o></div><h2 part=title id=h>${this.label || LIGHTBOX_TEXT.title}</h2><div part=track
id=t style="translate:${-100 * index * dir}%">${frames}</div>${caption ? html`<p part=caption id=a
?hidden=${mobile && !this.captionShown}>${caption}</p>` : nothing}<div part=status
id=s role=status>${this.#unlock && LIGHTBOX_TEXT.status(index + 1, count)}</div><button part=close id=x
aria-label=${LIGHTBOX_TEXT.close}
@click=${this.close}>×</button>${count > 1 ? html`<button part="arrow previous" id=p aria-label=${LIGHTBOX_TEXT.previous}
?disabled=${mobile && !index} @click=${() => this.#step(-1)}>‹</button><button
part="arrow next" id=n aria-label=${LIGHTBOX_TEXT.next}
?disabled=${mobile && index === count - 1} @click=${() => this.#step(1)}>›</button>` : nothing}${mobile && caption ? html`<button part=caption-toggle id=c
aria-controls=a aria-expanded=${this.captionShown}
@click=${() => (this.captionShown = !this.captionShown)}>${LIGHTBOX_TEXT.caption}</button>`
: nothing}</div>`];
  }
}

customElements.define('ss-lightbox', SsLightbox);

declare global {
  interface HTMLElementTagNameMap {
    'ss-lightbox': SsLightbox;
  }
}
