import { html, nothing, svg, type ComplexAttributeConverter, type PropertyDeclarations } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import { prefersReducedMotion } from '../base/reduced-motion.ts';
import {
  VIDEO_DEFAULT_RATIO,
  asksAutoplay,
  embedAddress,
  messageTarget,
  parseEmbed,
  ratioPercent,
  type Embed,
} from './embed.ts';
import { VIDEO_MESSAGES } from './messages.ts';
import { SsVideoHideEvent, SsVideoPlayEvent } from './events.ts';
import { videoStyles } from './video.styles.ts';

export * from './events.ts';
export { VIDEO_DEFAULT_RATIO, type Embed, type EmbedType } from './embed.ts';
export { VIDEO_MESSAGES } from './messages.ts';
export { findVideo } from './find-video.ts';

/** The reveal fade, in milliseconds (0 when the visitor asks for reduced motion). */
export const VIDEO_FADE_MS = 1000;
/** The allowed modes; `null` (no `mode` attribute) is allowed too and lays out as `none`. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

/** Stands for a `data-block-json` that is not a JSON object. */
const MALFORMED: Record<string, unknown> = Object.freeze({});
const blockJson: ComplexAttributeConverter<Record<string, unknown> | undefined> = {
  fromAttribute(value) {
    if (value === null) return undefined;
    try {
      const data: unknown = JSON.parse(value);
      return data && typeof data === 'object' && !Array.isArray(data)
        ? (data as Record<string, unknown>)
        : MALFORMED;
    } catch {
      return MALFORMED;
    }
  },
};
/** `data-load` loads unless it reads "false"; absent means load. */
const loadFlag: ComplexAttributeConverter<boolean> = {
  fromAttribute: (value) => value === null || value.trim().toLowerCase() !== 'false',
};

/** The mode `value` names, in any case; null for none (empty); undefined when it is no mode. */
function readMode(value: unknown): VideoMode | null | undefined {
  const mode = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!mode) return null;
  return (VIDEO_MODES as readonly string[]).includes(mode) ? (mode as VideoMode) : undefined;
}

const modeError = (value: unknown) =>
  `<ss-video> mode must be none, fit, fill or null; got "${String(value)}".`;

/**
 * The `mode` attribute: no attribute, an empty one or "null" (what a template writes for a null
 * mode) is no mode. Any other value that names no mode is markup's mistake: logged, and read as
 * no mode, as the attribute stands for the mode alone (it never throws out of the attribute
 * change, where lit would stop hearing the attribute).
 */
const modeAttribute: ComplexAttributeConverter<VideoMode | null> = {
  fromAttribute(value) {
    const mode = value?.trim().toLowerCase() === 'null' ? null : readMode(value);
    if (mode === undefined) console.error(modeError(value));
    return mode ?? null;
  },
};

const text = (value: unknown) => (typeof value === 'string' && value.trim()) || undefined;
const named = (label: string, name: string | undefined) => (name ? `${label}: ${name}` : label);

const playIcon = svg`<svg part="play-icon" viewBox="0 0 64 64" aria-hidden="true"><circle cx="32" cy="32" r="32"/><path d="M25 19l21 13-21 13z" fill="currentColor"/></svg>`;

/** Every connected video, for one-at-a-time playing. */
const videos = new Set<SsVideo>();

