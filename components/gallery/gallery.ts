import { adoptStyles, html, nothing, type PropertyDeclarations } from 'lit';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import { reducedMotionQuery } from '../base/reduced-motion.ts';
import { deepActiveElement } from '../base/active-element.ts';
import { horizontalSwipe } from '../base/horizontal-swipe.ts';
import type { TouchPoint } from '../base/touch.ts';
import { engineDesignFor, type EngineDesign } from '../../core/gallery/designs.ts';
import { GalleryEngine } from '../../core/gallery/engine.ts';
import type { Autoplay, PauseReason } from '../../core/gallery/autoplay.ts';
import { arrowMovesGallery, DEFAULT_GALLERY_KEYS, keyMove } from '../../core/gallery/keyboard.ts';
import { GALLERY_MESSAGES } from '../../core/gallery/messages.ts';
import { galleryStyles } from './gallery.styles.ts';
import {
  aspectRatio,
  onUnlessOff,
  decodeBlockJson,
  decodeJson,
  flag,
  type GallerySettings,
} from './settings.ts';
import { dimensionsRatio, slideType } from './slides.ts';
import type { followClickThrough } from './click-through.ts';
import {
  SsReachedBeginningEvent,
  SsReachedEndEvent,
  SsSlideChangeEvent,
  type SlideChangeDetail,
} from './events.ts';
import type { GalleryDesign, Loaded } from './designs/design.ts';
import type { Activate, Parts } from './parts.ts';
import type { SlideData, SlideWindow } from './slide-data.ts';

export * from './events.ts';
export type { GallerySettings } from './settings.ts';
export type { SlideData } from './slide-data.ts';

/** The design code the page has loaded (./designs/design.ts `loaded`, read without importing it). */
const loaded: Loaded = ((globalThis as unknown as Record<symbol, Loaded>)[
  Symbol.for('ss-gallery.designs')
] ??= {});

// One chunk per design: a page loads only the design it uses. Each registers its factories
// in `loaded` as it runs.
const stacked = () => import('./designs/stacked.ts');
const grid = () => import('./designs/grid.ts');
const auto = () => import('./designs/auto.ts');
const DESIGN_MODULES: Record<EngineDesign, () => Promise<unknown>> = {
  base: stacked,
  stacked,
  strip: () => import('./designs/strip.ts'),
  grid,
  list: grid,
  autocolumns: auto,
  autogrid: auto,
  autorows: auto,
  carousel: () => import('./designs/carousel.ts'),
};

// prettier-ignore
const chevron = (d: string) => html`<svg viewBox="0 0 16 16" aria-hidden=true><path d=${d} /></svg>`;

/** Slides the gallery made focusable (`tabindex="0"`), for settings under which a click does nothing. */
const madeFocusable = new WeakSet<Element>();
/** The last key a gallery moved on: the galleries linked to it followed, the others may move too. */
let movedOn: Event | undefined;

/** Reads `="false"` as off; the attribute absent or any other value is on (`loop`, `refresh-…`). */
const onUnlessFalse = { fromAttribute: (value: string | null) => value !== 'false' };

/** The `slide-data` attribute: a JSON array, else logged and ignored. */
const slideDataConverter = {
  fromAttribute: (value: string | null) =>
    (value !== null &&
      decodeJson<SlideData[]>(value, Array.isArray, GALLERY_MESSAGES.slideDataError)) ||
    undefined,
};

