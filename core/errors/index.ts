export * from './constants.ts';
export * from './delivery.ts';
export * from './details.ts';
export * from './messages.ts';
export * from './page-reporter.ts';
export * from './queue.ts';
export * from './reporter.ts';
export * from './start.ts';
export type * from './types.ts';
