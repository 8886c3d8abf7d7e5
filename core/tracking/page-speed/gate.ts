export { defaultCanTrack } from '../consent-gate.ts';