/**
 * A video block: a thumbnail overlay with a play button, which reveals the embedded player
 * with a 1 s fade when pressed (Enter and Space work, as on any button) and moves focus into
 * the player. Only one video plays at a time: showing one (or one starting by forced autoplay)
 * returns every other `<ss-video>` on the page to its overlay; a player kept paused behind its
 * overlay is inert. Without a thumbnail there is no overlay and the player shows at once.
 *
 * The embed HTML (`data-html`) is parsed inertly and never inserted: only its first `<iframe>`
 * or `<object>` is kept, with `src` (an object's `data` and `type`), `title`, `allow` and
 * `allowfullscreen` (`width` and `height` give its ratio). The address passes the URL guard
 * (http and https only), becomes https on an https page, gets `autoplay=1` when the visitor
 * pressed the overlay or `autoplay` is set, and `enablejsapi=1` on YouTube. Anything else shows
 * 'Invalid video embed.' and stays inert, as does embed HTML a page that requires Trusted Types
 * refuses to have parsed (its `trusted-types` list leaving out the `ss-elements` policy). Play
 * and pause go by `postMessage` to YouTube and Vimeo players only, addressed to their exact
 * origin.
 *
 * Layout: the frame keeps the block's `imageAspectRatio`, else the embed's own ratio, else
 * 56.3% (height over width, as `padding-bottom`). In it the embed is stretched (`none`, or no
 * mode), kept whole (`fit`) or made to cover and cropped (`fill`). Changing the mode reloads the
 * player. Reduced motion removes the fade and forced autoplay.
 *
 * @summary An embedded video behind a thumbnail overlay, one playing at a time.
 *
 * @slot - The thumbnail `<img>` the platform writes (its `data-src`, `data-image` or `src` is
 * used); it is read, not shown.
 *
 * @csspart frame - The box that reserves the video's space; carries `data-mode`.
 * @csspart player - The group that holds the player, named after the video.
 * @csspart embed - The player's `<iframe>` or `<object>`.
 * @csspart overlay - The thumbnail overlay: the play button.
 * @csspart thumbnail - The thumbnail image.
 * @csspart play-icon - The play symbol.
 * @csspart error - The 'Invalid video embed.' message.
 *
 * @cssprop --ss-video-background - Behind the player and thumbnail. Default `#000`.
 * @cssprop --ss-video-play-size - The play symbol's size. Default `68px`.
 * @cssprop --ss-video-play-background - The play symbol's disc. Default `#000000b3`.
 * @cssprop --ss-video-play-color - The play symbol's triangle. Default `#fff`.
 * @cssprop --ss-video-error-color - The invalid-embed message. Default `#fff`.
 * @cssprop --ss-font-size-md - The invalid-embed message's size (the site's body text token). Default `14px`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 *
 * @fires {SsVideoPlayEvent} ss-video-play - The player was revealed and asked to play, by the visitor or `show()`.
 * @fires {SsVideoHideEvent} ss-video-hide - The video went back to its overlay (another video started, `hide()`, or
 * it was taken out of the page while shown), or `hide()` paused a video without one.
 */
export class SsVideo extends SsElement {
  static override styles = videoStyles;
  static override properties: PropertyDeclarations = {
    html: { attribute: 'data-html' },
    providerName: { attribute: 'data-provider-name' },
    load: { attribute: 'data-load', converter: loadFlag },
    blockData: { attribute: 'data-block-json', converter: blockJson },
    mode: { converter: modeAttribute },
    autoplay: { type: Boolean },
    thumbnail: {},
    videoTitle: { attribute: 'video-title' },
  };

  /**
   * The embed HTML, an `<iframe>` or `<object>`.
   * @attr data-html
   */
  html: string | undefined;

  /**
   * The video host's name ("YouTube", "Vimeo"…), used in the player's title when the embed has none.
   * @attr data-provider-name
   */
  providerName: string | undefined;

  /**
   * False (`data-load="false"`) holds the video unloaded: the thumbnail shows, the play button
   * is disabled and nothing is parsed until it is set true (a gallery does so on its slide).
   * @attr data-load
   */
  load = true;

  /**
   * The block's JSON data: `imageAspectRatio` (`16:9`, `1.7778`, `Auto`…), `providerName`,
   * `title`. A `data-block-json` that is not a JSON object is logged and leaves the block inert.
   * @type {Record<string, unknown> | undefined}
   * @attr data-block-json
   */
  blockData: Record<string, unknown> | undefined;

  /**
   * Forces autoplay: without an overlay the player starts as it loads. Off with reduced motion.
   * @attr autoplay
   */
  autoplay = false;

  /**
   * The thumbnail's address; when empty, the child `<img>`'s. No thumbnail, no overlay.
   * @attr thumbnail
   */
  thumbnail: string | undefined;

