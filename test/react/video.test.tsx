import { expect } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { Video } from '../../react/index.ts';
import type { SsVideo } from '../../components/video/video.ts';

/** The player the tests embed, with its thumbnail and title. */
const CLIP = {
  html: '<iframe src="/test/components/video/player-stub.html" width="640" height="360" title="Clip"></iframe>',
  thumbnail: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  videoTitle: 'Clip',
};

describe('React <Video>', () => {
  const stage = useReactRoot();

  it('passes the embed as a property and maps ss-video-play to onVideoPlay', async () => {
    const played: string[] = [];
    stage.render(<Video {...CLIP} onVideoPlay={(event: Event) => played.push(event.type)} />);
    const video = stage.container.querySelector('ss-video') as SsVideo;
    await video.updateComplete;
    expect(video.embed!.type).to.equal('iframe');
    video.shadowRoot!.querySelector<HTMLButtonElement>('[part~="overlay"]')!.click();
    expect(played).to.deep.equal(['ss-video-play']);
  });

  it('maps ss-video-hide, the return to the overlay, to onVideoHide', async () => {
    const heard: string[] = [];
    stage.render(
      <Video
        {...CLIP}
        onVideoPlay={(event: Event) => heard.push(event.type)}
        onVideoHide={(event: Event) => heard.push(event.type)}
      />,
    );
    const video = stage.container.querySelector('ss-video') as SsVideo;
    await video.updateComplete;
    video.show();
    video.hide();
    expect(heard).to.deep.equal(['ss-video-play', 'ss-video-hide']);
  });
});
