export * from './url-guard.ts';
export * from './same-origin.ts';
export * from './cookies.ts';
