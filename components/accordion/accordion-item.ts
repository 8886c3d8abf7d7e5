import { html } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import { prefersReducedMotion } from '../base/reduced-motion.ts';
import { accordionItemStyles } from './accordion-item.styles.ts';
import { AccordionItemRequestEvent, SsItemToggleEndEvent, SsItemToggleEvent } from './events.ts';

/** The height animation of an opening or closing item, in milliseconds. */
export const ACCORDION_ANIMATION_MS = 250;

/**
 * One item of an `<ss-accordion>`: a header button that shows or hides its panel.
 *
 * @summary An accordion item: a heading button and the panel it controls.
 *
 * @slot - The panel's content.
 * @slot heading - The header's text; the `heading` attribute is used when this slot is empty.
 *
 * @csspart header - The heading wrapper, with `role="heading"` and the item's level.
 * @csspart button - The button that opens and closes the item.
 * @csspart label - The header text inside the button.
 * @csspart icon - The open/closed indicator.
 * @csspart panel - The region that opens and closes, animated in height.
 * @csspart content - The padding box around the panel's content.
 *
 * @cssprop --ss-accordion-divider - The line under each item. Default `1px solid currentColor`.
 * @cssprop --ss-accordion-header-padding - Padding of the header button. Default `0.75em 0`.
 * @cssprop --ss-accordion-header-font-size - Default `var(--ss-font-size-lg)` (16px).
 * @cssprop --ss-accordion-header-font-weight - Default `var(--ss-font-weight-medium)` (500).
 * @cssprop --ss-accordion-content-padding - Padding around the content. Default `0 0 1em`.
 * @cssprop --ss-accordion-duration - The indicator's turn. Default `var(--ss-duration-250)`.
 * @cssprop --ss-radius-none - The header button's corners (the site's radius token). Default `0px`.
 * @cssprop --ss-font-size-lg - The header's size when `--ss-accordion-header-font-size` is not set (the site's
 * size token). Default `16px`.
 * @cssprop --ss-font-weight-medium - The header's weight when `--ss-accordion-header-font-weight` is not set
 * (the site's weight token). Default `500`.
 * @cssprop --ss-duration-250 - The indicator's turn when `--ss-accordion-duration` is not set (the site's
 * duration token). Default `250ms`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 *
 * @fires {SsItemToggleEvent} ss-item-toggle - A visitor opened or closed the item, or `toggleAsVisitor()` did (not
 * fired for `open` set in code). `detail: { index, open }`.
 * @fires {SsItemToggleEndEvent} ss-item-toggle-end - The item finished opening or closing, by any cause (after
 * 250 ms, or at once when it changes without the animation: reduced motion, or its accordion opening the
 * first item or keeping only one open). Not fired for the state it starts in. `detail: { index, open }`.
 */
export class SsAccordionItem extends SsElement {
  static override styles = accordionItemStyles;

  /**
   * True while the height animation runs; clicks are ignored meanwhile.
   * @readonly
   */
  @state() animating = false;

  /** Whether the panel is shown. Changing it animates the height unless motion is reduced. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Header text, used when nothing is slotted into `heading`. */
  @property() heading = '';

  /** The level of the header in the page outline, 1 to 6. */
  @property({
    attribute: 'heading-level',
    // Removed, it is the default again (not null, which no heading level is).
    converter: (value) => (value === null ? 3 : Number(value)),
  })
  headingLevel = 3;

  /** A disabled item cannot be opened or closed by the visitor. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /**
   * Position among the accordion's items, set by the accordion; 0 when standalone.
   * @readonly
   */
  index = 0;

  private endTimer: ReturnType<typeof setTimeout> | undefined;

