import { expect } from '@open-wc/testing';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Video } from '../../react/index.ts';
import type { SsVideo } from '../../components/video/video.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('React <Video>', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('passes the embed as a property and maps ss-video-play to onVideoPlay', async () => {
    const played: string[] = [];
    act(() =>
      root.render(
        <Video
          html='<iframe src="/test/components/video/player-stub.html" width="640" height="360" title="Clip"></iframe>'
          thumbnail="data:image/gif;base64,R0lGODlhAQABAAAAACw="
          videoTitle="Clip"
          onVideoPlay={(event: Event) => played.push(event.type)}
        />,
      ),
    );
    const video = container.querySelector('ss-video') as SsVideo;
    await video.updateComplete;
    expect(video.embed!.type).to.equal('iframe');
    video.shadowRoot!.querySelector<HTMLButtonElement>('[part~="overlay"]')!.click();
    expect(played).to.deep.equal(['ss-video-play']);
  });
});
