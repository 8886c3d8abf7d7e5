export * from './constants.ts';
export * from './positive-integer.ts';
export * from './session.ts';
export * from './visitor-record.ts';
export * from './visitor-id.ts';
export * from './record-visit.ts';