  private get panel(): HTMLElement | null | undefined {
    return this.shadowRoot?.querySelector('#panel');
  }
  private skipAnimation = false;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.endTimer !== undefined) this.finishAnimation();
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('headingLevel')) {
      const level = this.headingLevel;
      if (!Number.isInteger(level) || level < 1 || level > 6) {
        throw new Error(`<ss-accordion-item> heading-level must be 1 to 6; got "${level}".`);
      }
    }
    // Asked for this update only: set and set back before it, it is not kept for a later one.
    const skip = this.skipAnimation;
    this.skipAnimation = false;
    if (this.toggled(changed)) {
      const animate = !skip && this.isConnected && !prefersReducedMotion();
      if (animate) {
        this.animating = true;
      } else {
        this.clearAnimation();
        this.animating = false;
      }
    }
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (!this.toggled(changed)) return;
    // Its accordion closes the others when only one may be open. (Built apart from the dispatch:
    // an internal event, kept out of the manifest's events.)
    if (this.open) {
      const opened = new Event('ss-accordion-item-open', { bubbles: true });
      this.dispatchEvent(opened);
    } else if (this.matches(':focus-within')) {
      // Focus in the closing panel (now inert or hidden) would drop to the page: the header takes it.
      this.focus();
    }
    if (this.animating) this.startAnimation();
    else this.emit(new SsItemToggleEndEvent({ index: this.index, open: this.open }));
  }

  /**
   * Whether `open` changed in this update: not on the first one, and not when it was set and set
   * back before the update (opened and closed in one go, nothing moves).
   */
  private toggled(changed: Map<PropertyKey, unknown>): boolean {
    const before = changed.get('open');
    return changed.has('open') && before !== undefined && before !== this.open;
  }

  /** Sets `open` without the height animation (for the initial state). */
  setOpenImmediately(open: boolean): void {
    if (open === this.open) return;
    this.skipAnimation = true;
    this.open = open;
  }

  /** Opens or closes the item on a visitor's behalf, announcing it with `ss-item-toggle`. */
  toggleAsVisitor(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    this.emit(new SsItemToggleEvent({ index: this.index, open }));
  }

  override focus(options?: FocusOptions): void {
    const button = this.shadowRoot?.querySelector('button');
    if (button) button.focus(options);
    else super.focus(options);
  }

  private startAnimation(): void {
    const panel = this.panel;
    if (!panel) return;
    const midway = this.endTimer !== undefined;
    const current = panel.getBoundingClientRect().height;
    this.clearAnimation();
    const from = midway ? current : this.open ? 0 : current;
    panel.style.height = `${from}px`;
    // Clipped while its height moves only: open, a focus ring at its edge shows whole.
    panel.style.overflow = 'hidden';
    panel.getBoundingClientRect();
    panel.style.transition = `height ${ACCORDION_ANIMATION_MS}ms ease`;
    panel.style.height = `${this.open ? panel.scrollHeight : 0}px`;
    this.endTimer = setTimeout(() => this.finishAnimation(), ACCORDION_ANIMATION_MS);
  }

  private clearAnimation(): void {
    clearTimeout(this.endTimer);
    this.endTimer = undefined;
    this.panel?.style.removeProperty('height');
    this.panel?.style.removeProperty('transition');
    this.panel?.style.removeProperty('overflow');
  }

  private finishAnimation(): void {
    this.clearAnimation();
    this.animating = false;
    this.emit(new SsItemToggleEndEvent({ index: this.index, open: this.open }));
  }

  private onActivate(): void {
    if (this.disabled) return;
    const handled = !this.emit(new AccordionItemRequestEvent());
    // Outside an accordion an item opens and closes on its own, with the same guard.
    if (!handled && !this.animating) this.toggleAsVisitor(!this.open);
  }

  override render() {
    return html`
      <div part="header" role="heading" aria-level=${this.headingLevel}>
        <button
          part="button"
          id="button"
          type="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="panel"
          ?disabled=${this.disabled}
          @click=${this.onActivate}
        >
          <span part="label"><slot name="heading">${this.heading}</slot></span>
          <span part="icon" aria-hidden="true"></span>
        </button>
      </div>
      <div
        part="panel"
        id="panel"
        role="region"
        aria-labelledby="button"
        ?hidden=${!this.open && !this.animating}
        ?inert=${!this.open && this.animating}
      >
        <div part="content"><slot></slot></div>
      </div>
    `;
  }
}

customElements.define('ss-accordion-item', SsAccordionItem);

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion-item': SsAccordionItem;
  }
}
