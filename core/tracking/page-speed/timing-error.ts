/**
 * The timing error text (part 2 §8), apart from ./messages.ts so the code imported once page
 * speed runs shares no module with what loads with the page.
 */
export const timingError = (detail: string): string => `RUM timing error: ${detail}`;
