export interface SlideAddressing {
  id?: string | null;
  url?: string | null;
}

/**
 * The identifier a slide is written into the address with: its url attribute where the browser
 * supports history state, else its id (part 2 §2).
 */
export function slideIdentifier(
  slide: SlideAddressing,
  historySupported: boolean,
): string | undefined {
  const value = historySupported ? slide.url || slide.id : slide.id;
  return value || undefined;
}

/** The address of a slide: the collection's full URL, ending with a slash, plus the identifier. */
export function slideAddress(collectionUrl: string, identifier: string): string {
  const base = collectionUrl.endsWith('/') ? collectionUrl : `${collectionUrl}/`;
  return `${base}${encodeURIComponent(identifier)}`;
}

/** The identifier an address holds after the collection's path, or undefined. */
export function identifierFromAddress(
  pathname: string,
  collectionPath: string,
): string | undefined {
  const base = collectionPath.endsWith('/') ? collectionPath : `${collectionPath}/`;
  if (!pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  if (!rest || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/** The index of the slide whose id or url matches `identifier`, or -1. */
export function slideMatching(slides: readonly SlideAddressing[], identifier: string): number {
  return slides.findIndex((slide) => slide.id === identifier || slide.url === identifier);
}
