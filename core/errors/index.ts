export * from './constants.ts';
export * from './details.ts';
export * from './messages.ts';
export * from './page-reporter.ts';
export * from './reporter.ts';
export type * from './types.ts';