  /**
   * The video's title, for the play button's and the player's names. Defaults to the block
   * data's `title`, then the embed's `title`.
   * @attr video-title
   */
  videoTitle: string | undefined;

  private modeValue: VideoMode | null = null;
  // The state below is kept out of `properties` (so out of the manifest's attributes): each
  // change to it asks for an update itself.
  /** Overlay shown, fading out, or gone. */
  private phase: 'overlay' | 'fading' | 'player' = 'overlay';
  /**
   * The overlay was pressed, so the player is in the page. It stays, paused, behind a returned
   * overlay when its host takes messages.
   */
  private started = false;
  /** Bumped to rebuild the player. */
  private generation = 0;
  /**
   * The player frame that has loaded: until then a pause sent to it is lost (the frame's page
   * is not the host's yet), so hiding removes it instead.
   */
  private loadedFrame: EventTarget | null = null;
  private fadeTimer: ReturnType<typeof setTimeout> | undefined;
  private focusPlayer = false;
  /** Playing by forced autoplay, without an overlay. */
  private forced = false;
  /**
   * Forced autoplay given up: another video started while this one played by itself. Its
   * player loads without autoplay from then on, until another video or autoplay is set.
   */
  private yielded = false;
  private parsed: { key: unknown[]; embed: Embed | undefined } | undefined;
  /** The embed address the player was last rendered for. */
  private playerSrc: string | undefined;

  /**
   * How the embed sits in the frame: `none`, `fit`, `fill`, or `null` (as `none`; an empty
   * attribute, or "null", too). Matched without regard to case. Anything else set here throws;
   * in the attribute it is logged (`console.error`, with the same message) and taken as `null`.
   * Changing it reloads the player.
   * @type {'none' | 'fit' | 'fill' | null}
   * @attr mode
   */
  get mode(): VideoMode | null {
    return this.modeValue;
  }
  set mode(value: VideoMode | null) {
    const mode = readMode(value);
    if (mode === undefined) throw new Error(modeError(value));
    this.modeValue = mode;
  }

  /** The embed as parsed (undefined while `load` is false). */
  get embed(): Embed | undefined {
    const key = [this.html, this.load, this.blockData];
    if (this.parsed?.key.every((part, index) => part === key[index])) return this.parsed.embed;
    let embed: Embed | undefined;
    // Block data that does not decode leaves the block inert, as with `load` false: logged, and
    // nothing shown to the visitor (the embed itself may be sound: not 'Invalid video embed.').
    if (this.blockData === MALFORMED) {
      if (this.load) console.error(VIDEO_MESSAGES.blockDataError);
    } else if (this.load) embed = parseEmbed(this.html);
    this.parsed = { key, embed };
    return embed;
  }

  /** The thumbnail in use: `thumbnail`, else the child image's. */
  get poster(): string | undefined {
    const image = this.querySelector('img');
    return (
      text(this.thumbnail) ??
      text(image?.dataset.src) ??
      text(image?.dataset.image) ??
      text(image?.getAttribute('src'))
    );
  }

  /** The title used in names: `videoTitle`, the block data's, then the embed's. */
  private get name(): string | undefined {
    return text(this.videoTitle) ?? text(this.blockData?.title) ?? this.embed?.title;
  }

  /** Forced autoplay: set, or asked by the embed's own address (`autoplay=1`). */
  private get autoplays(): boolean {
    return this.autoplay || asksAutoplay(this.embed?.src);
  }

