export { debounce } from './debounce.ts';
export type { Debounced } from './debounce.ts';
export { throttle } from './throttle.ts';
export type { Throttled } from './throttle.ts';
export {
  ADAPTIVE_THROTTLE_FACTOR,
  ADAPTIVE_THROTTLE_HISTORY,
  adaptiveThrottle,
} from './adaptive-throttle.ts';
export type { AdaptiveThrottleOptions, AdaptiveThrottled } from './adaptive-throttle.ts';
export { defaultClock } from './clock.ts';
export type { Clock } from './clock.ts';
