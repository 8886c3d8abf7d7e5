/**
 * Locks the page behind `host`: makes everything but `host`'s shadow root inert (the host's own
 * children, its slotted content, then the siblings of the host and of each of its ancestors up
 * to `<body>`, crossing shadow roots to their hosts; elements inert already are left alone) and
 * stops the page scrolling. Returns the function that undoes exactly what was done.
 */
export function lockPage(host: Element): () => void {
  const made: HTMLElement[] = [];
  const inert = (elements: HTMLCollection, keep?: Element) => {
    for (const element of elements as HTMLCollectionOf<HTMLElement>) {
      if (element !== keep && !element.inert) made.push(element);
    }
  };
  inert(host.children);
  for (let node = host; node !== document.body;) {
    const parent = node.parentNode;
    if (!parent || parent === document) break;
    inert(parent.children, node);
    node = parent instanceof ShadowRoot ? parent.host : (parent as Element);
  }
  for (const element of made) element.inert = true;
  const root = document.documentElement.style;
  const overflow = root.overflow;
  root.overflow = 'hidden';
  return () => {
    made.forEach((element) => (element.inert = false));
    root.overflow = overflow;
  };
}

/**
 * The focused element, looking inside open shadow roots; null when there is none (focus on the
 * body, or the page not focused): the opener focus goes back to, else the slide that opened it.
 * (Not `base/active-element.ts`: a module the gallery and its lightbox, loaded on demand, both
 * imported would be a chunk of its own, which costs the gallery more than these lines.)
 */
export function deepActiveElement(): HTMLElement | null {
  let active = document.querySelector(':focus');
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/** A percent-decoded address part; a malformed one is taken as it stands. Null when empty. */
const decoded = (value: string | undefined) => {
  try {
    return value ? decodeURIComponent(value) : null;
  } catch {
    return value!;
  }
};

/** The item id of a `#itemId=<id>` address, or null. */
export const hashItemId = () => decoded(/(?:^#|&)itemId=([^&]*)/.exec(location.hash)?.[1]);

/** The last non-empty segment of the address's path, or null. */
export const lastPathSegment = () => decoded(/([^/]+)\/*$/.exec(location.pathname)?.[1]);
