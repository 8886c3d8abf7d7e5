import { ReactiveElement, type PropertyDeclarations, type ReactiveController } from 'lit';
import { customElements } from '../base/registry.ts';
import { deepActiveElement } from '../base/active-element.ts';
import type { SsGallery } from '../gallery/gallery.ts';

/** A control's job: `next` or `previous`. */
export const ACTION_ATTRIBUTE = 'data-gallery-action';
/** What an element shows: `current-index` (from 1) or `total-slides`. */
export const SHOW_ATTRIBUTE = 'data-gallery-show';

/**
 * The pointer's and focus's coming and going, which pause and resume an autoplaying gallery
 * (focus too: the WAI-ARIA carousel pattern stops rotation while focus is in its controls).
 */
const PAUSE_EVENTS = ['pointerenter', 'pointerleave', 'focusin', 'focusout'] as const;

/** No `<ss-gallery>` has the id given in `for`. */
export const missingGallery = (id: string): string =>
  `<ss-gallery-controls>: no <ss-gallery id="${id}"> on the page.`;

/**
 * Focuses the first slide on show (not inert), made focusable for as long as it holds focus when
 * it was not.
 */
function focusShownSlide(gallery: SsGallery | undefined): void {
  // Slides given as data leave holes where no slide is in the page.
  const slide = gallery?.slides.find((each) => each && !each.inert);
  if (!slide) return;
  if (!slide.hasAttribute('tabindex')) {
    slide.tabIndex = -1;
    slide.addEventListener('blur', () => slide.removeAttribute('tabindex'), { once: true });
  }
  slide.focus({ preventScroll: true });
}

/**
 * Controls for an `<ss-gallery>` drawn by the page's template, anywhere on the page: the
 * gallery engine's `elements` (part 2 §3): next, previous, the current index, the total and the
 * controls container. It has no shadow root: its children stay the template's, as written.
 *
 * - A `<button>` marked `data-gallery-action="next"` or `"previous"` moves the gallery when
 *   clicked (so by Enter and Space too). It gets `aria-controls` naming the gallery, and
 *   `aria-disabled="true"` at an end the gallery cannot pass (loop off, carousel), where it stays
 *   focusable and the gallery stays, firing `ss-reached-end` (or `-beginning`) as its own do.
 *   A template styles `[aria-disabled="true"]` as it likes.
 * - A child marked `data-gallery-show="current-index"` shows the current position from 1;
 *   `"total-slides"` the number of positions (slides, or the carousel's groups).
 * - The element itself is the controls container: `hidden` while the gallery's own controls are,
 *   when there is nothing to move (a static layout, a single slide). A `display` given to it
 *   must leave `[hidden]` hidden.
 * - The pointer over it, or focus in it, counts as over or in the gallery: an autoplaying
 *   gallery pauses (part 2 §4), as it hears of the pointer and focus entering and leaving from it.
 *
 * It is hidden until its gallery is set up. It follows the gallery's moves and every update of
 * it (slides added or removed, new slide data, carousel groups regrouped), binds again when it
 * is moved in the page, lets a gallery taken out of the page go, and follows the one put in its
 * place with the same id (a template rendered again).
 *
 * @summary Outside controls and a counter for an `<ss-gallery>`, in the template's own markup.
 *
 * @slot - The template's controls and counters, marked with `data-gallery-action` and
 * `data-gallery-show`. (There is no shadow root: the children stay in place, not slotted.)
 */
// A ReactiveElement, not a LitElement: it renders nothing, so it leaves no marker in the
// template's markup.
export class SsGalleryControls extends ReactiveElement {
  static override properties: PropertyDeclarations = {
    // A removed attribute is no id, as one never given: not the text "null".
    for: { converter: { fromAttribute: (value: string | null) => value ?? '' } },
  };

  /**
   * The id of the `<ss-gallery>` controlled, in the controls' own tree (the page, or the shadow
   * root they are in), as a label's `for`. An id no gallery has logs an error; the controls
   * stay hidden until a gallery with it is put in the page.
   * @attr for
   */
  for = '';

  #gallery: SsGallery | undefined;
  /** Watches the controls' tree for the gallery `for` names, or for the one bound leaving it. */
  #waiting: MutationObserver | undefined;
  readonly #sync = () => this.#show();
  /** Runs after each update of the gallery: its slides or groups may have changed. */
  readonly #follower: ReactiveController = { hostUpdated: this.#sync };

  /** The children are the template's: nothing is rendered over them. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('click', this.#onClick);
    for (const type of PAUSE_EVENTS) this.addEventListener(type, this.#forward);
    // Moved in the page: bound again (the first binding waits for the first update).
    if (this.hasUpdated) void this.#bind(this.for);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('click', this.#onClick);
    for (const type of PAUSE_EVENTS) this.removeEventListener(type, this.#forward);
    this.#unbind();
    this.#pointerIn = this.#focusIn = false;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('for')) void this.#bind(this.for);
  }

  /** The gallery controlled, once found and set up. */
  get gallery(): SsGallery | undefined {
    return this.#gallery;
  }

