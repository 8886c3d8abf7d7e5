import { deepActiveElement } from './active-element.ts';
/** The default delay before the first focus moves inside, in ms (part 2 §9). */
export const FOCUS_DELAY_MS = 300;

/** Thrown word for word (part 2 §5). */
export const FOCUS_CONTAINMENT_MESSAGE =
  'One (and only one) of container and predicate must be set';

export interface FocusContainmentOptions {
  /** The element focus stays in, its shadow roots and slotted content included. */
  container?: Element;
  /** Which focusable elements of the document (shadow roots included) focus stays among. */
  predicate?: (element: Element) => boolean;
  /**
   * Delay in ms before the first focusable element inside receives focus, when focus is not
   * already inside; default 300 (`FOCUS_DELAY_MS`), which lets an opening animation start first.
   * `false`: no initial focus.
   */
  focusDelay?: number | false;
  /** Whether releasing returns focus to where it was when containment began; default true. */
  restoreFocus?: boolean;
}

const FOCUSABLE =
  'a[href],area[href],button,input,select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

/**
 * Whether `el`, or an element around it as drawn, is inert: its parent, or for slotted content
 * the slot (an inert element of the host's shadow root makes what is slotted under it inert
 * too), and from the top of a shadow root its host.
 */
function inertAround(el: Element): boolean {
  for (let node: Element | null | undefined = el; node;) {
    if ((node as HTMLElement).inert) return true;
    node =
      node.assignedSlot ?? node.parentElement ?? (node.getRootNode() as Partial<ShadowRoot>).host;
  }
  return false;
}

/**
 * Whether Tab can reach `el`: focusable, not disabled (a disabled fieldset's controls too), not
 * inert, and drawn (`visibility: hidden` is not).
 */
function tabbable(el: Element): boolean {
  if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
  if (!el.matches(FOCUSABLE) || el.tabIndex < 0 || el.matches(':disabled')) return false;
  return !inertAround(el) && el.checkVisibility({ visibilityProperty: true });
}

/**
 * The tabbable elements under `root` in tab order (document order; positive `tabindex` is not
 * reordered), descending into open shadow roots and following slots to their assigned nodes.
 */
export function tabbables(root: Element | ShadowRoot | Document): HTMLElement[] {
  const out: HTMLElement[] = [];
  const visit = (node: Element | ShadowRoot | Document) => {
    const assigned =
      node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : [];
    for (const child of Array.from(assigned.length ? assigned : node.children)) {
      if (child instanceof HTMLSlotElement) {
        visit(child);
        continue;
      }
      if (tabbable(child)) out.push(child as HTMLElement);
      if (child.shadowRoot) visit(child.shadowRoot);
      else visit(child);
    }
  };
  if (root instanceof Element && tabbable(root)) out.push(root as HTMLElement);
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
  else visit(root);
  return out;
}

export { deepActiveElement };

/**
 * Keeps keyboard focus among a container's focusable elements (or those a predicate accepts):
 * Tab past the last goes to the first, Shift+Tab before the first goes to the last, and focus
 * arriving outside (a click elsewhere, a script) is brought back to the first. Shadow DOM aware.
 * After `focusDelay` ms (default 300) the first focusable element is focused, unless focus is
 * already inside. Returns the release function (idempotent), which restores the earlier focus.
 *
 * @throws Error 'One (and only one) of container and predicate must be set' when neither or
 * both are given.
 */
export function containFocus(options: FocusContainmentOptions): () => void {
  const { container, predicate } = options;
  if ((container == null) === (predicate == null)) throw new Error(FOCUS_CONTAINMENT_MESSAGE);
  const inside = (el: Element | null): boolean => {
    if (!el) return false;
    if (predicate) return predicate(el);
    for (let node: Node | null = el; node;) {
      if (node === container) return true;
      node =
        node.parentNode instanceof ShadowRoot
          ? node.parentNode.host
          : ((node as Element).assignedSlot ?? node.parentNode);
    }
    return false;
  };
  const list = () => (container ? tabbables(container) : tabbables(document).filter(predicate!));
  const previous = deepActiveElement();

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = list();
    event.preventDefault();
    const from = deepActiveElement();
    const step = event.shiftKey ? -1 : 1;
    let at = items.indexOf(from as HTMLElement);
    if (at < 0) at = event.shiftKey ? 0 : -1;
    // An element the checks above miss that takes no focus (as content slotted into an inert
    // element of a closed shadow root, which no walk sees) is passed over, not tried on every Tab.
    for (let tries = items.length; tries--;) {
      at = (at + step + items.length) % items.length;
      items[at]!.focus();
      if (deepActiveElement() !== from) return;
    }
  };
  const onFocusIn = () => {
    const active = deepActiveElement();
    if (active && !inside(active)) list()[0]?.focus();
  };

  document.addEventListener('keydown', onKey, true);
  document.addEventListener('focusin', onFocusIn, true);
  const delay = options.focusDelay ?? FOCUS_DELAY_MS;
  const timer =
    delay === false
      ? undefined
      : setTimeout(() => {
          if (!inside(deepActiveElement())) list()[0]?.focus();
        }, delay);

  let released = false;
  return () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('focusin', onFocusIn, true);
    if (options.restoreFocus !== false && previous instanceof HTMLElement && previous.isConnected) {
      previous.focus();
    }
  };
}
