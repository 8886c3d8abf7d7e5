import type { SsVideoPlayEvent } from '../../components/video/events.ts';
import { Video } from '../../react/index.ts';
import { DEFAULT_VIDEO_SETTINGS, VIDEO_BLOCK_ID, type VideoSettings } from '../blocks.ts';
import { recordWidgetEvent } from '../widget-events.ts';
import { useBlockSettings } from './block-settings.tsx';

/** The demo's player, served by the demo itself. */
export const VIDEO_EMBED =
  '<iframe src="/player.html" width="640" height="360" title="Demo video" allowfullscreen></iframe>';

/**
 * A visitor's plays and the returns to the overlay are recorded (with consent, not for the
 * site's owners).
 */
const onVideo = (event: SsVideoPlayEvent) =>
  void recordWidgetEvent(event.type.slice(3).replace('-', '_'), {
    video: (event.target as HTMLElement).id,
  });

/**
 * Video blocks: the thumbnail overlay first, one playing at a time, in each layout mode (none,
 * fill, fit), and a block whose embed is not a video. The first block is as its owner set it up.
 */
export function VideoSection() {
  const { settings } = useBlockSettings<VideoSettings>(VIDEO_BLOCK_ID, DEFAULT_VIDEO_SETTINGS);
  if (!settings) return <section className="demo" aria-busy="true" />;
  return (
    <section className="demo" aria-labelledby="video-title">
      <h2 id="video-title">Video</h2>
      <ss-video
        id={VIDEO_BLOCK_ID}
        data-html={VIDEO_EMBED}
        data-provider-name="Demo"
        video-title="Harbour at dawn"
        mode={settings.mode}
        autoplay={settings.autoplay || undefined}
      >
        {settings.thumbnail && <img data-src="/images/photo-1.svg" alt="" />}
      </ss-video>
      <h3>The same through the React wrapper, in fill mode</h3>
      <Video
        id="video-two"
        html={VIDEO_EMBED}
        mode="fill"
        videoTitle="Sunset over the dunes"
        thumbnail="/images/photo-4.svg"
        onVideoPlay={onVideo}
        onVideoHide={onVideo}
      />
      <h3>In fit mode, in a square block: the whole player, bands above and below</h3>
      <Video
        id="video-three"
        style={{ maxWidth: 360 }}
        html={VIDEO_EMBED}
        mode="fit"
        blockData={{ imageAspectRatio: '1:1' }}
        videoTitle="Boats in the bay"
        thumbnail="/images/photo-2.svg"
        onVideoPlay={onVideo}
        onVideoHide={onVideo}
      />
      <h3>A block whose embed is not a video</h3>
      <Video id="video-invalid" html="<p>Not a player</p>" videoTitle="Broken embed" />
    </section>
  );
}
