export * from './messages.ts';
export * from './cart.ts';
