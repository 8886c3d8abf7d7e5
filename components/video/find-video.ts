import type { SsVideo } from './video.ts';
import { VIDEO_MESSAGES } from './messages.ts';

/**
 * The working `<ss-video>` inside a video slide or block, for a gallery to show and hide. Logs
 * 'VideoLoader not found' and gives undefined when there is none, or when `<ss-video>` is not
 * registered (its module was not loaded). Importing this does not load the element.
 */
export function findVideo(root: ParentNode): SsVideo | undefined {
  const element = root.querySelector('ss-video');
  const definition = globalThis.customElements?.get('ss-video');
  if (element && definition && element instanceof definition) return element as SsVideo;
  console.error(VIDEO_MESSAGES.loaderNotFound);
  return undefined;
}
