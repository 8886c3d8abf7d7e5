/** Every element of ss-elements, registered on import. Import one entry to pay for one element. */
export * from './components/accordion/accordion.ts';
export * from './components/cookie-banner/cookie-banner.ts';
export * from './components/form/form.ts';
export * from './components/gallery/gallery.ts';
export * from './components/gallery-controls/gallery-controls.ts';
export * from './components/lightbox/lightbox.ts';
export * from './components/video/video.ts';
// Fired by code that loads on demand and declared there; as values, here too.
export { SsClickThroughEvent } from './components/gallery/click-through.ts';
export { SsScrollEndEvent } from './components/gallery/designs/stacked-host.ts';
export { RESIZE_DEBOUNCE_MS } from './components/gallery/designs/relayout.ts';