  private get hasOverlay(): boolean {
    return this.poster !== undefined;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    videos.add(this);
    // Put back in the page, a player that autoplays loads and plays again: the others stop.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    videos.delete(this);
    clearTimeout(this.fadeTimer);
    this.forced = false;
    // A player with an overlay goes back behind it now: put back in the page (a list
    // reordered), its frame would load again and autoplay, beside another video perhaps, or
    // unseen when it was paused there. It loads afresh when the overlay is pressed.
    if (this.started) {
      // Shown, it is hidden now: a gallery moved with it (still its ancestor) hears so, and
      // lets its autoplay go on.
      if (this.phase !== 'overlay') this.emit(new SsVideoHideEvent());
      this.phase = 'overlay';
      this.rebuild();
      this.renderRoot.querySelector('[part~="embed"]')?.remove();
      this.requestUpdate();
    }
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // Another address (a new embed, or none while unloaded) is another player, as a mode is.
    const src = this.embed?.src;
    if (this.hasUpdated && (changed.has('mode') || src !== this.playerSrc)) this.rebuild();
    this.playerSrc = src;
    // Another video, or forced autoplay set again: it may autoplay again.
    if (changed.has('html') || changed.has('blockData') || changed.has('autoplay'))
      this.yielded = false;
  }

  /**
   * A new player in place of the one there. Behind its overlay it is dropped instead: rebuilt
   * there, it would autoplay unseen; it loads afresh when the overlay is pressed.
   */
  private rebuild(): void {
    this.generation++;
    if (this.phase === 'overlay') this.started = false;
  }

  protected override updated(): void {
    // A player that starts by itself (forced autoplay, no overlay) is shown like a pressed one:
    // the other videos stop.
    const forced =
      !this.hasOverlay &&
      this.autoplays &&
      !this.yielded &&
      !prefersReducedMotion() &&
      !!this.embed?.src;
    if (forced && !this.forced) for (const other of videos) if (other !== this) other.yieldTo();
    this.forced = forced;
    if (!this.focusPlayer) return;
    this.focusPlayer = false;
    const find = (part: string) => this.renderRoot.querySelector<HTMLElement>(`[part~="${part}"]`);
    (find('embed') ?? find('player'))?.focus();
  }

  private endFade(): void {
    clearTimeout(this.fadeTimer);
    this.fadeTimer = undefined;
    this.phase = 'player';
    this.requestUpdate();
  }

  private reveal(byVisitor: boolean): void {
    if (!this.embed?.src) return;
    for (const other of videos) if (other !== this) other.yieldTo();
    const overlay = this.hasOverlay;
    const overlayFocused = this.shadowRoot?.activeElement?.getAttribute('part') === 'overlay';
    const resumed = overlay ? this.started : true;
    if (overlay && this.phase === 'overlay') {
      this.started = true;
      this.focusPlayer = byVisitor || overlayFocused;
      if (prefersReducedMotion()) this.endFade();
      else {
        // A transition starts from the style the overlay had: it must have had one, even if no
        // frame has drawn it yet (shown from code right after set-up). Not rendered yet, it
        // has nothing to fade.
        const overlayPart = this.renderRoot?.querySelector('[part~="overlay"]');
        if (overlayPart) void getComputedStyle(overlayPart).opacity;
        this.phase = 'fading';
        this.fadeTimer = setTimeout(() => this.endFade(), VIDEO_FADE_MS);
      }
      this.requestUpdate();
    }
    // A fresh player autoplays from its address; one already there is told to play.
    if (resumed) this.post('play');
    this.emit(new SsVideoPlayEvent());
  }

  /**
   * Another video started: back to the overlay, or paused when there is none. One that played
   * by forced autoplay gives it up (put back in the page, it loads without it): paused, or
   * loaded again without it when no pause can reach it (a host that takes none, or a frame
   * still loading, where a pause would be lost).
   */
  private yieldTo(): void {
    if (this.hasOverlay) this.hide();
    else if (!this.forced) this.pause();
    else {
      this.yielded = true;
      const loaded = this.renderRoot.querySelector('iframe') === this.loadedFrame;
      if (!loaded || !this.pause()) this.reload();
    }
  }

  private post(command: 'play' | 'pause'): boolean {
    const target = this.embed?.type === 'iframe' ? messageTarget(this.embed.src) : undefined;
    const frame = this.renderRoot.querySelector('iframe')?.contentWindow;
    if (!target || !frame) return false;
    frame.postMessage(target.message(command), target.origin);
    return true;
  }

  /** Reveals the player and plays, as pressing the overlay does; other videos stop. */
  show(): void {
    this.reveal(false);
  }

