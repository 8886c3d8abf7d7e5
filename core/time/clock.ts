/** Reads a time in milliseconds; only differences between readings matter. */
export type Clock = () => number;

/**
 * performance.now where the runtime has it (monotonic), else Date.now. Looked up on every
 * reading, so importing touches no global and fake timers installed later are honoured.
 */
export const defaultClock: Clock = () =>
  typeof globalThis.performance?.now === 'function' ? globalThis.performance.now() : Date.now();
