export * from './client.ts';
export * from './encode.ts';
export * from './events.ts';
export * from './messages.ts';
export type * from './result.ts';
