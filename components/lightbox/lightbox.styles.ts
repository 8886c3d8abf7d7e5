import { css } from 'lit';

// One rule a line, unformatted (hence no prettier): this element's budget counts its every byte,
// and leaves no room for the token table, so the shared focus ring (../base/tokens.ts) is copied
// in. Durations come from the element as `--o` (overlay), `--c` (content: the image and caption
// fading in, and out as fast as the overlay while hiding), `--s` (slide) and `--f` (navigation
// fade), none of them set when motion is reduced (a duration that is an unset property is none).
// Every part of the dialog is placed absolutely and hidden until the content is visible (the
// overlay from `overlay-visible`), read from the dialog's class: the host's `data-state` is named
// in no rule here, so that its changes restyle nothing of the host's children (a rule keyed on an
// attribute the host shares, over every child, restyled all its items each time). The padding
// around the image is 100px from a window 800px wide, less on narrower ones. The dialog is a
// popover, in the top layer; it drops every style of the browser's (the popover's size, border,
// margin and background) but its display (a popover not open, closed before it reached the top
// layer, is not shown), and is fixed over the window by itself too, where popovers are not known.
// Its swipes are its own: the browser takes a pinch from it (zooming the image), never a pan (on a
// touch screen, a swipe to the right would go Back and close it).
// prettier-ignore
export const lightboxStyles = css`
:focus-visible{outline:2px solid var(--ss-focus-ring-color,#1a5fd0);outline-offset:2px}
#d{all:unset;display:revert;z-index:var(--ss-lightbox-z-index,10000000);touch-action:pinch-zoom;color:var(--ss-lightbox-color,#fff);overflow:hidden;position:fixed;inset:0}
#d>*,figure{position:absolute}#d>*{opacity:0}
#o,#t,figure{inset:0}
#d.content-visible>*{opacity:1}
#o{background:var(--ss-lightbox-overlay-color,#000);transition:opacity var(--o)}
#t,p{transition:translate var(--s),opacity var(--c)}
[class$=visible] #o{opacity:var(--ss-lightbox-overlay-opacity,.95)}
figure{display:grid;place-items:center;margin:0;padding:var(--ss-lightbox-padding,min(100px,12.5vw));container-type:size}
img{max-width:100%;max-height:100cqh;height:auto;object-fit:contain}
h2,#s{clip-path:inset(50%)}
p{inset:auto 0 0;margin:0;padding:1em;text-align:center;background:var(--ss-lightbox-overlay-color,#000)}
button{all:unset;top:calc(50% - 24px);width:48px;height:48px;text-align:center;font:32px/1 sans-serif;cursor:pointer;transition:opacity var(--f),visibility 0s}
#d :disabled{opacity:0;visibility:hidden;transition-delay:0s,var(--f)}
#x,#n{inset-inline-end:16px}
#x,#c{top:16px}
#p,#c{inset-inline-start:16px}
#c{width:auto;font-size:16px}
`;