/**
 * A gallery of slides, following the WAI-ARIA carousel pattern: a labelled group (not a landmark
 * region: a page holds many, most named alike; role description "carousel" for the designs that
 * move, "gallery" for grid, list and the auto layouts) whose slides are groups (a captioned
 * `<figure>` stays a figure, an `<img>` an image)
 * labelled "n of N" (an image: its alt text, then "n of N"; a decorative one, `alt=""`, is left
 * unnamed unless a click on it does something); slides not shown are `inert`; the slides
 * container is a polite live region, off while autoplay runs. Autoplay pauses while focus is in
 * the gallery, as while the pointer is over it: focus a click or a tap left there holds it no
 * longer than the pointer does, focus from the keyboard holds it until it leaves. It holds, as
 * under reduced motion, while the gallery is inert (behind its lightbox, or another modal
 * dialog).
 *
 * Settings come from the `settings` property, else from `data-block-json` on the gallery or its
 * closest ancestor. Slides are the gallery's element children, left where they are: the gallery
 * only sets their role, label, `inert`, `tabindex` (strip, lightbox, click-through address) and,
 * from `data-image-dimensions`,
 * their `aspect-ratio`, so nothing shifts while images load. (A slide holding an image and a
 * caption is reserved the image's shape, and grows by its caption as the image comes, unless the
 * image carries its own `width` and `height`.) A design's code and styles load on demand.
 *
 * Its width is the room its container gives it, never its slides' (a row of slides would widen
 * a page laid out to fit its content): in a container sized to its content (a centred flex
 * column, a flex item that does not grow), give it a width, as `width: 100%`.
 *
 * Slides can instead be given as data (`slideData`, or `slide-data` as a JSON array of `{ src,
 * alt, width, height, id, url, clickThroughUrl, fullSrc, caption, video, metadata }`): the
 * gallery then renders them itself as its children (replacing any), and only those shown and
 * one either side are in the DOM, so a gallery of thousands of slides sets up and moves as fast
 * as one of ten. Their thumbnail strip (`thumbnails`) has a button for every slide, its image
 * loading lazily; a slide with a `video` embed is a video slide (the page loads `<ss-video>`, as
 * for child video slides); a slide's `metadata` text is placed at `metadata-position`, as a
 * child slide's metadata element is.
 *
 * Arrow keys (or the `keys` given) move the gallery while it is in view (not in motion, not
 * while a field has focus, not while autoplay runs, not with `keyboard="false"`); swipes left
 * and right go next and previous, except with the slideshow's swipe, new-swipe and scroll
 * transitions, whose designs follow the finger.
 *
 * Right to left (`dir="rtl"` on the gallery or above it), the slides run leftwards: the track
 * moves the other way, the previous and next buttons and their chevrons swap sides, the left
 * arrow goes next and the right one previous, and swipes to the right go next.
 *
 * With `history-hash`, each move writes the current slide's url (else its id) after the
 * collection URL with `history.replaceState`, keeping the query; on load a slide named there is
 * selected, once. Inside the editing backend (the `editing` attribute) the address is left alone.
 *
 * What only some galleries need loads on demand (`./parts.ts`): video slides (entering one
 * readies its `<ss-video>`, leaving it hides it), lazy slide images (an `<img data-src>` slide,
 * or one inside a slide: the image loader sizes each to its box, for the slides shown and one
 * either side, or in a static layout as each nears the viewport; every one at once with
 * `lazyLoad` off), the lightbox (`lightbox`
 * setting: activating the current slide opens an `<ss-lightbox>`), the thumbnail strip
 * (`thumbnails`) and the metadata position (`metadata-position`). While a video plays,
 * autoplay pauses.
 *
 * The `--ss-` properties its styles read besides those listed below (`--ss-dir`, `--ss-g`, `--ss-n`,
 * `--ss-r`, `--ss-fit`, …) are its own working values, set by the gallery and its designs: not for themes.
 *
 * @summary Slides as a strip, slideshow, carousel, grid, list or auto layout.
 *
 * @slot - The slides: one element each, with `data-slide-id`, `data-slide-url`,
 * `data-click-through-url`, `data-src`, `data-image-dimensions` (`WIDTHxHEIGHT`) and `data-type`.
 *
 * @csspart base - The labelled group.
 * @csspart controls - The wrapper of the controls, hidden when nothing can move.
 * @csspart previous - The previous button; with `disabled` at the start without looping.
 * @csspart next - The next button; with `disabled` at the end without looping.
 * @csspart disabled - State of a control that cannot move.
 * @csspart rotation - The button that stops and starts autoplay (only with autoplay).
 * @csspart viewport - The clipping box around the slides.
 * @csspart slides - The slides container and live region, laid out by the design (the strip's
 * and the carousel's are one slide and gutter wide: the slides beside the current one overflow it).
 * @csspart thumbnails - The thumbnail strip (with `thumbnails`), under the gallery.
 * @csspart thumbnail - One thumbnail button; `aria-current="true"` on the current one, the only
 * one in the Tab order (the arrow keys, Home and End go along the strip).
 *
 * @cssprop --ss-gallery-slide-width - Strip slide width: a length, or a percentage of the gallery's
 * width. Default `80%`.
 * @cssprop --ss-gallery-control-background - Default `#ffffffd9` (white at 85%).
 * @cssprop --ss-gallery-control-color - Default `#1f1f21`.
 * @cssprop --ss-gallery-thumbnail-background - Behind a thumbnail without an image (or while it
 * loads). Default `#e8e8e8`.
 * @cssprop --ss-gallery-scroll-height - The slideshow's scroll transition, scrolling vertically:
 * the height of its scrolling column. Default `60vh`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 *
 * @fires {SsSlideChangeEvent} ss-slide-change - The current position (a slide; carousel: a
 * group) changed, also when slides taken away or added moved it. `detail: { index, previous,
 * direction }`, the direction `forward` (next, a wrap from the last included) or `reverse`.
 * Not fired for the slide selected from the address on load or for a carousel regrouping on
 * resize.
 * @fires {SsReachedBeginningEvent} ss-reached-beginning - Previous at the first slide without
 * looping; with the scroll transition, scrolling arrived at the first slide.
 * @fires {SsReachedEndEvent} ss-reached-end - Next at the last slide without looping; with the
 * scroll transition, scrolling arrived at the last slide.
 * @fires {SsClickThroughEvent} ss-click-through - In the editor (`editing`), a slide with a
 * click-through address was activated: `detail: { url, index }`. The page stays.
 * @fires {SsScrollEndEvent} ss-scroll-end - The scroll transition's slides stopped scrolling
 * (300 ms without a scroll event): `detail: { index }`, the slide made current.
 * @fires {SsVideoPlayEvent} ss-video-play - From a video in a slide, bubbling: it started to play
 * (autoplay pauses meanwhile).
 * @fires {SsVideoHideEvent} ss-video-hide - From a video in a slide, bubbling: it went back to its
 * overlay (autoplay goes on).
 * @fires {SsLightboxOpenEvent} ss-lightbox-open - With `lightbox`: its lightbox started to open on
 * a slide. `detail: { index, id }` (the slide's position and id). The lightbox's events come from
 * the gallery, not from the lightbox placed after it.
 * @fires {SsLightboxCloseEvent} ss-lightbox-close - With `lightbox`: its lightbox started to close.
 * @fires {SsLightboxChangeEvent} ss-lightbox-change - With `lightbox`: a visitor moved to another
 * slide in its lightbox.
 */
export class SsGallery extends SsElement {
  static override styles = galleryStyles;

  static override properties: PropertyDeclarations = {
    // Settings of the same content (an object literal written in place) set nothing up again.
    settings: { attribute: false, hasChanged: (a, b) => JSON.stringify(a) != JSON.stringify(b) },
    label: {},
    loop: { converter: onUnlessFalse },
    keyboard: { converter: onUnlessFalse },
    keys: {},
    refreshOnResize: { attribute: 'refresh-on-resize', converter: onUnlessFalse },
    refreshOnOrientationChange: {
      attribute: 'refresh-on-orientation-change',
      converter: onUnlessFalse,
    },
    historyHash: { attribute: 'history-hash', type: Boolean },
    collectionUrl: { attribute: 'collection-url' },
    linked: {},
    editing: { type: Boolean },
    slideData: { attribute: 'slide-data', converter: slideDataConverter },
    blockJson: { attribute: 'data-block-json' },
  };

