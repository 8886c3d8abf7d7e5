import {
  ReactiveElement,
  type PropertyDeclarations,
  type PropertyValues,
} from '@lit/reactive-element';
import { customElements } from '../base/registry.ts';
import { getRawPageContext, isRecord } from '../../core/site/context-json.ts';
import {
  getConsentManager,
  normalizeBannerSettings,
  policyFromSettings,
  type BannerSettings,
  type ConsentManager,
} from '../../core/consent/index.ts';
import { cookieBannerStyles } from './cookie-banner.styles.ts';
import { SsConsentChoiceEvent } from './events.ts';
import { parseHtml } from '../base/parse-html.ts';
import { htmlToText } from './html-to-text.ts';
import { reserveSpace } from './reserve-space.ts';

export * from './events.ts';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The close icon. An SVG, not CSS lines: the stroke takes the forced text colour in
 * forced-colors mode, where lines drawn in CSS would need more rules than the SVG costs. Made
 * node by node, not parsed from markup, so pages that enforce Trusted Types show it too.
 */
const createCloseIcon = (): SVGSVGElement => {
  const icon = document.createElementNS(SVG, 'svg');
  const path = document.createElementNS(SVG, 'path');
  icon.setAttribute('viewBox', '0 0 16 16');
  icon.setAttribute('aria-hidden', 'true');
  for (const [name, value] of Object.entries({
    d: 'M3 3l10 10M13 3L3 13',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
  }))
    path.setAttribute(name, value);
  icon.append(path);
  return icon;
};

/** The region's accessible name when none is given. */
const DEFAULT_LABEL = 'Cookie consent';

/** Logged for settings that are not an object (a JSON text given as a string, a number). */
export const BANNER_SETTINGS_ERROR =
  "Cookie banner settings must be an object; the page context's cookie settings are used instead.";

/** Sets an attribute, or removes it when there is no value. */
const setAttribute = (element: Element, name: string, value: string | undefined): void => {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
};

const createPart = <K extends keyof HTMLElementTagNameMap>(tag: K, part: string) => {
  const element = document.createElement(tag);
  element.setAttribute('part', part);
  return element;
};

const createButton = (part: string, onClick: () => unknown): HTMLButtonElement => {
  const button = createPart('button', part);
  button.type = 'button';
  button.addEventListener('click', onClick);
  return button;
};

/**
 * The banner's nodes, made when it first shows, then kept (through closing and showing again)
 * and updated in place so that focus stays put.
 */
interface BannerNodes {
  section: HTMLElement;
  text: HTMLElement;
  actions: HTMLElement;
  accept: HTMLButtonElement;
  decline: HTMLButtonElement;
}