  /**
   * Pauses and returns to the overlay. A player that takes no messages, or that has not loaded
   * yet (a pause would be lost), is removed (it would play on unseen) and loads afresh next time. Without an overlay this only pauses. Either way
   * `ss-video-hide` tells a gallery that paused its autoplay for the video to go on.
   */
  hide(): void {
    if (!this.hasOverlay) {
      this.pause();
      this.emit(new SsVideoHideEvent());
      return;
    }
    if (this.phase === 'overlay') return;
    clearTimeout(this.fadeTimer);
    this.phase = 'overlay';
    const loaded = this.renderRoot.querySelector('iframe') === this.loadedFrame;
    if (!loaded || !this.pause()) this.started = false;
    this.requestUpdate();
    this.emit(new SsVideoHideEvent());
  }

  /** Sends pause to a YouTube or Vimeo player; true if it was sent. */
  pause(): boolean {
    return this.post('pause');
  }

  /** Rebuilds the player (as a mode change does). */
  reload(): void {
    this.rebuild();
    this.requestUpdate();
  }

  private renderEmbed(embed: Embed, overlay: boolean) {
    const autoplay = overlay || (this.autoplays && !this.yielded && !prefersReducedMotion());
    const src = embedAddress(embed.src!, autoplay);
    const name = this.name;
    const title =
      embed.title ??
      named(VIDEO_MESSAGES.player, name ?? text(this.providerName ?? this.blockData?.providerName));
    const aspect = `--a:${100 / (embed.ratio ?? VIDEO_DEFAULT_RATIO)}`;
    // Markup kept tight (hence no prettier): lit keeps a template's whitespace, and it is shipped.
    // prettier-ignore
    if (embed.type === 'object') {
      return html`<object part="embed" data=${src} type=${embed.mime ?? nothing} title=${title}
style=${aspect}></object>`;
    }
    let allow = embed.allow;
    if (autoplay && !/(^|;)\s*autoplay\b/.test(allow ?? '')) {
      allow = allow ? `${allow}; autoplay` : 'autoplay';
    }
    // prettier-ignore
    return html`<iframe part="embed" src=${src} title=${title} allow=${allow ?? nothing}
?allowfullscreen=${embed.allowFullscreen} style=${aspect}
@load=${(event: Event) => (this.loadedFrame = event.target)}></iframe>`;
  }

  override render() {
    const embed = this.embed;
    const invalid = embed?.type === 'invalid';
    const poster = invalid ? undefined : this.poster;
    const overlay = poster !== undefined;
    const player = embed && !invalid && (this.started || !overlay);
    const ratio =
      ratioPercent(this.blockData?.imageAspectRatio) ?? embed?.ratio ?? VIDEO_DEFAULT_RATIO;
    const name = this.name;
    // A player kept, paused, behind its overlay is out of reach: no focus, no name.
    const shown = player && !(overlay && this.phase === 'overlay');
    // prettier-ignore
    return html`<div part="frame" data-mode=${this.mode ?? 'none'} style="padding-bottom:${ratio}%"
><div part="player" role=${shown ? 'group' : nothing} tabindex="-1" ?inert=${player && !shown}
aria-label=${shown ? named(VIDEO_MESSAGES.player, name) : nothing}
>${player ? keyed(this.generation, this.renderEmbed(embed, overlay)) : nothing}</div
>${invalid
      ? html`<p part="error">${VIDEO_MESSAGES.invalidEmbed}</p>`
      : overlay
        ? html`<button part="overlay" type="button" aria-label=${named(VIDEO_MESSAGES.play, name)}
?disabled=${!embed} ?inert=${this.phase === 'fading'} ?hidden=${this.phase === 'player'}
@click=${() => this.reveal(true)}><img part="thumbnail" src=${poster} alt="" loading="lazy" />${playIcon}</button>`
        : nothing}</div><slot hidden @slotchange=${() => this.requestUpdate()}></slot>`;
  }
}

customElements.define('ss-video', SsVideo);

declare global {
  interface HTMLElementTagNameMap {
    'ss-video': SsVideo;
  }
}
