import { MAX_STACK_LENGTH, STACK_TRUNCATION_NOTE } from './constants.ts';

/** What is known about one error, before it becomes an entry. */
export interface ErrorDetails {
  message: string;
  stack: string;
  file: string;
  line: number | null;
  column: number | null;
}

/**
 * A stack over 5000 characters is cut to 5000 and the note appended; a character of two code
 * units (an emoji) that the cut would split goes whole.
 */
export function truncateStack(stack: string): string {
  if (stack.length <= MAX_STACK_LENGTH) return stack;
  const split = /[\uD800-\uDBFF]/.test(stack[MAX_STACK_LENGTH - 1]!);
  return stack.slice(0, MAX_STACK_LENGTH - +split) + STACK_TRUNCATION_NOTE;
}

/**
 * A line that ends in `file:line:column` (a closing parenthesis and spaces may follow). The file
 * may hold an `@` (`/npm/lit@3.1.0/`, `/@fs/`): a `name@` before it is taken off first.
 */
const FRAME = /([^\s(]+):(\d+):(\d+)\)?\s*$/;
/** A frame's line in Chromium's form: `at …`. */
const AT_LINE = /^\s*at\s/;

/**
 * The file, line and column of a stack's first frame: the first `at …` line of a Chromium
 * stack, else the first `name@…` line (Firefox and Safari); never the message's own line, even
 * one that ends like a frame (`closed at 10:30:45`, `sent to a@b.c:1:2`).
 */
export function firstFrame(stack: string): Pick<ErrorDetails, 'file' | 'line' | 'column'> {
  const lines = stack.split('\n');
  const chromium = lines.some((line) => AT_LINE.test(line));
  for (const line of lines) {
    const at = line.indexOf('@');
    const frame = chromium ? AT_LINE.test(line) : at >= 0;
    const match = frame && FRAME.exec(chromium ? line : line.slice(at + 1));
    if (match) return { file: match[1]!, line: +match[2]!, column: +match[3]! };
  }
  return { file: '', line: null, column: null };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Any value as text; one that has no way to become text (no prototype) by its kind. */
function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Details of anything thrown or passed to `report`: an Error, a message, or any value. */
export function detailsOf(error: unknown): ErrorDetails {
  const errorLike = error !== null && typeof error === 'object' && 'message' in error;
  const stack = errorLike ? asText((error as { stack?: unknown }).stack) : '';
  return { message: textOf(errorLike ? error.message : error), stack, ...firstFrame(stack) };
}

const position = (value: number): number | null => (value > 0 ? value : null);

/** Details of a window 'error' event: the event knows the file and position best. */
export function detailsOfErrorEvent(event: ErrorEvent): ErrorDetails {
  const found = detailsOf(event.error instanceof Error ? event.error : asText(event.message));
  return {
    ...found,
    file: asText(event.filename) || found.file,
    line: position(event.lineno) ?? found.line,
    column: position(event.colno) ?? found.column,
  };
}

/**
 * Noise every site sees and no one can act on: the browser's ResizeObserver loop notices, and
 * cross-origin script errors, which the browser reduces to 'Script error.' with no file.
 */
export const isIgnored = ({ message, file }: ErrorDetails): boolean =>
  message.includes('ResizeObserver loop') || (/^Script error\.?$/.test(message.trim()) && !file);

/** Errors with the same message, file, position and stack count once per page. */
export const duplicateKey = (details: ErrorDetails): string =>
  JSON.stringify([details.message, details.file, details.line, details.column, details.stack]);