  /**
   * The block settings; when unset they are read from `data-block-json` (here or an ancestor).
   * Settings of other content given after set-up set the gallery up again with them: its
   * design, parts (thumbnails, lightbox, metadata) and autoplay are replaced, while the slide
   * on show, and links with other galleries, stay. So does a changed `data-block-json` on the
   * gallery (one on an ancestor is read at set-up only).
   * @type {GallerySettings | undefined}
   */
  settings: GallerySettings | undefined;

  /**
   * The block's settings as JSON, read when `settings` is unset; without it, an ancestor's is.
   * @attr data-block-json
   */
  blockJson: string | undefined;

  /**
   * The gallery's accessible name.
   * @attr label
   */
  label = 'Gallery';

  /**
   * Going past either end wraps around; on unless `loop="false"`. The carousel never loops.
   * Switched after set-up, it takes effect at once (the ends' controls with it).
   * @attr loop
   */
  loop = true;

  /**
   * Arrow keys (left previous, right next, or the `keys` given) move the gallery while it is in
   * view; on unless `keyboard="false"`, for a page whose keys belong to something else. A
   * gallery linked to this one still follows the moves its own keys make.
   * @attr keyboard
   */
  keyboard = true;

  /**
   * The keys that move the gallery, previous then next, as `KeyboardEvent.key` names apart by
   * spaces: `keys="ArrowUp ArrowDown"`, `keys="a d"`. Default `ArrowLeft ArrowRight` (the key codes
   * 37 and 39); a name missing leaves its move without a key. Names are matched as the browser
   * gives them (`a` and `A` differ); a key is left to a field that has focus, except one inside a
   * closed shadow root, which the gallery cannot see.
   * @attr keys
   */
  keys: string = DEFAULT_GALLERY_KEYS;

  /**
   * Lays out again 100 ms after the window's last resize: the carousel's slides per row and the
   * new-swipe transition's settle time, which follow the width (the rest of every design
   * follows its size through CSS); on unless `refresh-on-resize="false"`.
   * @attr refresh-on-resize
   */
  refreshOnResize = true;

  /**
   * Lays out again 100 ms after the device turns (the screen's orientation changes), even with
   * `refresh-on-resize="false"`; on unless `refresh-on-orientation-change="false"`. A turn also
   * resizes the window, so turning this off matters only with resizes off too.
   * @attr refresh-on-orientation-change
   */
  refreshOnOrientationChange = true;

  /**
   * Writes the current slide into the address and selects the slide it names on load.
   * @attr history-hash
   */
  historyHash = false;

  /**
   * The collection's URL for `history-hash`. Default: the page context's collection URL, else
   * the current path (up to its last slash when that names a slide: an item's page).
   * @attr collection-url
   */
  collectionUrl = '';

  /**
   * The id of another `<ss-gallery>` whose index this one shares, both ways (it must be in the
   * page when this one is set up).
   * @attr linked
   */
  linked = '';

  /**
   * Inside the editing backend: `history-hash` neither reads nor writes the address, and a
   * slide's click-through address fires `ss-click-through` instead of navigating.
   * @attr editing
   */
  editing = false;

  /**
   * Slides given as data, rendered as children only while shown or next to a shown one.
   * @type {SlideData[] | undefined}
   * @attr slide-data
   */
  slideData: SlideData[] | undefined;

  #settings: GallerySettings = {};
  #design: GalleryDesign | undefined;
  #designName: EngineDesign | undefined;
  #engine: GalleryEngine | undefined;
  #autoplay: Autoplay | undefined;
  #slides: HTMLElement[] = [];
  #shown: readonly [number, number] = [0, -1];
  /** The slide that leads the position on show. */
  #leadAt!: number;
  /** Slides given as data: the array rendered and which of them are in the DOM. */
  #data: SlideData[] | undefined;
  #window: SlideWindow | undefined;
  #SlideWindow: typeof SlideWindow | undefined;
  #fixed: number | undefined;
  #ends: string | undefined;
  #detach: (() => void) | undefined;
  #loading: Promise<void> | undefined;
  #inViewport: boolean | undefined;
  #observer: IntersectionObserver | undefined;
  #motionTimer: ReturnType<typeof setTimeout> | undefined;
  #warned: boolean | undefined;
  #parts: Promise<Parts | void> | undefined;
  /** Settles once linked to the gallery `linked` names (set-up waits for it). */
  #linking: Promise<void> | undefined;
  #opens: Activate | undefined;
  /** Reads a slide's click-through address and goes there; loaded with the parts. */
  #clickThrough:
    | {
        clickThroughUrl(slide: Element): string | undefined;
        followClickThrough?: typeof followClickThrough;
      }
    | undefined;
  #address: typeof import('./address.ts') | undefined;
  #autoplayModule: typeof import('./autoplay.ts') | undefined;