/**
 * The cookie banner: shown when the site enables it and the visitor has not chosen yet. Accepting
 * (or, with the opt-in-and-out type, declining) stores the choice for 30 days and removes the
 * banner. Under the restrictive policy, until the visitor accepts, the tracking cookies are
 * cleared and trackers stay off. A visitor whose browser sends Global Privacy Control counts as
 * declining until they choose otherwise; the banner still offers the choice.
 *
 * It is a labelled region, not a dialog: it never traps focus or hides the page. While it shows,
 * the root element's scroll padding on the banner's side is at least the space the banner takes
 * there, and its padding there grows by that space, so that the page's first or last element can
 * be scrolled clear of it: at the bottom at once; at the top, where it moves the page down, only
 * once a key takes focus to an element at the page's start under the banner. The page has its
 * own values back once the banner goes.
 *
 * On a page that requires Trusted Types, the owner's text is parsed through a policy named
 * `ss-elements`; where the page's `trusted-types` list leaves that name out (and no default
 * policy takes the markup), the text shows without its markup.
 *
 * @summary The cookie consent banner, as a bar or a popup, light or dark.
 *
 * @csspart base - The banner region; carries `data-variant`, `data-position` and `data-theme`.
 * @csspart text - The banner text.
 * @csspart actions - The buttons' row.
 * @csspart accept-button - The button that accepts cookies; carries `data-cta` (`BUTTON`, `TEXT` or `ICON`).
 * @csspart decline-button - The button that declines them (opt-in-and-out only); carries `data-cta`.
 *
 * @cssprop --ss-cookie-banner-background - Background. Dark theme `#1f1f21`, light `#ffffff`.
 * @cssprop --ss-cookie-banner-color - Text colour. Dark theme `#f5f5f7`, light `#1f1f21`.
 * @cssprop --ss-cookie-banner-accent - The filled button's colour (BUTTON variant). Default: the text colour.
 * @cssprop --ss-cookie-banner-accent-text - Text on the filled button. Default: the background.
 * @cssprop --ss-cookie-banner-font-size - Default `var(--ss-font-size-md)` (14px).
 * @cssprop --ss-cookie-banner-padding - Default `1em 1.5em`.
 * @cssprop --ss-cookie-banner-radius - The popup's corners. Default `var(--ss-radius-medium)`.
 * @cssprop --ss-cookie-banner-z-index - Default `30000`.
 * @cssprop --ss-radius-small - The filled buttons' corners (the site's radius token). Default `4px`.
 * @cssprop --ss-radius-medium - The popup's corners when `--ss-cookie-banner-radius` is not set (the site's
 * radius token). Default `8px`.
 * @cssprop --ss-font-size-md - The text size when `--ss-cookie-banner-font-size` is not set (the site's size
 * token). Default `14px`.
 * @cssprop --ss-font-weight-semibold - The buttons' text weight (the site's weight token). Default `600`.
 * @cssprop --ss-duration-300 - The banner's fade-in, without reduced motion (the site's duration token).
 * Default `300ms`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default: the text colour.
 *
 * @fires {SsConsentChoiceEvent} ss-consent-choice - The visitor accepted or declined.
 * `detail: { choice: 'accepted' | 'declined' }`.
 */
// A ReactiveElement drawing its few nodes itself, not a LitElement: lit's template engine alone
// would take a third of this element's budget, for a region of five nodes.
export class SsCookieBanner extends ReactiveElement {
  static override styles = cookieBannerStyles;
  // Declared without decorators: this element's budget leaves no room for their runtime.
  static override properties: PropertyDeclarations = {
    settings: { type: Object },
    label: {},
    open: { state: true },
  };

  /**
   * The site's cookie settings, with the platform's names (`cookieBannerText`,
   * `cookieBannerVariant`, `isCookieBannerEnabled`, …). Read from the page context's
   * `cookieSettings` when not given. Missing or invalid values take the spec's defaults.
   * @type {Record<string, unknown> | undefined}
   * @attr settings
   */
  settings: Record<string, unknown> | undefined;

  /**
   * The accessible name of the banner region.
   * @attr label
   */
  label = DEFAULT_LABEL;

  private open = false;

  #manager: ConsentManager | undefined;
  /** Stops hearing the manager's changes (a choice made elsewhere closes the banner). */
  #unwatch: (() => void) | undefined;
  #appliedSettings: Record<string, unknown> | undefined;
  /** The banner text as shown: plain text, or the owner's HTML once cleaned. */
  #shownText: string | DocumentFragment = '';
  #textSource: string | undefined;
  /** The text last put into the text part: a fragment is emptied when inserted. */
  #renderedText: string | DocumentFragment | undefined;
  #nodes: BannerNodes | undefined;
  /** Where focus was before it came into the banner: it goes back there when the banner goes. */
  #focusFrom: HTMLElement | null = null;
  /** The element focus last left, wherever it was, shadow roots included. */
  #focusLeft: HTMLElement | null = null;

