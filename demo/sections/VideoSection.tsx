import { Video } from '../../react/index.ts';

/** The demo's player, served by the demo itself. */
export const VIDEO_EMBED =
  '<iframe src="/player.html" width="640" height="360" title="Demo video" allowfullscreen></iframe>';

/** Two video blocks: the thumbnail overlay first, one playing at a time. */
export function VideoSection() {
  return (
    <section className="demo" aria-labelledby="video-title">
      <h2 id="video-title">Video</h2>
      <ss-video
        id="video-one"
        data-html={VIDEO_EMBED}
        data-provider-name="Demo"
        video-title="Harbour at dawn"
      >
        <img data-src="/images/photo-1.svg" alt="" />
      </ss-video>
      <h3>The same through the React wrapper, in fill mode</h3>
      <Video
        id="video-two"
        html={VIDEO_EMBED}
        mode="fill"
        videoTitle="Sunset over the dunes"
        thumbnail="/images/photo-4.svg"
      />
    </section>
  );
}
