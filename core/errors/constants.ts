/** The error reporter's numbers (part 1 §9, CLARIFICATIONS "Tracking and errors"). */
export const ERROR_DEBOUNCE_MS = 1000;
/** Reporting stops for the page after this many sends. */
export const MAX_ERROR_SENDS = 20;
/** Entries waiting for a send; later ones are dropped until the queue is sent. */
export const MAX_QUEUED_ERRORS = 10;
export const MAX_STACK_LENGTH = 5000;
/** Appended to a stack cut at MAX_STACK_LENGTH characters (U+2026 then a space). */
export const STACK_TRUNCATION_NOTE = '\u2026 [truncated]';
/** The app name used when none is given. */
export const UNKNOWN_APP = 'unknown';