  async #bind(id: string): Promise<void> {
    this.#unbind();
    // Hidden until bound to a gallery set up: nothing shows that does not work yet.
    this.hidden = true;
    // Out of the page: bound again once put back.
    if (!this.isConnected) return;
    // Looked for in the controls' own tree, as a label's `for` is: the page, or a shadow root.
    const root = this.getRootNode() as Document | ShadowRoot;
    const found = root.getElementById(id);
    const current = () => (this.isConnected && id === this.for ? root.getElementById(id) : null);
    if (found?.localName !== 'ss-gallery') {
      console.error(missingGallery(id));
      // The gallery may yet be put in the page: bound then (without an id, none can be).
      if (!id) return;
      this.#watch(root, () => current()?.localName === 'ss-gallery');
      return;
    }
    await globalThis.customElements.whenDefined('ss-gallery');
    const gallery = found as SsGallery;
    await gallery.updateComplete;
    if (id !== this.for || !this.isConnected) return;
    // Taken away or replaced while it was being set up: looked for again.
    if (current() !== gallery) return void this.#bind(id);
    this.#unbind();
    this.#gallery = gallery;
    this.#hand(gallery, true);
    gallery.addEventListener('ss-slide-change', this.#sync);
    gallery.addController(this.#follower);
    this.#show();
    // Taken out of the page, or replaced by another with its id (a template rendered again):
    // the controls leave it, and follow the one in its place, if any.
    this.#watch(root, () => current() !== gallery);
  }

  /** Binds again once `changed()` says the controls' tree has changed for them. */
  #watch(root: Node, changed: () => boolean): void {
    this.#waiting = new MutationObserver(() => {
      if (changed()) void this.#bind(this.for);
    });
    this.#waiting.observe(root, { childList: true, subtree: true });
  }

  #unbind(): void {
    this.#hand(this.#gallery, false);
    this.#waiting?.disconnect();
    this.#waiting = undefined;
    this.#gallery?.removeEventListener('ss-slide-change', this.#sync);
    this.#gallery?.removeController(this.#follower);
    this.#gallery = undefined;
  }

  /**
   * Tells a gallery the controls now drive (`on`), or no longer drive, of the pointer over them
   * and of focus in them: the pause they hold passes to the gallery they drive.
   */
  #hand(gallery: SsGallery | undefined, on: boolean): void {
    if (!gallery) return;
    if (this.#focusIn) gallery.dispatchEvent(new Event(on ? 'focusin' : 'focusout'));
    if (this.#pointerIn) gallery.dispatchEvent(new Event(on ? 'pointerenter' : 'pointerleave'));
  }

  /**
   * Whether the pointer is over the controls and focus in them, as their own events said: taken
   * out of the page, they match neither `:hover` nor `:focus-within`, yet the gallery they leave
   * must hear that both went.
   */
  #pointerIn = false;
  #focusIn = false;

  /** Brings the controls and counters up to the gallery's position. */
  #show(): void {
    const gallery = this.#gallery;
    const engine = gallery?.engine;
    const own = gallery?.shadowRoot?.querySelector<HTMLElement>('[part~="controls"]');
    const hide = !engine || !own || own.hidden;
    // A focused control about to be hidden would drop focus to the page: it goes to the slide on
    // show, as from the gallery's own controls.
    if (hide && !this.hidden && this.contains(deepActiveElement())) focusShownSlide(gallery);
    this.hidden = hide;
    if (!engine) return;
    for (const control of this.querySelectorAll<HTMLElement>(`[${ACTION_ATTRIBUTE}]`)) {
      const action = control.getAttribute(ACTION_ATTRIBUTE);
      control.setAttribute('aria-controls', gallery!.id);
      const end = action === 'next' ? engine.atEnd : action === 'previous' && engine.atStart;
      control.setAttribute('aria-disabled', String(end));
    }
    const shown = { 'current-index': engine.index + 1, 'total-slides': engine.count };
    for (const element of this.querySelectorAll<HTMLElement>(`[${SHOW_ATTRIBUTE}]`)) {
      const value = shown[element.getAttribute(SHOW_ATTRIBUTE) as keyof typeof shown];
      if (value !== undefined) element.textContent = String(value);
    }
  }

  /** The gallery hears the pointer and focus come and go in its controls as in itself. */
  readonly #forward = (event: Event): void => {
    if (event.type.startsWith('pointer')) this.#pointerIn = event.type === 'pointerenter';
    else this.#focusIn = event.type === 'focusin';
    // As the gallery has it: focus a click left on a control holds autoplay no longer than the
    // pointer does (focus from the keyboard, shown as such, holds it on).
    if (event.type === 'pointerleave' && !deepActiveElement()?.matches(':focus-visible'))
      this.#focusIn = false;
    this.#gallery?.dispatchEvent(new Event(event.type));
  };

  readonly #onClick = (event: MouseEvent): void => {
    const control = (event.target as Element | null)?.closest?.(`[${ACTION_ATTRIBUTE}]`);
    const gallery = this.#gallery;
    if (!control || !this.contains(control) || !gallery) return;
    // At an end without loop the gallery stays, and says it reached the end (part 2 §4).
    const action = control.getAttribute(ACTION_ATTRIBUTE);
    if (action === 'next') gallery.next();
    else if (action === 'previous') gallery.previous();
  };
}

customElements.define('ss-gallery-controls', SsGalleryControls);

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery-controls': SsGalleryControls;
  }
}
