const US_ZIP = /^[0-9]{5}$/;

/** A US zip code is exactly 5 digits (part 1 §5): no ZIP+4, no spaces, ASCII digits only. */
export function isUsZip(value: string): boolean {
  return US_ZIP.test(value);
}
