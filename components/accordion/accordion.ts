import { html } from 'lit';
import { property } from 'lit/decorators.js';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import { dataFlag } from '../base/converters.ts';
import { accordionStyles } from './accordion.styles.ts';
import { SsAccordionItem } from './accordion-item.ts';
import type { AccordionItemRequestEvent } from './events.ts';

export { SsAccordionItem, ACCORDION_ANIMATION_MS } from './accordion-item.ts';
export * from './events.ts';

const FOCUS_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Items that open and close, following the WAI-ARIA accordion pattern: each header is a button
 * with `aria-expanded` and `aria-controls`, each panel a region labelled by its header. Enter
 * and Space toggle an item; Arrow Down and Arrow Up move between headers (wrapping at the
 * ends), Home and End jump to the first and last.
 *
 * Opening or closing animates the panel's height for 250 ms; clicks while any item animates
 * are ignored. Without multiple-open, opening an item closes the others. With reduced motion
 * the change is immediate.
 *
 * @summary Expandable and collapsible items, one or several open at a time.
 *
 * @slot - The `<ss-accordion-item>` elements.
 *
 * @fires {SsItemToggleEvent} ss-item-toggle - A visitor opened or closed an item, an item their opening closed
 * included (not fired for `openItem()`, `closeItem()`, `toggleItem()` or `open` set in code).
 * `detail: { index, open }`; the event's target is the item.
 * @fires {SsItemToggleEndEvent} ss-item-toggle-end - An item finished opening or closing, by any cause.
 * `detail: { index, open }`; the event's target is the item.
 */
export class SsAccordion extends SsElement {
  static override styles = accordionStyles;

  /** Lets several items be open at once; otherwise opening one closes the others. */
  @property({ attribute: 'data-should-allow-multiple-open-items', converter: dataFlag })
  shouldAllowMultipleOpenItems = false;

  /**
   * Opens the first item when the accordion first shows its items, whatever markup opened too
   * (without multiple-open, the first is then the one open).
   */
  @property({ attribute: 'data-is-expanded-first-item', converter: dataFlag })
  isExpandedFirstItem = false;

  private itemsSeen = false;
  /** The item with focus, and where it was: focus goes to its place should it be taken away. */
  private focused: [SsAccordionItem, number] | undefined;

  constructor() {
    super();
    this.addEventListener('ss-accordion-item-request', this.onItemRequest);
    this.addEventListener('ss-accordion-item-open', this.onItemOpen);
    this.addEventListener('keydown', this.onKeyDown);
    this.addEventListener('focusin', (event) => {
      const items = this.items;
      const at = items.findIndex((item) => item.contains(event.target as Node));
      this.focused = at < 0 ? undefined : [items[at]!, at];
    });
    // Focus gone elsewhere, the item still in place: nothing to give back later. (Seen from the
    // accordion's own tree: in a shadow root, the document's focus is the outer host.)
    this.addEventListener('focusout', () =>
      queueMicrotask(() => {
        const root = this.getRootNode() as Document | ShadowRoot;
        if (this.focused?.[0].isConnected && !this.contains(root.activeElement))
          this.focused = undefined;
      }),
    );
  }

  /** The accordion's items, in document order. */
  get items(): SsAccordionItem[] {
    return [...this.children].filter(
      (child): child is SsAccordionItem => child instanceof SsAccordionItem,
    );
  }

  /** True while any item's height animation runs. */
  get animating(): boolean {
    return this.items.some((item) => item.animating);
  }

  /** Opens the item at `index` (closing the others unless multiple-open). False if refused. */
  openItem(index: number): boolean {
    return this.setItemOpen(index, true, false);
  }

  /** Closes the item at `index`. False if refused. */
  closeItem(index: number): boolean {
    return this.setItemOpen(index, false, false);
  }

  /** Toggles the item at `index`. False if refused. */
  toggleItem(index: number): boolean {
    const item = this.items[index];
    return item !== undefined && this.setItemOpen(index, !item.open, false);
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('shouldAllowMultipleOpenItems') && !this.shouldAllowMultipleOpenItems) {
      this.keepOnlyFirstOpen();
    }
  }

  private setItemOpen(index: number, open: boolean, byVisitor: boolean): boolean {
    const items = this.items;
    const item = items[index];
    if (item === undefined || this.animating) return false;
    if (item.open === open) return true;
    // A visitor's opening closes the others on their behalf too, each told (ss-item-toggle).
    if (open && !this.shouldAllowMultipleOpenItems) {
      for (const other of items) {
        if (other === item || !other.open) continue;
        if (byVisitor) other.toggleAsVisitor(false);
        else other.open = false;
      }
    }
    if (byVisitor) item.toggleAsVisitor(open);
    else item.open = open;
    return true;
  }

  private readonly onItemRequest = (event: AccordionItemRequestEvent): void => {
    const item = event.target;
    if (!(item instanceof SsAccordionItem) || item.parentElement !== this) return;
    event.preventDefault();
    this.setItemOpen(this.items.indexOf(item), !item.open, true);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (!FOCUS_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    // Only a header button moves focus: arrows inside a panel's content keep their own meaning.
    const origin = event.composedPath()[0];
    if (!(origin instanceof HTMLElement) || origin.getAttribute('part') !== 'button') return;
    const current = (origin.getRootNode() as ShadowRoot).host;
    if (!(current instanceof SsAccordionItem) || current.parentElement !== this) return;
    // The headers a visitor can reach: not disabled, not hidden (laid out).
    const headers = this.items.filter((item) => !item.disabled && item.getClientRects().length);
    const position = headers.indexOf(current);
    const last = headers.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowDown'
            ? position === last
              ? 0
              : position + 1
            : position === 0
              ? last
              : position - 1;
    event.preventDefault();
    headers[target]?.focus();
  };

  private onSlotChange(): void {
    const items = this.items;
    items.forEach((item, index) => (item.index = index));
    const [focused, at] = this.focused ?? [];
    // The focused item was taken away: focus goes to the one now in its place. (Focus taken away
    // falls to the page's body, the accordion in a shadow root too.)
    if (focused && !focused.isConnected && document.activeElement === document.body) {
      items[Math.min(at!, items.length - 1)]?.focus({ preventScroll: true });
    }
    if (!this.itemsSeen && items.length) {
      this.itemsSeen = true;
      // The first opens whatever markup opened too (without multiple-open, it stays the one).
      if (this.isExpandedFirstItem) items[0]?.setOpenImmediately(true);
    }
    // Items added open, without multiple-open, leave the first open one alone.
    this.keepOnlyFirstOpen();
  }

  /** An item opened (by code, as by the visitor): without multiple-open, the others close. */
  private readonly onItemOpen = (event: Event): void => {
    const item = event.target;
    if (this.shouldAllowMultipleOpenItems || !(item instanceof SsAccordionItem)) return;
    if (item.parentElement !== this) return;
    for (const other of this.items) if (other !== item && other.open) other.open = false;
  };

  /** Without multiple-open, markup that opens several items keeps the first open one. */
  private keepOnlyFirstOpen(): void {
    if (this.shouldAllowMultipleOpenItems) return;
    let kept = false;
    for (const item of this.items) {
      if (!item.open) continue;
      if (kept) item.setOpenImmediately(false);
      kept = true;
    }
  }

  override render() {
    return html`<slot @slotchange=${this.onSlotChange}></slot>`;
  }
}

customElements.define('ss-accordion', SsAccordion);

declare global {
  interface HTMLElementTagNameMap {
    'ss-accordion': SsAccordion;
  }
}