  /**
   * Focus from inside another element's shadow root reaches the banner retargeted to that
   * element's host, which may not take focus: the page's last focusout names the element itself.
   */
  readonly #onFocusOut = (event: FocusEvent): void => {
    this.#focusLeft = event.composedPath()[0] as HTMLElement;
  };

  constructor() {
    super();
    // Focus moving between the banner's buttons is not seen here: only focus from outside.
    this.addEventListener('focusin', (event) => {
      const from = event.relatedTarget as HTMLElement | null;
      // The element focus left, when `from` is it or its host (or its host's host…): else, as
      // in a closed shadow root the banner shares with `from`, `from` itself.
      let host: Node | undefined = this.#focusLeft ?? undefined;
      while (host && host !== from) host = (host.getRootNode() as ShadowRoot).host;
      this.#focusFrom = host ? this.#focusLeft : from;
    });
  }

  /**
   * The settings as given, else the page context's. Given settings that are not an object count
   * as none: read as settings, they would loosen the page's policy (a restrictive site made
   * permissive) and hide the banner, so that a visitor would never be asked.
   */
  get #rawSettings(): unknown {
    return isRecord(this.settings) ? this.settings : getRawPageContext().cookieSettings;
  }

  /** The settings in force, defaults applied. */
  get resolvedSettings(): BannerSettings {
    return normalizeBannerSettings(this.#rawSettings);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('focusout', this.#onFocusOut, true);
    this.#applySettings();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('focusout', this.#onFocusOut, true);
    reserveSpace(this);
    this.#unwatch?.();
    this.#unwatch = undefined;
  }

  /**
   * Hands the site's policy to the page's consent manager, applies it, tells Consent Mode its
   * default and starts the scripts that wait for consent where visitor data may be stored (both
   * once the site's settings are known, so the default policy never lets anything through), and
   * decides whether the banner shows. Runs on
   * connection and again whenever the settings change, since a framework may set them only
   * after connecting the element.
   */
  #applySettings(): void {
    this.#appliedSettings = this.settings;
    if (this.settings !== undefined && !isRecord(this.settings))
      console.error(BANNER_SETTINGS_ERROR);
    const raw = this.#rawSettings;
    // Without the site's settings the page's policy stands: a banner never loosens it.
    const manager = (this.#manager = getConsentManager(
      raw === undefined ? undefined : policyFromSettings(raw),
    ));
    void manager.applyPolicy();
    // Consent Mode's default, and the scripts waiting for consent, only once the site's settings
    // are known: a framework may set them just after connecting, and a default sent before them
    // would grant what the site's policy then denies.
    if (raw !== undefined) {
      manager.emitConsentDefault();
      manager.startWaitingScripts();
    }
    this.open = manager.needsBanner(this.resolvedSettings.enabled);
    // A choice made elsewhere (another banner, a page script through the manager) closes it.
    this.#unwatch?.();
    this.#unwatch = manager.onChange(() => {
      if (this.open && !manager.needsBanner(this.resolvedSettings.enabled)) this.#close();
    });
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('settings') && this.isConnected && this.settings !== this.#appliedSettings) {
      this.#applySettings();
    }
    if (this.open) this.#prepareText(this.resolvedSettings.text);
  }

  /**
   * The text shows at once. HTML shows first without its markup (its scripts and styles
   * dropped), read from an inert template (nothing in it runs or loads), then as the cleaner
   * makes it, the cleaner loaded only then: most banners carry plain text, and the cleaner would
   * double this element's cost. Should the cleaner not load (the network), the failure is
   * reported and the text stays without its markup; it stays so too on a page that refuses to
   * parse it (../base/parse-html.ts).
   */
  #prepareText(text: string): void {
    if (text === this.#textSource) return;
    this.#textSource = text;
    if (!/[<&]/.test(text)) {
      this.#shownText = text;
      return;
    }
    const content = parseHtml(text);
    if (!content) {
      this.#shownText = htmlToText(text);
      return;
    }
    const plain = content.cloneNode(true) as DocumentFragment;
    // What the cleaner drops with its content: code and styles are no text to read.
    for (const code of plain.querySelectorAll('script,style,template,noscript')) code.remove();
    this.#shownText = plain.textContent ?? '';
    void import('./sanitize-html.ts').then(
      ({ sanitizeBannerHtml }) => this.#showText(text, () => sanitizeBannerHtml(content)),
      reportError,
    );
  }

  /** Shows the text made from `text`, unless the banner's text changed meanwhile. */
  #showText(text: string, make: () => string | DocumentFragment): void {
    if (this.#textSource !== text) return;
    this.#shownText = make();
    this.requestUpdate();
  }

  /**
   * Accepts cookies on the visitor's behalf, as the accept button does. The choice is stored and
   * announced on return; the promise is the consent manager's (`ConsentManager.accept`).
   */
  accept(): Promise<void> {
    return this.#choose('accepted');
  }

  /**
   * Declines cookies on the visitor's behalf, as the decline button does. The choice is stored
   * and announced on return; the promise settles once the site's policy is applied.
   */
  decline(): Promise<void> {
    return this.#choose('declined');
  }

  #choose(choice: 'accepted' | 'declined'): Promise<void> {
    const manager = this.#manager ?? getConsentManager();
    const applied = choice === 'accepted' ? manager.accept() : manager.decline();
    this.#close();
    // Made apart from the dispatch: the manifest's analyzer would list an event made inline a
    // second time, without the name @fires gives it.
    const chosen = new SsConsentChoiceEvent({ choice });
    this.dispatchEvent(chosen);
    return applied;
  }

  #close(): void {
    // Keyboard focus in the banner would fall to the page's start as the banner goes: it goes
    // back to where the visitor came from (when that is still in the page), the page left where
    // it is. A click or a tap leaves focus be: it was not the visitor's place.
    if (this.shadowRoot?.activeElement?.matches(':focus-visible'))
      this.#focusFrom?.focus({ preventScroll: true });
    this.open = false;
  }

  protected override update(changed: PropertyValues): void {
    super.update(changed);
    if (this.open) this.#render();
    // Only the banner goes: the shadow root may hold the element's styles too.
    else this.#nodes?.section.remove();
    this.#reserve();
  }

  /**
   * Keeps keyboard focus on the page out from under the banner while it shows (see
   * ./reserve-space.ts). Run after each render and resize. The banner is measured with its
   * space still reserved: measured without it, the page, shorter for that moment, would lose a
   * scroll position at its end.
   */
  #reserve(): void {
    const section = this.#nodes?.section;
    // Not shown (not in the page, or in a box not drawn, such as a hidden one): it takes no space.
    if (!section?.getClientRects().length) return reserveSpace(this);
    reserveSpace(this, section.dataset.position!.startsWith('TOP') ? 'top' : 'bottom', section);
  }

  #render(): void {
    const settings = this.resolvedSettings;
    const { section, text, actions, accept, decline } = (this.#nodes ??= this.#createNodes());
    // A label removed in markup (null) or left blank names the region by default.
    section.setAttribute('aria-label', this.label?.trim() || DEFAULT_LABEL);
    section.dataset.variant = settings.variant;
    section.dataset.position = settings.position;
    section.dataset.theme = settings.theme;
    if (this.#renderedText !== this.#shownText) {
      this.#renderedText = this.#shownText;
      text.replaceChildren(this.#shownText);
    }
    // The ICON variant shows the close icon, named by the accept text.
    const iconLabel = settings.ctaVariant === 'ICON' ? settings.ctaText : undefined;
    if (settings.acceptType === 'OPT_IN_AND_OUT') {
      decline.dataset.cta = iconLabel === undefined ? settings.ctaVariant : 'TEXT';
      decline.textContent = settings.optOutCtaText;
      // Moved only when missing: moving a focused button would drop its focus.
      if (decline.parentNode !== actions) actions.prepend(decline);
    } else {
      decline.remove();
    }
    accept.dataset.cta = settings.ctaVariant;
    setAttribute(accept, 'aria-label', iconLabel);
    setAttribute(accept, 'title', iconLabel);
    if (iconLabel === undefined) accept.textContent = settings.ctaText;
    else if (!accept.firstElementChild) accept.replaceChildren(createCloseIcon());
    if (!section.isConnected) this.renderRoot.append(section);
  }

  #createNodes(): BannerNodes {
    const section = createPart('section', 'base');
    const text = createPart('div', 'text');
    const actions = createPart('div', 'actions');
    const accept = createButton('accept-button', () => this.accept());
    const decline = createButton('decline-button', () => this.decline());
    actions.append(accept);
    section.append(text, actions);
    // Its height follows the viewport's width and the text: the space reserved follows it.
    new ResizeObserver(() => this.#reserve()).observe(section);
    return { section, text, actions, accept, decline };
  }
}

customElements.define('ss-cookie-banner', SsCookieBanner);

declare global {
  interface HTMLElementTagNameMap {
    'ss-cookie-banner': SsCookieBanner;
  }
}