  constructor() {
    super();
    this.addEventListener('click', this.#onActivate);
    this.addEventListener('keydown', this.#onActivate);
    // Autoplay pauses while the pointer is over the gallery, focus is in it or a video plays.
    for (const [type, reason, on] of [
      ['pointerenter', 'pointer', true],
      ['pointerleave', 'pointer', false],
      ['focusin', 'focus', true],
      ['focusout', 'focus', false],
      ['ss-video-play', 'video', true],
      ['ss-video-hide', 'video', false],
    ] as const)
      this.addEventListener(type, () => this.#pause(reason, on));
    // Focus a click or a tap left on a control holds autoplay no longer than the pointer does;
    // focus from the keyboard (shown as such) holds it on.
    this.addEventListener(
      'pointerleave',
      () => deepActiveElement()?.matches(':focus-visible') || this.#pause('focus', false),
    );
  }

  /** The engine once the gallery is set up: index, motion, links. */
  get engine(): GalleryEngine | undefined {
    return this.#engine;
  }

  /** The engine design in use (`strip`, `stacked`, `carousel`, …) once loaded. */
  get design(): EngineDesign | undefined {
    return this.#designName;
  }

  /**
   * The slides, in order. With `slideData`, only the slides in the DOM are present: the others
   * are holes.
   */
  get slides(): readonly HTMLElement[] {
    return this.#slides;
  }

  /** The current position: a slide, or for the carousel a group. Setting it moves there. */
  get currentIndex(): number {
    return this.#engine?.index ?? 0;
  }

  /** Set before set-up (a framework sets it as the element mounts), where the gallery starts. */
  set currentIndex(index: number) {
    if (this.#engine) this.goTo(index);
    else this.#startAt = index;
  }

  #startAt: number | undefined;

  /** Whether autoplay is advancing now. */
  get autoplaying(): boolean {
    return this.#autoplay?.running ?? false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('keydown', this.#onKey);
    this.#observer = new IntersectionObserver((entries) => {
      this.#inViewport = entries.at(-1)!.isIntersecting;
    });
    this.#observer.observe(this);
    // Moved in the page: autoplay goes on where it was, and the track is offset for the
    // direction the gallery has there (set up out of the page, it had none).
    this.#pause('hidden', false);
    this.#attach();
    if (this.#engine) this.#show(this.#engine.index);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('keydown', this.#onKey);
    this.#observer?.disconnect();
    this.#pause('hidden', true);
    this.#detach?.();
    this.#detach = undefined;
  }

  /** The control with focus as an update starts (see `updated`). */
  #focused: Element | null | undefined;

  protected override updated(): void {
    // A control with focus that is hidden now (every slide fits, one is left, a design without
    // controls), or gone (the rotation button, autoplay switched off), would drop it to the
    // page: it goes to the slide on show.
    const active = this.shadowRoot!.activeElement;
    if (active ? active.closest('[hidden]') : this.#focused?.isConnected === false)
      this.#focusLead();
  }

  /**
   * Focuses the slide on show, made focusable for it (`tabindex="-1"`) when it was not: a slide
   * of a slideshow that no click acts on, whose link had focus.
   */
  #focusLead(): void {
    const slide = this.#slides[this.#leadAt];
    if (slide && !slide.hasAttribute('tabindex')) {
      slide.tabIndex = -1;
      madeFocusable.add(slide);
    }
    slide?.focus({ preventScroll: true });
  }

  protected override firstUpdated(): void {
    this.#load();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    this.#focused = this.shadowRoot!.activeElement;
    // Settings given after set-up (or a new `data-block-json` of its own): it sets up again.
    if ((changed.has('settings') || changed.has('blockJson')) && this.hasUpdated) this.#load();
    if (changed.has('slideData') && this.#design) void this.#recollect();
    // Looping switched after set-up: the engine takes it (the ends' controls are drawn from it
    // now, and the next move finds the ends changed), and so do the parts: the images loaded
    // ahead go round the ends or not.
    else if (changed.has('loop') && this.#engine) {
      this.#engine.loop = this.#design!.loops ?? this.loop;
      this.#ends = '';
      this.#attachParts();
    }
  }

  /** Resolves once the design is loaded and the gallery set up (or left inert). */
  protected override getUpdateComplete(): Promise<boolean> {
    const updated = super.getUpdateComplete();
    // Nothing to render nor to set up (after a move): the update's own promise, no turn more.
    if (!this.isUpdatePending && !this.#loading) return updated;
    return updated.then(async () => {
      await this.#loading;
      // Set-up requests updates of its own: those are waited for too.
      return super.getUpdateComplete();
    });
  }

  /** Sets up once the set-up under way, if any, has ended; till then `updateComplete` waits. */
  #load(): void {
    // One that failed (settings naming no transition) is reported, and holds back no other.
    const loading: Promise<void> = (this.#loading = Promise.resolve(this.#loading)
      .catch(reportError)
      .then(() => this.#setUp())
      .finally(() => {
        if (this.#loading === loading) this.#loading = undefined;
      }));
  }

  async #setUp(): Promise<void> {
    let settings: GallerySettings | null | undefined = this.settings;
    if (!settings) {
      const raw = this.closest('[data-block-json]')?.getAttribute('data-block-json');
      settings = raw == null ? {} : decodeBlockJson(raw);
      if (!settings) return;
    }
    const name = engineDesignFor(settings.design);
    // Autoplay's code loads only for galleries that autoplay.
    const [, address, autoplay] =
      (await Promise.all([
        loaded[name] ?? DESIGN_MODULES[name](),
        this.historyHash && !this.editing ? import('./address.ts') : undefined,
        flag(settings.autoplay) ? import('./autoplay.ts') : undefined,
        this.slideData && this.#loadSlideWindow(),
      ]).catch(reportError)) || [];
    // Code that did not load (the network) is logged and reported (`reportError`: the page's
    // error reporter hears it, part 1 §8): without its design the gallery stays inert; without
    // its address or autoplay code it goes on without them.
    if (!loaded[name]) return;
    const design = loaded[name]!(settings);
    // Set up before: what the earlier settings attached goes (the engine, and the slide on
    // show, stay), and the slides container drops their layout.
    this.#detach?.();
    this.#detach = undefined;
    clearTimeout(this.#motionTimer);
    this.#engine?.endMotion();
    // Autoplay kept on keeps its state (stopped by the visitor, paused): it takes the new options.
    if (!autoplay) {
      this.#autoplay?.destroy();
      this.#autoplay = undefined;
    }
    void this.#parts?.then((parts) => parts?.remove());
    this.#parts = this.#opens = this.#clickThrough = undefined;
    this.#track.removeAttribute('style');
    this.#track.parentElement!.removeAttribute('style');
    this.#address = address;
    this.#autoplayModule = autoplay;
    this.#settings = settings;
    this.#design = design;
    this.#designName = name;
    adoptStyles(this.shadowRoot!, [...SsGallery.elementStyles, design.styles]);
    design.resize?.(innerWidth);
    this.#collect();
    this.#attach();
    await Promise.all([this.#parts, this.#linking]);
  }

  /**
   * Loads and attaches the parts the slides need (lightbox, thumbnails, metadata, video, lazy
   * images, click-through addresses), once; after that, has them take in changed slides.
   */
  #attachParts(): void {
    const s = this.#settings;
    if (this.#parts) {
      void this.#parts.then((parts) => parts?.refresh());
    } else if (
      this.#slides.length &&
      (s.lightbox ||
        s.thumbnails ||
        s['metadata-position'] ||
        (this.#data
          ? this.#data.some((x) => x?.video || x?.clickThroughUrl)
          : this.#slides.some((x) => slideType(x) === 'video') ||
            this.querySelector('img[data-src],[data-click-through-url]')))
    ) {
      const loading: Promise<Parts | void> = (this.#parts = import('./parts.ts').then(
        (m) => {
          // Settings given meanwhile set up parts of their own: these are not attached.
          if (this.#parts !== loading) return;
          // Click-through addresses are read even if attaching the parts throws.
          this.#clickThrough = m;
          const parts = m.attach(this, this.#design!, s);
          this.#opens = parts.open;
          return parts;
        },
        // Code that did not load (the network) is logged and reported; the gallery goes on
        // without its parts, a click-through slide acting as one without an address.
        (error) => {
          reportError(error);
          this.#clickThrough = { clickThroughUrl: () => undefined };
        },
      ));
    }
  }

  async #loadSlideWindow(): Promise<void> {
    this.#SlideWindow ??= loaded.SlideWindow ?? (await import('./slide-data.ts')).SlideWindow;
  }

  /** Reads the slides again once `slideData` changed (its element maker loaded first). */
  async #recollect(): Promise<void> {
    if (this.slideData) await this.#loadSlideWindow();
    this.#collect();
  }

  /** Reads the slides (on set-up, whenever the children change, and for new slide data). */
  #collect(): void {
    const design = this.#design;
    if (!design) return;
    const data = this.slideData;
    if (data && !this.#SlideWindow) return void this.#recollect();
    // The slide on show stays on show when children come and go around it (or settings change).
    const lead = this.#engine && this.#slides[this.#leadAt];
    // The same data laid out again (new settings): the slide on show by its position.
    const kept = data && data === this.#data ? this.#leadAt : -1;
    // With data the gallery's children are its own: those of earlier data go, as do any given.
    if (data || this.#data) this.replaceChildren();
    this.#data = data;
    const slides = data
      ? new Array<HTMLElement>(data.length)
      : [...this.children].filter((c): c is HTMLElement => c instanceof HTMLElement);
    const count = slides.length;
    this.#slides = slides;
    this.#shown = [0, -1];
    this.#chosen = undefined;
    this.#window = data && new this.#SlideWindow!(this, data, (s, i) => this.#prepare(s, i, count));
    if (count === 0) {
      if (!this.#warned) console.error(GALLERY_MESSAGES.noSlides);
      this.#warned = true;
      this.#engine?.recount(0);
      this.requestUpdate();
      return;
    }
    const fixed = (this.#fixed = aspectRatio(this.#settings.imageAspectRatio));
    slides.forEach((slide, i) => this.#prepare(slide, i, count));
    const track = this.#track;
    track.classList.toggle('fixed', fixed !== undefined);
    this.#setVars();

    let engine = this.#engine;
    const previous = engine?.index;
    if (engine) {
      const at = data ? kept : lead ? slides.indexOf(lead) : -1;
      engine.loop = design.loops ?? this.loop;
      engine.recount(design.positions(count), at < 0 ? undefined : design.positionOf(at, count));
    } else {
      // The slide the address names, if any, is current from the start.
      const named = this.#address?.slideFromAddress(this, data ?? slides) ?? -1;
      const positions = design.positions(count);
      engine = this.#engine = new GalleryEngine({
        count: positions,
        loop: design.loops ?? this.loop,
        index:
          named < 0 ? this.#within(this.#startAt ?? 0, positions) : design.positionOf(named, count),
        onIndexChange: (detail) => this.#onIndexChange(detail),
      });
      engine.addEventListener('reached-beginning', () => this.emit(new SsReachedBeginningEvent()));
      engine.addEventListener('reached-end', () => this.emit(new SsReachedEndEvent()));
      // Without its code (the network) the gallery goes on unlinked, the failure reported.
      if (this.linked)
        this.#linking = import('./link.ts').then((m) => m.linkGallery(this), reportError);
    }
    const autoplay = this.#autoplayModule;
    if (autoplay) {
      const options = {
        enabled: design.navigable,
        randomize: flag(this.#settings['autoplay-randomize']),
        durationSeconds: this.#settings['autoplay-duration'],
        animate: true,
      };
      if (this.#autoplay) this.#autoplay.configure(options);
      else {
        this.#autoplay = autoplay.galleryAutoplay(
          this,
          engine,
          options,
          // Held, as under reduced motion, while the gallery is inert: behind a modal dialog (its
          // lightbox's, which locks the page), where no one sees it move.
          () => reducedMotionQuery().matches || !!this.closest('[inert]'),
          this.#pauses,
        );
        this.#rotate(true);
      }
    }
    this.#refresh(engine);
    if (previous !== undefined) {
      // The address names the slide now current when that changed (the one it named may have
      // been taken away; other data): slides added, or new settings, leave it as it is. A
      // position that moved is news, once it shows.
      if (data ? kept < 0 : slides[this.#leadAt] !== lead)
        this.#address?.writeAddress(this, slides[this.#leadAt]);
      const index = engine.index;
      if (index !== previous)
        this.emit(
          new SsSlideChangeEvent({
            index,
            previous,
            direction: index > previous ? 'forward' : 'reverse',
          }),
        );
    }
  }

  /**
   * Shows the current position after the slides or their grouping changed: the slides, the parts
   * (a thumbnail goes to its slide's group) and the controls' end states.
   */
  #refresh(engine: GalleryEngine): void {
    this.#show(engine.index);
    this.#attachParts();
    this.requestUpdate();
  }

  /**
   * The design's custom properties, and those of a fixed ratio, on the viewport: the slides
   * container and its slides inherit them, and the container, restyled on every move, declares
   * none of its own to work out each time.
   */
  #setVars(): void {
    const vars = this.#design!.vars();
    if (this.#fixed) {
      vars['--ss-r'] = `${this.#fixed}`;
      // An image slide fills the ratio, cropped, or whole without auto-crop.
      vars['--ss-fit'] = onUnlessOff(this.#settings['auto-crop']) ? 'cover' : 'contain';
    }
    const { style } = this.#track.parentElement!;
    for (const [key, value] of Object.entries(vars)) style.setProperty(key, value);
  }

  /** Makes an element a slide: its role, label, `inert` until shown, and its reserved shape. */
  #prepare(slide: HTMLElement, i: number, count: number): HTMLElement {
    // An image, or a figure with a caption, keeps its own role: HTML allows it no other.
    slide.role = slide.matches('img,figure:has(>figcaption)') ? null : 'group';
    // Inert until shown; not the slide with focus, which stays shown (inert would drop it).
    slide.inert = !slide.contains(document.activeElement);
    // Focusable while a click does something; a tabindex of the page's own is left alone.
    const acts =
      this.#design!.click === 'select' ||
      flag(this.#settings.lightbox) ||
      slide.hasAttribute('data-click-through-url');
    if (!acts) {
      if (madeFocusable.delete(slide)) slide.removeAttribute('tabindex');
    } else if (!slide.hasAttribute('tabindex') || madeFocusable.has(slide)) {
      // (One the gallery made focusable only to hold focus, -1, joins the Tab order now.)
      slide.tabIndex = 0;
      madeFocusable.add(slide);
    }
    // An image slide is named by its alt text, then its place. A decorative one (`alt=""`) is
    // left unnamed, as HTML asks, unless a click on it does something: then it needs a name.
    const alt = slide.getAttribute('alt');
    const named = alt !== '' || acts;
    slide.ariaRoleDescription = named ? 'slide' : null;
    slide.ariaLabel = named ? `${alt ? `${alt}, ` : ''}${i + 1} of ${count}` : null;
    const ratio = this.#fixed ? undefined : dimensionsRatio(slide.dataset.imageDimensions);
    if (ratio) slide.style.aspectRatio = ratio;
    return slide;
  }

  /** Attaches a design's own listening (the stacked touch transitions, resizes). */
  #attach(): void {
    const design = this.#design;
    if (!design?.attach || this.#detach || !this.isConnected) return;
    this.#detach = design.attach(this, {
      reached: (edge) =>
        this.emit(new (edge === 'end' ? SsReachedEndEvent : SsReachedBeginningEvent)()),
      relayout: () => this.#regroup(),
      forward: () => (this.#rtl ? -1 : 1),
    });
  }

  #trackElement: HTMLElement | null | undefined;

  /** The slides container, found once: every move restyles it. */
  get #track(): HTMLElement {
    return (this.#trackElement ??= this.renderRoot.querySelector('#slides'))!;
  }

  /**
   * Right to left (`dir="rtl"` here or above): slides run leftwards, arrows and swipes swap.
   * Asked as the styles ask it (`:host(:dir(rtl))` sets their `--ss-dir`), so that code and
   * styles agree (`:dir()` is known wherever `:has()`, which the slides' roles ask, and popovers
   * are). The designs that follow the finger get it too (`forward` in their `attach`).
   */
  get #rtl(): boolean {
    return this.matches(':dir(rtl)');
  }

  /** Un-inerts the slides shown at `position` and inerts those no longer shown: only the change. */
  #show(position: number): void {
    const design = this.#design!;
    const slides = this.#slides;
    const count = slides.length;
    if (count === 0) return;
    const [first, last] = design.shown(position, count);
    const view = this.#window;
    const base = view
      ? design.scrolls
        ? view.update(slides, 0, count - 1, false)
        : view.update(slides, first, last, !!this.#engine?.inMotion)
      : 0;
    const lead = (this.#leadAt = design.lead(position, count));
    const [oldFirst, oldLast] = this.#shown;
    let lost = view?.lostFocus;
    for (let i = oldFirst; i <= oldLast; i++) {
      const slide = slides[i];
      if (slide && (i < first || i > last)) {
        lost ||= slide.matches(':focus-within');
        slide.inert = true;
      }
    }
    for (let i = first; i <= last; i++) if (i < oldFirst || i > oldLast) slides[i]!.inert = false;
    this.#shown = [first, last];
    // The slide with focus left the view (inert, or out of the DOM), which would drop focus to
    // the page: it goes to the current slide.
    if (lost) this.#focusLead();
    // The track moves by `translate`, which restyles the track alone, not the slides in it.
    if (design.moves) this.#track.style.translate = `${(base - lead) * (this.#rtl ? -100 : 100)}%`;
    // Of what the gallery renders, only the controls' end states follow the position.
    const ends = `${this.#engine?.atStart} ${this.#engine?.atEnd}`;
    if (ends !== this.#ends) this.requestUpdate();
    this.#ends = ends;
  }

  #onIndexChange(detail: SlideChangeDetail): void {
    const { index } = detail;
    const engine = this.#engine!;
    this.#followed = movedOn;
    // An animated move (the visitor's, or autoplay's) refuses others until it has ended.
    if (engine.inMotion) {
      clearTimeout(this.#motionTimer);
      this.#motionTimer = setTimeout(() => {
        engine.endMotion();
        // Slides given as data, once a move has ended: the slides it left go, without animating.
        this.#window?.settle(this.#track, () => this.#show(engine.index));
      }, this.#design!.motionMs);
    }
    this.#show(index);
    this.#chosen = this.#leadAt;
    this.#address?.writeAddress(this, this.#slides[this.#leadAt]);
    this.emit(new SsSlideChangeEvent(detail));
  }

  /**
   * Whether the visitor can move it: a design that moves, with more than one position (not one
   * slide, nor a carousel whose slides all fit). An engine is made with a design.
   */
  get #movable(): boolean {
    return (this.#engine?.count ?? 0) > 1 && this.#design!.navigable;
  }

  /** Moves as the visitor asked: with motion (refusing further moves) unless motion is reduced. */
  #move(to: 'next' | 'previous' | number): boolean {
    // With slides, the gallery has its engine.
    const engine = this.#engine!;
    if (!this.#slides.length) return false;
    const options = { animate: !reducedMotionQuery().matches && this.#design!.motionMs > 0 };
    return to === 'next'
      ? engine.next(options)
      : to === 'previous'
        ? engine.previous(options)
        : engine.goTo(this.#within(to, engine.count), options);
  }

  /** A position asked for, as the engine takes it (wrapping), or carousel groups clamped. */
  #within(to: number, count: number): number {
    return this.#design!.loops === false ? Math.max(0, Math.min(to, count - 1)) : to;
  }

  #rotate(on: boolean): void {
    this.#autoplay?.[on ? 'start' : 'stop']();
    this.requestUpdate();
  }

  /** What pauses autoplay now, kept for an autoplay that new settings switch on meanwhile. */
  readonly #pauses = new Set<PauseReason>();

  #pause(reason: PauseReason, on: boolean): void {
    this.#pauses[on ? 'add' : 'delete'](reason);
    this.#autoplay?.[on ? 'pause' : 'resume'](reason);
    this.requestUpdate();
  }

  /** The slide the last move led to (until the slides change). */
  #chosen: number | undefined;

  #regroup(): void {
    const design = this.#design;
    const engine = this.#engine!;
    const count = this.#slides.length;
    if (!design?.resize || !count) return;
    if (design.resize(innerWidth)) {
      // Grouped by the slide the last move led to, not by the lead of a regrouping since: a
      // window turned and turned back shows the group it showed.
      engine.recount(
        design.positions(count),
        design.positionOf(this.#chosen ?? this.#leadAt, count),
      );
      this.#refresh(engine);
    }
    // After every resize: custom properties may follow the width alone (new-swipe's settle
    // time); the metadata and thumbnails placed above follow their sizes by themselves.
    this.#setVars();
  }

  readonly #onKey = (event: KeyboardEvent): void => {
    // A key the page took is not taken again, nor one this gallery has followed (a linked
    // gallery's); every other gallery in view moves on it too.
    if (
      !this.#movable ||
      !this.keyboard ||
      (event.defaultPrevented && event !== movedOn) ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      this.closest('[inert]') ||
      this.#followed === event
    ) {
      return;
    }
    const to = keyMove(this.keys, event, this.#rtl);
    if (!to) return;
    const active = deepActiveElement();
    // Keys aimed at an open modal dialog (a lightbox) are the dialog's.
    if (active?.closest('[aria-modal=true]')) return;
    if (
      arrowMovesGallery({
        inMotion: this.#engine!.inMotion,
        activeElement: active,
        inViewport: !!this.#inViewport,
        // Autoplay is off while a video shows, and the keys answer then.
        autoplayOn: this.#autoplay?.keyboardEnabled === false,
      })
    ) {
      event.preventDefault();
      movedOn = event;
      this.#move(to);
    }
  };

  /** The key of the last move of this gallery, or of a gallery it followed, on a key. */
  #followed: Event | undefined;

  /** Where a lone finger touched the slides, until it lifts (a second finger forgets it). */
  #touchStart: TouchPoint | undefined;

  /**
   * Swipes on the slides (the controls and the thumbnail strip are left to their own touches),
   * heard without holding up the page's scrolling.
   */
  readonly #onTouch = {
    passive: true,
    handleEvent: (event: TouchEvent): void => {
      const start = this.#touchStart;
      const touch = event.changedTouches[0];
      // Any other touch event (a second finger, a cancel) forgets it.
      this.#touchStart = undefined;
      if (!touch) return;
      const point = { x: touch.clientX, y: touch.clientY, time: event.timeStamp };
      if (event.type === 'touchstart') {
        if (event.touches.length === 1) this.#touchStart = point;
        return;
      }
      const swipe =
        event.type === 'touchend' &&
        start &&
        !event.touches.length &&
        horizontalSwipe(start, point);
      // A touch on a gallery inside one of the slides (its slides, its thumbnails) is that one's;
      // one out of the page (never a visitor's) is no one's.
      if (
        !swipe ||
        !this.isConnected ||
        !this.#movable ||
        this.#design!.touches ||
        event.composedPath().find((node) => node instanceof SsGallery) !== this
      )
        return;
      // The finger drags the slides: leftwards is next, or right to left, rightwards.
      this.#move(swipe < 0 !== this.#rtl ? 'next' : 'previous');
    },
  };

  /** A click in a slide, or Enter or Space on a slide that has focus, activates that slide. */
  readonly #onActivate = (event: Event): void => {
    const target = event.target;
    // The slide it happened in, unless it happened on a link or a control inside it (a field,
    // a button, a label, editable text), or in a gallery inside it (whose own controls it came
    // from). A slide that is itself such a control is no control inside a slide.
    const slide =
      target instanceof Element &&
      !(target as HTMLElement).isContentEditable &&
      target.closest(
        'a[href],:not(ss-gallery>*):is(button,input,select,textarea,label,summary),ss-gallery',
      ) === this &&
      this.#slides.find((slide) => slide?.contains(target));
    if (event.type === 'click') {
      if (slide) return this.#activate(slide, event as MouseEvent);
      // The strip's peeking neighbours are inert, so a click on one lands on the slides' box
      // behind it: it is that neighbour's, found by where it fell from the slide on show.
      const lead = this.#slides[this.#leadAt];
      if (
        !lead ||
        this.#design!.click !== 'select' ||
        !this.#track.parentElement!.contains(event.composedPath()[0] as Node)
      )
        return;
      const { left, width } = lead.getBoundingClientRect();
      const away = Math.floor(((event as MouseEvent).clientX - left) / width);
      const neighbour = away && this.#slides[this.#leadAt + (this.#rtl ? -away : away)];
      if (neighbour) this.#activate(neighbour, event as MouseEvent);
    } else if (slide === event.target && /^(Enter| )$/.test((event as KeyboardEvent).key)) {
      event.preventDefault();
      this.#activate(slide);
    }
  };

  /** Acts on a slide of the gallery (set up: it has its design and engine). */
  #activate(slide: HTMLElement, event?: MouseEvent): void {
    const design = this.#design!;
    const index = this.#slides.indexOf(slide);
    const video = slideType(slide) === 'video';
    const url = this.#clickThrough?.clickThroughUrl(slide);
    if (design.click === 'select' && index !== this.#leadAt) {
      if (!video) this.#move(index);
      return;
    }
    // A click-through address is read by the parts: until they are in, the click waits (and
    // without them, acts as on a slide without one).
    if (!this.#clickThrough && slide.hasAttribute('data-click-through-url'))
      return void this.#parts?.then(() => this.#activate(slide, event));
    if (url) return this.#clickThrough!.followClickThrough!(this, url, index);
    // A video slide's click is its own; the lightbox, when it opens, takes the click.
    if (video || this.#opens?.(index, event) || design.click === 'none') return;
    // Compared with the names only: a value of another type is none of them.
    const behaviour: unknown =
      (design.click === 'select'
        ? this.#settings['active-slide-click']
        : this.#settings.clickBehavior) ?? 'next';
    let forward = behaviour === 'next';
    if (behaviour === 'side' && event) {
      const box = slide.getBoundingClientRect();
      forward = event.clientX >= box.left + box.width / 2 !== this.#rtl;
    } else if (behaviour !== 'previous' && !forward) return;
    this.#move(forward ? 'next' : 'previous');
  }

  /** Moves to the next slide (carousel: group). False when refused. */
  next(): boolean {
    return this.#move('next');
  }

  /** Moves to the previous slide (carousel: group). False when refused. */
  previous(): boolean {
    return this.#move('previous');
  }

  /**
   * Moves to a position, normalised (wrapping both ways; carousel groups are clamped to the
   * first and last). False when refused.
   */
  goTo(index: number): boolean {
    return this.#move(index);
  }

  override render() {
    const engine = this.#engine;
    // Slides are read once a design is in, and give the gallery its engine.
    const ready = this.#slides.length > 0;
    // Controls, and a live region, only where something can move (every slide fitting, one left).
    const nav = this.#movable;
    const atStart = !!engine?.atStart;
    const atEnd = !!engine?.atEnd;
    // Autoplay switched on (paused or not): the rotation button's state.
    const rotating = this.#autoplay?.on;
    // Markup kept tight (hence no prettier): lit keeps a template's whitespace, and it is shipped.
    // prettier-ignore
    return html`<div part=base role=${ready ? 'group' : nothing}
aria-roledescription=${ready ? (this.#design!.navigable ? 'carousel' : 'gallery') : nothing}
aria-label=${ready ? this.label : nothing}><div part=controls ?hidden=${!nav}>${
this.#autoplay?.allowed ? this.#autoplayModule!.rotationButton(rotating, () => this.#rotate(!rotating)) : nothing
}<button part=${atStart ? 'previous disabled' : 'previous'} aria-label="Previous slide"
aria-controls=slides aria-disabled=${atStart}
@click=${this.previous}>${chevron('M10 3L5 8l5 5')}</button><button
part=${atEnd ? 'next disabled' : 'next'} aria-label="Next slide" aria-controls=slides
aria-disabled=${atEnd} @click=${this.next}>${chevron('M6 3l5 5-5 5')}</button
></div><div part=viewport @touchstart=${this.#onTouch} @touchend=${this.#onTouch}
@touchcancel=${this.#onTouch}><div id=slides part=slides
aria-live=${nav ? (this.autoplaying ? 'off' : 'polite') : nothing}><slot
@slotchange=${() => this.#data || this.#collect()}></slot></div></div></div>`;
  }
}

customElements.define('ss-gallery', SsGallery);

declare global {
  interface HTMLElementTagNameMap {
    'ss-gallery': SsGallery;
  }
}
