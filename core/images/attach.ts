/**
 * Waiting for a node to be attached (spec part 1 §9): looked at once at once, then after each of
 * up to 100 waits of 10 ms, so the loader gives up 1,000 ms after it started.
 */
import { ATTACH_INTERVAL_MS, ATTACH_TRIES } from './constants.ts';

export interface AttachOptions {
  tries?: number;
  intervalMs?: number;
}

/** Resolves true once `node` is in a document, or false after the last try. */
export function waitForAttachment(
  node: Node,
  { tries = ATTACH_TRIES, intervalMs = ATTACH_INTERVAL_MS }: AttachOptions = {},
): Promise<boolean> {
  if (node.isConnected) return Promise.resolve(true);
  return new Promise((resolve) => {
    let tried = 0;
    const look = () => {
      tried += 1;
      if (node.isConnected) resolve(true);
      else if (tried >= tries) resolve(false);
      else setTimeout(look, intervalMs);
    };
    setTimeout(look, intervalMs);
  });
}
