export * from './messages.ts';
export * from './designs.ts';
export * from './transitions.ts';
export * from './indexing.ts';
export * from './engine.ts';
export * from './autoplay.ts';
export * from './keyboard.ts';
export * from './history.ts';
