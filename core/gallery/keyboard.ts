/** The arrow keys a gallery answers by default (part 2 §9: left 37, right 39). */
export const GALLERY_KEYS = { previous: 'ArrowLeft', next: 'ArrowRight' } as const;
export const GALLERY_KEY_CODES = { previous: 37, next: 39 } as const;
/** The same as a gallery's `keys`: previous then next, apart by a space. */
export const DEFAULT_GALLERY_KEYS = 'ArrowLeft ArrowRight';

/**
 * The move a key makes in a gallery whose keys are `keys`: two `KeyboardEvent.key` names apart by
 * spaces, previous then next (`ArrowUp ArrowDown`); none given (an attribute taken away, a prop
 * left undefined), the default ones. Any other key makes none. In a right-to-left gallery the
 * left and right arrows swap, as its slides run leftwards.
 */
export function keyMove(
  keys: string | null | undefined,
  event: KeyboardEvent,
  rtl?: boolean,
): 'previous' | 'next' | undefined {
  let key = event.key;
  // Right to left, the left arrow points forwards: it does what the right one does, and back.
  if (rtl) key = key === 'ArrowLeft' ? 'ArrowRight' : key === 'ArrowRight' ? 'ArrowLeft' : key;
  // Keys given as anything but text (a list) name no key, rather than fail every key press.
  const at = `${keys ?? DEFAULT_GALLERY_KEYS}`.trim().split(/\s+/).indexOf(key);
  return (['previous', 'next'] as const)[at];
}

export interface ArrowContext {
  inMotion: boolean;
  /** What has focus on the page (the deepest active element). */
  activeElement: Element | null;
  /** Whether any part of the gallery is in the viewport. */
  inViewport: boolean;
  /** Autoplay is on: the keyboard is off. */
  autoplayOn: boolean;
}

/**
 * An element where arrows edit text or choose a value: a text field, a select, a range or a
 * radio button (arrows move its value or its choice), or one in the role of these.
 */
export function isEditable(element: Element | null): boolean {
  if (!element) return false;
  // An SVG element has no isContentEditable: undefined, so not editable.
  if ((element as HTMLElement).isContentEditable || element.matches('textarea,select')) return true;
  if (element instanceof HTMLInputElement) {
    return !/^(button|checkbox|submit|reset|image|color|file)$/.test(element.type);
  }
  return /^(textbox|slider|spinbutton|radio)$/.test(element.getAttribute('role') ?? '');
}

/**
 * Whether an arrow key moves the gallery: not while it is in motion, not while an editable field
 * has focus, not while it is outside the viewport, and not while autoplay is on.
 */
export function arrowMovesGallery(context: ArrowContext): boolean {
  return (
    !context.inMotion &&
    !isEditable(context.activeElement) &&
    context.inViewport &&
    !context.autoplayOn
  );
}
