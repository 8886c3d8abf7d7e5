import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  SsVideo,
  SsVideoHideEvent,
  SsVideoPlayEvent,
  VIDEO_DEFAULT_RATIO,
  VIDEO_FADE_MS,
  VIDEO_MESSAGES,
  VIDEO_MODES,
  findVideo,
} from '../../../components/video/video.ts';

/*
 * No test reaches the network: this page refuses every frame but its own origin (a CSP set
 * before any video renders), so YouTube and Vimeo players are blocked before their request is
 * made (one test checks it), while their addresses and the messages sent to them are asserted.
 * Frames that must load use this test server's own addresses.
 */
const violations: string[] = [];
before(() => {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "frame-src 'self'";
  document.head.append(meta);
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(event.blockedURI),
  );
});

const YOUTUBE =
  '<iframe width="640" height="360" src="https://www.youtube.com/embed/abc?feature=oembed" title="Big Buck Bunny" allow="accelerometer; autoplay; encrypted-media" allowfullscreen></iframe>';
const VIMEO =
  '<iframe src="https://player.vimeo.com/video/76979871?h=9" allow="fullscreen"></iframe>';
const NOCOOKIE = '<iframe src="https://www.youtube-nocookie.com/embed/xyz"></iframe>';
/** A player on this test server: loads locally, takes no messages. */
const LOCAL = '<iframe src="/test/components/video/player-stub.html?t=1"></iframe>';
const local = (query: string) =>
  new URL(`/test/components/video/player-stub.html?${query}`, location.href).href;
const POSTER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='9'%3E%3Crect width='16' height='9' fill='%23888'/%3E%3C/svg%3E";

const part = <T extends HTMLElement = HTMLElement>(element: SsVideo, name: string) =>
  element.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
const overlay = (element: SsVideo) => part<HTMLButtonElement>(element, 'overlay')!;
const frame = (element: SsVideo) => part<HTMLIFrameElement>(element, 'embed');
// Booleans and part names, not elements: a failed assertion on an element stalls the runner.
const has = (element: SsVideo, name: string) => part(element, name) !== null;
const focused = (element: SsVideo) =>
  element.shadowRoot!.activeElement?.getAttribute('part') ?? null;

/** A video block as the platform writes it: embed HTML, provider and a thumbnail image. */
const block = (embed: string, provider = 'YouTube', extra = html``) =>
  fixture<SsVideo>(html`
    <ss-video data-html=${embed} data-provider-name=${provider}>
      <img data-src=${POSTER} alt="" />${extra}
    </ss-video>
  `);

/**
 * Replaces the player's window with a spy, as the player's own window cannot be reached, and
 * has its frame report that it loaded (the host's page is in it, taking messages).
 */
function spyOnPlayer(element: SsVideo): sinon.SinonSpy {
  const postMessage = sinon.spy();
  Object.defineProperty(frame(element)!, 'contentWindow', { value: { postMessage } });
  frame(element)!.dispatchEvent(new Event('load'));
  return postMessage;
}

async function play(element: SsVideo): Promise<void> {
  overlay(element).click();
  await element.updateComplete;
}

/** Two videos with thumbnails side by side, set up: the first's embed, then the second's. */
async function twoVideos(first: string, second: string): Promise<[SsVideo, SsVideo]> {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <ss-video data-html=${first} thumbnail=${POSTER}></ss-video>
      <ss-video data-html=${second} thumbnail=${POSTER}></ss-video>
    </div>
  `);
  const videos = [...wrapper.querySelectorAll('ss-video')] as [SsVideo, SsVideo];
  await Promise.all(videos.map((video) => video.updateComplete));
  return videos;
}

/** A video that autoplays (no overlay) with `embed`, beside a YouTube video with one; set up. */
async function forcedBeside(embed: string): Promise<[SsVideo, SsVideo]> {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <ss-video data-html=${embed} autoplay></ss-video>
      <ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video>
    </div>
  `);
  const videos = [...wrapper.querySelectorAll('ss-video')] as [SsVideo, SsVideo];
  await Promise.all(videos.map((video) => video.updateComplete));
  return videos;
}

/** The first of two videos played, then paused behind its overlay as the second starts. */
async function pausedBehindOverlay(): Promise<[SsVideo, SsVideo]> {
  const [first, second] = await twoVideos(YOUTUBE, VIMEO);
  await play(first);
  spyOnPlayer(first);
  await play(second);
  await first.updateComplete;
  return [first, second];
}

/** The YouTube embed's address as a press of its overlay loads it. */
const YOUTUBE_PLAYING = 'https://www.youtube.com/embed/abc?feature=oembed&autoplay=1&enablejsapi=1';

describe('<ss-video>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('has the spec constants: 1 s fade, 56.3% padding ratio, modes none, fit, fill', () => {
    expect(VIDEO_FADE_MS).to.equal(1000);
    expect(VIDEO_DEFAULT_RATIO).to.equal(56.3);
    expect(VIDEO_MODES).to.deep.equal(['none', 'fit', 'fill']);
  });

  describe('markup and overlay', () => {
    it('shows the thumbnail overlay first, with a play button named by the title', async () => {
      const element = await block(YOUTUBE);
      expect(element.html).to.equal(YOUTUBE);
      expect(element.providerName).to.equal('YouTube');
      expect(element.embed!.type).to.equal('iframe');
      const button = overlay(element);
      expect(button.localName).to.equal('button');
      expect(button.getAttribute('aria-label')).to.equal('Play video: Big Buck Bunny');
      expect(button.hidden).to.equal(false);
      expect(part<HTMLImageElement>(element, 'thumbnail')!.getAttribute('src')).to.equal(POSTER);
      expect(has(element, 'embed')).to.equal(false);
      expect(part(element, 'player')!.hasAttribute('role')).to.equal(false);
    });

    it('names the button "Play video" when no title is known', async () => {
      const element = await block(VIMEO, 'Vimeo');
      expect(overlay(element).getAttribute('aria-label')).to.equal('Play video');
    });

    it('takes the title from video-title, then the block data, then the embed', async () => {
      const element = await fixture<SsVideo>(html`
        <ss-video
          data-html=${YOUTUBE}
          thumbnail=${POSTER}
          data-block-json='{"title":"From block"}'
          video-title="From attribute"
        ></ss-video>
      `);
      expect(overlay(element).getAttribute('aria-label')).to.equal('Play video: From attribute');
      element.videoTitle = undefined;
      await element.updateComplete;
      expect(overlay(element).getAttribute('aria-label')).to.equal('Play video: From block');
    });

    it('takes the thumbnail from the thumbnail attribute first, then the child image', async () => {
      const other = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const element = await fixture<SsVideo>(html`
        <ss-video data-html=${YOUTUBE} thumbnail=${other}><img src=${POSTER} alt="" /></ss-video>
      `);
      expect(part(element, 'thumbnail')!.getAttribute('src')).to.equal(other);
      element.thumbnail = undefined;
      await element.updateComplete;
      expect(part(element, 'thumbnail')!.getAttribute('src')).to.equal(POSTER);
    });

    it('picks up a thumbnail image added later', async () => {
      const element = await fixture<SsVideo>(html`<ss-video data-html=${LOCAL}></ss-video>`);
      expect(has(element, 'overlay')).to.equal(false);
      const image = document.createElement('img');
      image.src = POSTER;
      image.alt = '';
      element.append(image);
      await new Promise((resolve) => setTimeout(resolve));
      await element.updateComplete;
      expect(part(element, 'thumbnail')!.getAttribute('src')).to.equal(POSTER);
    });

    it('shows the player at once, without autoplay, when there is no thumbnail', async () => {
      const element = await fixture<SsVideo>(html`<ss-video data-html=${LOCAL}></ss-video>`);
      expect(has(element, 'overlay')).to.equal(false);
      expect(frame(element)!.src).to.equal(local('t=1'));
      expect(part(element, 'player')!.getAttribute('role')).to.equal('group');
    });
  });

  describe('revealing the player', () => {
    it('builds the YouTube address with autoplay=1 and enablejsapi=1, and keeps the safe attributes', async () => {
      const element = await block(YOUTUBE);
      await play(element);
      const iframe = frame(element)!;
      expect(iframe.getAttribute('src')).to.equal(
        'https://www.youtube.com/embed/abc?feature=oembed&autoplay=1&enablejsapi=1',
      );
      expect(iframe.title).to.equal('Big Buck Bunny');
      expect(iframe.getAttribute('allow')).to.equal('accelerometer; autoplay; encrypted-media');
      expect(iframe.hasAttribute('allowfullscreen')).to.equal(true);
      expect(iframe.getAttributeNames().sort()).to.deep.equal([
        'allow',
        'allowfullscreen',
        'part',
        'src',
        'style',
        'title',
      ]);
      const player = part(element, 'player')!;
      expect(player.getAttribute('role')).to.equal('group');
      expect(player.getAttribute('aria-label')).to.equal('Video player: Big Buck Bunny');
    });

    it('adds autoplay to a player policy that lacks it', async () => {
      const vimeo = await block(VIMEO, 'Vimeo');
      await play(vimeo);
      expect(frame(vimeo)!.getAttribute('src')).to.equal(
        'https://player.vimeo.com/video/76979871?h=9&autoplay=1',
      );
      expect(frame(vimeo)!.getAttribute('allow')).to.equal('fullscreen; autoplay');
      const bare = await block(LOCAL, '');
      await play(bare);
      expect(frame(bare)!.getAttribute('allow')).to.equal('autoplay');
    });

    it('titles a player whose embed has no title after the provider', async () => {
      const element = await block(VIMEO, 'Vimeo');
      await play(element);
      expect(frame(element)!.title).to.equal('Video player: Vimeo');
      const fromBlock = await fixture<SsVideo>(html`
        <ss-video data-html=${LOCAL} data-block-json='{"providerName":"Wistia"}'></ss-video>
      `);
      expect(frame(fromBlock)!.title).to.equal('Video player: Wistia');
      const unknown = await fixture<SsVideo>(html`<ss-video data-html=${LOCAL}></ss-video>`);
      expect(frame(unknown)!.title).to.equal('Video player');
    });

    it('fades the overlay out over 1 s, fires ss-video-play and moves focus into the player', async () => {
      const element = await block(YOUTUBE);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const played = sinon.spy();
      element.addEventListener('ss-video-play', played);
      await play(element);
      expect(played.callCount).to.equal(1);
      expect(played.firstCall.args[0] instanceof SsVideoPlayEvent).to.equal(true);
      const button = overlay(element);
      expect(getComputedStyle(button).transitionDuration).to.equal('1s');
      // Fading from 1 to 0 over the second (a computed opacity now would be the fade's start).
      const [fade, ...others] = button.getAnimations() as CSSTransition[];
      expect(others).to.have.length(0);
      expect(fade!.transitionProperty).to.equal('opacity');
      expect(fade!.effect!.getTiming().duration).to.equal(1000);
      const keyframes = (fade!.effect as KeyframeEffect).getKeyframes();
      expect(keyframes.map((frame) => frame.opacity)).to.deep.equal(['1', '0']);
      expect(button.inert).to.equal(true);
      expect(button.hidden).to.equal(false);
      expect(focused(element)).to.equal('embed');
      clock.tick(999);
      await element.updateComplete;
      expect(button.hidden).to.equal(false);
      clock.tick(1);
      await element.updateComplete;
      expect(button.hidden).to.equal(true);
      expect(getComputedStyle(button).display).to.equal('none');
      expect(has(element, 'embed')).to.equal(true);
    });

    it('fades the overlay even when shown from code before it was ever drawn', async () => {
      const element = await block(YOUTUBE);
      // No frame has styled the overlay yet: a transition needs the style it starts from.
      element.show();
      await element.updateComplete;
      const fades = overlay(element)
        .getAnimations()
        .filter((a): a is CSSTransition => a instanceof CSSTransition);
      expect(
        fades.map((a) => [a.transitionProperty, a.effect!.getTiming().duration]),
      ).to.deep.equal([['opacity', 1000]]);
    });

    it('can be shown from code before its first render', async () => {
      const element = document.createElement('ss-video') as SsVideo;
      element.setAttribute('data-html', YOUTUBE);
      element.innerHTML = `<img data-src="${POSTER}" alt="">`;
      document.body.append(element);
      try {
        expect(() => element.show()).to.not.throw();
        await element.updateComplete;
        expect(overlay(element).inert).to.equal(true);
        expect(has(element, 'embed')).to.equal(true);
      } finally {
        element.remove();
      }
    });

    it('shows the player at once with reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await block(YOUTUBE);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await play(element);
      expect(overlay(element).hidden).to.equal(true);
      expect(getComputedStyle(overlay(element)).display).to.equal('none');
      expect(getComputedStyle(overlay(element)).transitionDuration).to.equal('0s');
      expect(clock.countTimers()).to.equal(0);
      expect(focused(element)).to.equal('embed');
    });

    it('goes back behind its overlay when it leaves the page, mid-fade or playing', async () => {
      const element = await block(YOUTUBE);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await play(element);
      expect(clock.countTimers()).to.equal(1);
      const parent = element.parentNode!;
      element.remove();
      expect(clock.countTimers()).to.equal(0);
      // Put back (a list reordered), its frame would load again and play from its address.
      parent.append(element);
      await element.updateComplete;
      expect([overlay(element).hidden, has(element, 'embed')]).to.deep.equal([false, false]);
      await play(element);
      clock.tick(VIDEO_FADE_MS);
      await element.updateComplete;
      expect(overlay(element).hidden).to.equal(true);
      element.remove();
      parent.append(element);
      await element.updateComplete;
      expect([overlay(element).hidden, has(element, 'embed')]).to.deep.equal([false, false]);
      await play(element);
      expect(frame(element)!.getAttribute('src')).to.equal(YOUTUBE_PLAYING);
    });

    it('reveals on Enter on the play button, reached with Tab', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <button>Before</button>
          <ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video>
        </div>
      `);
      const element = wrapper.querySelector('ss-video')!;
      await element.updateComplete;
      wrapper.querySelector('button')!.focus();
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('overlay');
      expect(getComputedStyle(overlay(element)).outlineStyle).to.equal('solid');
      const played = oneEvent(element, 'ss-video-play');
      await sendKeys({ press: 'Enter' });
      await played;
      await element.updateComplete;
      expect(frame(element)!.getAttribute('src')).to.contain('autoplay=1');
      expect(focused(element)).to.equal('embed');
      // The player clips its embed, the embed's own ring with it: the player shows the ring.
      expect(getComputedStyle(part(element, 'player')!).outlineStyle).to.equal('solid');
    });

    it('reveals on Space on the play button', async () => {
      const element = await block(YOUTUBE);
      overlay(element).focus();
      const played = oneEvent(element, 'ss-video-play');
      await sendKeys({ press: 'Space' });
      await played;
      await element.updateComplete;
      expect(overlay(element).inert).to.equal(true);
      expect(focused(element)).to.equal('embed');
    });

    it('reveals with show(), moving focus only when the overlay had it', async () => {
      const element = await block(LOCAL, '');
      element.show();
      await element.updateComplete;
      expect(frame(element)!.src).to.equal(local('t=1&autoplay=1'));
      expect(focused(element)).to.equal(null);
      // The overlay focused (the visitor tabbed to it), show() takes focus on to the player.
      const other = await block(LOCAL, '');
      overlay(other).focus();
      other.show();
      await other.updateComplete;
      expect(focused(other)).to.equal('embed');
    });

    it('keeps external players from loading in these tests', async () => {
      const element = await block(YOUTUBE);
      await play(element);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(violations).to.include('https://www.youtube.com');
    });
  });

  describe('one at a time, play and pause', () => {
    it('returns the others to their overlay and pauses YouTube and Vimeo at their exact origins', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video>
          <ss-video data-html=${VIMEO} thumbnail=${POSTER}></ss-video>
          <ss-video data-html=${NOCOOKIE} thumbnail=${POSTER}></ss-video>
        </div>
      `);
      const [youtube, vimeo, nocookie] = [...wrapper.querySelectorAll('ss-video')];
      await Promise.all([youtube!, vimeo!, nocookie!].map((video) => video.updateComplete));
      await play(youtube!);
      const youtubeWindow = spyOnPlayer(youtube!);
      const hidden = sinon.spy();
      youtube!.addEventListener('ss-video-hide', hidden);

      await play(vimeo!);
      expect(youtubeWindow.args).to.deep.equal([
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube.com'],
      ]);
      expect(hidden.callCount).to.equal(1);
      expect(hidden.firstCall.args[0] instanceof SsVideoHideEvent).to.equal(true);
      expect(overlay(youtube!).hidden).to.equal(false);
      expect(overlay(youtube!).inert).to.equal(false);
      // A player that takes messages stays, paused, behind its overlay.
      expect(has(youtube!, 'embed')).to.equal(true);

      const vimeoWindow = spyOnPlayer(vimeo!);
      await play(nocookie!);
      expect(vimeoWindow.args).to.deep.equal([['{"method":"pause"}', 'https://player.vimeo.com']]);
      expect(overlay(vimeo!).hidden).to.equal(false);
      const nocookieWindow = spyOnPlayer(nocookie!);

      // Back to the first: it is told to play again, the one playing is paused.
      const sameFrame = frame(youtube!);
      await play(youtube!);
      expect(frame(youtube!) === sameFrame).to.equal(true);
      expect(youtubeWindow.lastCall.args).to.deep.equal([
        '{"event":"command","func":"playVideo"}',
        'https://www.youtube.com',
      ]);
      expect(nocookieWindow.args).to.deep.equal([
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube-nocookie.com'],
      ]);
      for (const spy of [youtubeWindow, vimeoWindow, nocookieWindow]) {
        for (const call of spy.getCalls()) expect(call.args[1]).to.not.equal('*');
      }
    });

    it('removes a player that takes no messages and loads it afresh next time', async () => {
      const [first, second] = await twoVideos(LOCAL, YOUTUBE);
      await play(first);
      const firstWindow = spyOnPlayer(first);
      await play(second);
      await first.updateComplete;
      expect(firstWindow.callCount).to.equal(0);
      expect(has(first, 'embed')).to.equal(false);
      expect(overlay(first).hidden).to.equal(false);
      await play(first);
      expect(frame(first)!.src).to.equal(local('t=1&autoplay=1'));
    });

    it('removes a player still loading when another starts: a pause sent to it would be lost', async () => {
      const [first, second] = await twoVideos(YOUTUBE, VIMEO);
      await play(first);
      // Its frame has not loaded: the page in it is not YouTube's yet.
      const postMessage = sinon.spy();
      Object.defineProperty(frame(first)!, 'contentWindow', { value: { postMessage } });
      await play(second);
      await first.updateComplete;
      expect(postMessage.callCount).to.equal(0);
      expect(has(first, 'embed')).to.equal(false);
      expect(overlay(first).hidden).to.equal(false);
      // Pressed again, it loads afresh, and plays from its address.
      await play(first);
      expect(frame(first)!.getAttribute('src')).to.equal(YOUTUBE_PLAYING);
    });

    it('drops a player paused behind its overlay when the mode changes, not rebuilding it to autoplay', async () => {
      const [first] = await pausedBehindOverlay();
      expect(has(first, 'embed')).to.equal(true);
      first.mode = 'fit';
      await first.updateComplete;
      expect(has(first, 'embed')).to.equal(false);
      expect(overlay(first).hidden).to.equal(false);
      first.reload();
      await first.updateComplete;
      expect(has(first, 'embed')).to.equal(false);
    });

    it('drops a player paused behind its overlay when its embed changes or unloads, not loading it to autoplay', async () => {
      const [first] = await pausedBehindOverlay();
      first.html = NOCOOKIE;
      await first.updateComplete;
      expect(has(first, 'embed')).to.equal(false);
      await play(first);
      expect(frame(first)!.getAttribute('src')).to.equal(
        'https://www.youtube-nocookie.com/embed/xyz?autoplay=1&enablejsapi=1',
      );

      const [again] = await pausedBehindOverlay();
      again.load = false;
      await again.updateComplete;
      again.load = true;
      await again.updateComplete;
      expect(has(again, 'embed')).to.equal(false);
      expect(overlay(again).hidden).to.equal(false);
    });

    it('keeps the player playing when only the block data changes', async () => {
      const [first] = await twoVideos(YOUTUBE, VIMEO);
      await play(first);
      const playing = frame(first);
      first.blockData = { imageAspectRatio: '4:3', title: 'Renamed' };
      await first.updateComplete;
      expect(frame(first) === playing).to.equal(true);
      expect(part(first, 'frame')!.style.paddingBottom).to.equal('75%');
    });

    it('keeps a player paused behind its overlay out of reach: inert, without a name', async () => {
      const [first, second] = await twoVideos(YOUTUBE, VIMEO);
      await play(first);
      spyOnPlayer(first);
      const player = part(first, 'player')!;
      expect([player.inert, player.getAttribute('role')]).to.deep.equal([false, 'group']);
      await play(second);
      await first.updateComplete;
      expect(has(first, 'embed')).to.equal(true);
      expect(player.inert).to.equal(true);
      expect(player.hasAttribute('role') || player.hasAttribute('aria-label')).to.equal(false);
      // Shift+Tab from its overlay goes before the video, not into the paused player.
      overlay(first).focus();
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      expect(focused(first)).to.equal(null);
      await play(first);
      expect(player.inert).to.equal(false);
      expect(player.getAttribute('aria-label')).to.equal('Video player: Big Buck Bunny');
    });

    it('drops a player paused behind its overlay when the video is moved in the page', async () => {
      const [first, second] = await pausedBehindOverlay();
      expect(has(first, 'embed')).to.equal(true);
      // Moved (a list reordered): its frame would load again, and autoplay behind the overlay.
      second.after(first);
      expect(has(first, 'embed')).to.equal(false);
      await first.updateComplete;
      expect(has(first, 'embed')).to.equal(false);
      expect(overlay(first).hidden).to.equal(false);
      await play(first);
      expect(frame(first)!.getAttribute('src')).to.equal(YOUTUBE_PLAYING);
    });

    it('stops the others when a video starts by forced autoplay, not under reduced motion', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div><ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video></div>
      `);
      const first = wrapper.querySelector('ss-video')!;
      await first.updateComplete;
      // Without the fade, a video playing has its overlay hidden at once.
      await emulateMedia({ reducedMotion: 'reduce' });
      await play(first);
      const firstWindow = spyOnPlayer(first);
      const calm = document.createElement('ss-video');
      calm.autoplay = true;
      calm.html = VIMEO;
      wrapper.append(calm);
      await calm.updateComplete;
      expect(overlay(first).hidden).to.equal(true);
      expect(firstWindow.callCount).to.equal(0);
      await emulateMedia({ reducedMotion: 'no-preference' });
      const hidden = sinon.spy();
      first.addEventListener('ss-video-hide', hidden);
      const forced = document.createElement('ss-video');
      forced.autoplay = true;
      forced.html = VIMEO;
      wrapper.append(forced);
      await forced.updateComplete;
      await first.updateComplete;
      expect(frame(forced)!.getAttribute('src')).to.equal(
        'https://player.vimeo.com/video/76979871?h=9&autoplay=1',
      );
      expect(overlay(first).hidden).to.equal(false);
      expect(hidden.callCount).to.equal(1);
      expect(firstWindow.args).to.deep.equal([
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube.com'],
      ]);
      // Its later updates stop no one again: the first, pressed again, stays in its fade.
      await play(first);
      forced.videoTitle = 'Renamed';
      await forced.updateComplete;
      expect(overlay(first).inert).to.equal(true);
    });

    it("takes an embed address's own autoplay=1 as forced autoplay: the others stop, it gives way, reduced motion drops it", async () => {
      const own = LOCAL.replace('t=1', 't=1&amp;autoplay=1');
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video>
        </div>
      `);
      const other = wrapper.querySelector('ss-video') as SsVideo;
      await other.updateComplete;
      await play(other);
      const added = document.createElement('ss-video') as SsVideo;
      added.setAttribute('data-html', own);
      wrapper.append(added);
      await added.updateComplete;
      await other.updateComplete;
      expect(frame(added)!.src).to.equal(local('t=1&autoplay=1'));
      // It started by itself: the one playing went back behind its overlay.
      expect(overlay(other).inert).to.equal(false);
      await play(other);
      await added.updateComplete;
      expect(frame(added)!.src).to.equal(local('t=1'));
      await emulateMedia({ reducedMotion: 'reduce' });
      const calm = await fixture<SsVideo>(html`<ss-video data-html=${own}></ss-video>`);
      expect(frame(calm)!.src).to.equal(local('t=1'));
    });

    it('loads a player that autoplays and takes no pause again without autoplay when another starts', async () => {
      const [forced, other] = await forcedBeside(LOCAL);
      expect(frame(forced)!.src).to.equal(local('t=1&autoplay=1'));
      await play(other);
      await forced.updateComplete;
      expect(frame(forced)!.src).to.equal(local('t=1'));
      // No longer playing by itself, its later updates stop no one.
      forced.videoTitle = 'Renamed';
      await forced.updateComplete;
      expect(overlay(other).inert).to.equal(true);
      // Another video in it autoplays again.
      forced.html = LOCAL.replace('t=1', 't=2');
      await forced.updateComplete;
      expect(frame(forced)!.src).to.equal(local('t=2&autoplay=1'));
    });

    it('loads a player that autoplays again without autoplay when another starts before its frame loaded', async () => {
      const [forced, other] = await forcedBeside(VIMEO);
      // Its frame has not loaded: a pause sent to it would be lost.
      const postMessage = sinon.spy();
      Object.defineProperty(frame(forced)!, 'contentWindow', { value: { postMessage } });
      await play(other);
      await forced.updateComplete;
      expect(postMessage.callCount).to.equal(0);
      expect(frame(forced)!.getAttribute('src')).to.equal(
        'https://player.vimeo.com/video/76979871?h=9',
      );
    });

    it('stops the others again when a video that autoplays is put back in the page', async () => {
      const [forced, other] = await forcedBeside(VIMEO);
      const wrapper = forced.parentElement!;
      forced.remove();
      await play(other);
      const otherWindow = spyOnPlayer(other);
      // The other plays: its overlay fades out, out of reach.
      expect(overlay(other).inert).to.equal(true);
      // Put back, the first's frame loads again and plays from its address: the other is paused
      // behind its overlay.
      wrapper.append(forced);
      await forced.updateComplete;
      await other.updateComplete;
      expect(otherWindow.args).to.deep.equal([
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube.com'],
      ]);
      expect(overlay(other).inert).to.equal(false);
    });

    it('pauses a video without an overlay when another starts', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`
        <div>
          <ss-video data-html=${VIMEO}></ss-video>
          <ss-video data-html=${YOUTUBE} thumbnail=${POSTER}></ss-video>
        </div>
      `);
      const [bare, other] = [...wrapper.querySelectorAll('ss-video')];
      await bare!.updateComplete;
      await other!.updateComplete;
      expect(frame(bare!)!.getAttribute('src')).to.equal(
        'https://player.vimeo.com/video/76979871?h=9',
      );
      const bareWindow = spyOnPlayer(bare!);
      const hidden = sinon.spy();
      bare!.addEventListener('ss-video-hide', hidden);
      await play(other!);
      expect(bareWindow.args).to.deep.equal([['{"method":"pause"}', 'https://player.vimeo.com']]);
      expect(hidden.callCount).to.equal(0);
      // Hidden (its gallery slide left), it pauses, and says so for the gallery's autoplay.
      bare!.hide();
      expect(bareWindow.callCount).to.equal(2);
      expect(hidden.callCount).to.equal(1);
      expect(has(bare!, 'embed')).to.equal(true);
      bare!.show();
      expect(bareWindow.lastCall.args).to.deep.equal([
        '{"method":"play"}',
        'https://player.vimeo.com',
      ]);
    });

    it('hide() pauses and returns to the overlay; pause() reports whether it was sent', async () => {
      const element = await block(YOUTUBE);
      const hidden = sinon.spy();
      element.addEventListener('ss-video-hide', hidden);
      element.hide();
      expect(hidden.callCount).to.equal(0);
      expect(element.pause()).to.equal(false);
      await play(element);
      const postMessage = spyOnPlayer(element);
      expect(element.pause()).to.equal(true);
      element.hide();
      await element.updateComplete;
      expect(hidden.callCount).to.equal(1);
      expect(overlay(element).hidden).to.equal(false);
      expect(postMessage.args).to.deep.equal([
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube.com'],
        ['{"event":"command","func":"pauseVideo"}', 'https://www.youtube.com'],
      ]);
    });

    it('sends nothing to hosts other than YouTube and Vimeo', async () => {
      const lookalike = await block(
        '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
      );
      await play(lookalike);
      expect(frame(lookalike)!.getAttribute('src')).to.equal(
        'https://www.youtube.com.evil.example/embed/abc?autoplay=1',
      );
      const postMessage = spyOnPlayer(lookalike);
      expect(lookalike.pause()).to.equal(false);
      lookalike.show();
      expect(postMessage.callCount).to.equal(0);
    });
  });

  describe('modes and layout', () => {
    it('accepts none, fit, fill or null, in any case, and throws on anything else', async () => {
      const element = await fixture<SsVideo>(html`<ss-video mode="fit"></ss-video>`);
      expect(element.mode).to.equal('fit');
      element.mode = 'FILL' as 'fill';
      expect(element.mode).to.equal('fill');
      element.mode = 'none';
      expect(element.mode).to.equal('none');
      element.removeAttribute('mode');
      expect(element.mode).to.equal(null);
      element.mode = 'fit';
      // An empty attribute is no mode, as none at all.
      element.setAttribute('mode', ' ');
      expect(element.mode).to.equal(null);
      element.mode = 'fit';
      for (const bad of ['stretch', 'null']) {
        expect(() => (element.mode = bad as 'fit')).to.throw(
          Error,
          `<ss-video> mode must be none, fit, fill or null; got "${bad}".`,
        );
      }
      expect(element.mode).to.equal('fit');
      element.mode = null;
      await element.updateComplete;
      expect(part(element, 'frame')!.dataset.mode).to.equal('none');
    });

    it('logs a mode attribute that names no mode, takes it as none, and hears the next one', async () => {
      const error = sinon.stub(console, 'error');
      try {
        const element = await fixture<SsVideo>(html`
          <ss-video data-html=${YOUTUBE} mode="cover"><img data-src=${POSTER} alt="" /></ss-video>
        `);
        expect(error.args).to.deep.equal([
          ['<ss-video> mode must be none, fit, fill or null; got "cover".'],
        ]);
        expect(element.mode).to.equal(null);
        expect(part(element, 'frame')!.dataset.mode).to.equal('none');
        await play(element);
        const before = frame(element)!;
        element.setAttribute('mode', 'fit');
        await element.updateComplete;
        expect(element.mode).to.equal('fit');
        expect(part(element, 'frame')!.dataset.mode).to.equal('fit');
        expect(frame(element) === before).to.equal(false);
        expect(before.isConnected).to.equal(false);
        // Shown, a bad value later is logged and taken as none too, and the next is heard.
        element.setAttribute('mode', 'Stretch');
        await element.updateComplete;
        expect(error.callCount).to.equal(2);
        expect(error.lastCall.args).to.deep.equal([
          '<ss-video> mode must be none, fit, fill or null; got "Stretch".',
        ]);
        expect(element.mode).to.equal(null);
        expect(part(element, 'frame')!.dataset.mode).to.equal('none');
        element.setAttribute('mode', 'FILL');
        await element.updateComplete;
        expect(element.mode).to.equal('fill');
        expect(part(element, 'frame')!.dataset.mode).to.equal('fill');
      } finally {
        error.restore();
      }
    });

    it('takes a mode attribute of "null" (a null mode written in a template) as no mode', async () => {
      const error = sinon.stub(console, 'error');
      try {
        const element = await fixture<SsVideo>('<ss-video mode="null"></ss-video>');
        expect(element.mode).to.equal(null);
        element.mode = 'fit';
        element.setAttribute('mode', ' NULL ');
        expect(element.mode).to.equal(null);
        await element.updateComplete;
        expect(part(element, 'frame')!.dataset.mode).to.equal('none');
        expect(error.callCount).to.equal(0);
        // Set as a property, the text "null" is no mode's name: it throws, as before.
        expect(() => (element.mode = 'null' as 'fit')).to.throw(
          Error,
          '<ss-video> mode must be none, fit, fill or null; got "null".',
        );
      } finally {
        error.restore();
      }
    });

    it('reloads the player when the mode changes', async () => {
      const element = await block(YOUTUBE);
      await play(element);
      const before = frame(element)!;
      element.mode = 'fit';
      await element.updateComplete;
      const after = frame(element)!;
      expect(after === before).to.equal(false);
      expect(before.isConnected).to.equal(false);
      expect(after.getAttribute('src')).to.equal(before.getAttribute('src'));
      expect(part(element, 'frame')!.dataset.mode).to.equal('fit');
      element.mode = 'fit';
      await element.updateComplete;
      expect(frame(element) === after).to.equal(true);
      element.reload();
      await element.updateComplete;
      expect(frame(element) === after).to.equal(false);
    });

    it('reserves 56.3% of the width when the size is unknown', async () => {
      const element = await fixture<SsVideo>(
        html`<ss-video style="width: 1000px" data-html=${LOCAL}></ss-video>`,
      );
      const box = part(element, 'frame')!;
      expect(box.style.paddingBottom).to.equal('56.3%');
      expect(box.getBoundingClientRect().height).to.be.closeTo(563, 0.5);
      expect(frame(element)!.getBoundingClientRect().height).to.be.closeTo(563, 0.5);
      expect(element.getBoundingClientRect().height).to.be.closeTo(563, 0.5);
    });

    it("keeps the embed's own ratio, or the block's imageAspectRatio over it", async () => {
      const own = await block(YOUTUBE);
      expect(part(own, 'frame')!.style.paddingBottom).to.equal('56.25%');
      const square = await fixture<SsVideo>(html`
        <ss-video data-html=${YOUTUBE} data-block-json='{"imageAspectRatio":"1:1"}'></ss-video>
      `);
      expect(part(square, 'frame')!.style.paddingBottom).to.equal('100%');
      const auto = await fixture<SsVideo>(html`
        <ss-video data-html=${LOCAL} data-block-json='{"imageAspectRatio":"Auto"}'></ss-video>
      `);
      expect(part(auto, 'frame')!.style.paddingBottom).to.equal('56.3%');
    });

    it('stretches (none), fits or fills a 16:9 embed in a square block', async () => {
      const element = await fixture<SsVideo>(html`
        <ss-video
          style="width: 400px"
          data-html=${YOUTUBE}
          data-block-json='{"imageAspectRatio":"1:1"}'
        ></ss-video>
      `);
      const size = () => {
        const rect = frame(element)!.getBoundingClientRect();
        return [Math.round(rect.width * 10) / 10, Math.round(rect.height * 10) / 10];
      };
      expect(part(element, 'frame')!.getBoundingClientRect().height).to.equal(400);
      expect(size()).to.deep.equal([400, 400]);
      element.mode = 'fit';
      await element.updateComplete;
      expect(size()).to.deep.equal([400, 225]);
      const rect = frame(element)!.getBoundingClientRect();
      const box = part(element, 'frame')!.getBoundingClientRect();
      expect(rect.top - box.top).to.be.closeTo(87.5, 0.5);
      element.mode = 'fill';
      await element.updateComplete;
      expect(size()).to.deep.equal([711.1, 400]);
      const filled = frame(element)!.getBoundingClientRect();
      const frameBox = part(element, 'frame')!.getBoundingClientRect();
      expect(filled.left - frameBox.left).to.be.closeTo(-155.6, 0.5);
      expect(filled.top - frameBox.top).to.be.closeTo(0, 0.5);
      expect(getComputedStyle(part(element, 'player')!).overflow).to.equal('hidden');
    });

    it('contains the thumbnail in fit mode and covers with it otherwise', async () => {
      const element = await block(YOUTUBE);
      expect(getComputedStyle(part(element, 'thumbnail')!).objectFit).to.equal('cover');
      element.mode = 'fit';
      await element.updateComplete;
      expect(getComputedStyle(part(element, 'thumbnail')!).objectFit).to.equal('contain');
    });
  });

  describe('invalid embeds and addresses', () => {
    for (const [what, markup] of [
      ['no embed HTML', ''],
      ['text only', 'A video'],
      ['no iframe or object', '<div><video src="/v.mp4"></video></div>'],
      ['a javascript: address', '<iframe src="javascript:alert(1)"></iframe>'],
      ['a disguised javascript: address', '<iframe src=" JaVa&#9;ScRiPt:alert(1)"></iframe>'],
      ['a data: address', '<iframe src="data:text/html,hi"></iframe>'],
      ['a javascript: object', '<object data="javascript:alert(1)"></object>'],
    ]) {
      it(`shows 'Invalid video embed.' and stays inert for ${what}`, async () => {
        const element = await block(markup!);
        expect(element.embed!.type).to.equal('invalid');
        expect(part(element, 'error')!.textContent).to.equal('Invalid video embed.');
        expect(has(element, 'overlay')).to.equal(false);
        const played = sinon.spy();
        element.addEventListener('ss-video-play', played);
        element.show();
        await element.updateComplete;
        expect(played.callCount).to.equal(0);
        expect(element.shadowRoot!.querySelectorAll('iframe, object').length).to.equal(0);
      });
    }

    it('keeps the word-for-word message in one place', () => {
      expect(VIDEO_MESSAGES.invalidEmbed).to.equal('Invalid video embed.');
    });

    it('logs malformed block data and stays inert', async () => {
      const error = sinon.stub(console, 'error');
      const element = await fixture<SsVideo>(html`
        <ss-video data-html=${YOUTUBE} thumbnail=${POSTER} data-block-json="{oops"></ss-video>
      `);
      expect(error.calledWith('Error decoding video block data.')).to.equal(true);
      // Nothing shown to the visitor: no error over a sound embed, a thumbnail that does nothing.
      expect(has(element, 'error')).to.equal(false);
      const overlay = part(element, 'overlay') as HTMLButtonElement;
      expect(overlay.disabled).to.equal(true);
      overlay.click();
      await element.updateComplete;
      expect(element.shadowRoot!.querySelector('iframe')).to.equal(null);
      expect(element.embed).to.equal(undefined);
    });

    it('takes block data that is not a JSON object as malformed', async () => {
      const error = sinon.stub(console, 'error');
      const element = await fixture<SsVideo>(html`
        <ss-video data-html=${YOUTUBE} data-block-json="[16, 9]"></ss-video>
      `);
      expect(error.calledOnceWith('Error decoding video block data.')).to.equal(true);
      expect(element.embed).to.equal(undefined);
      expect(has(element, 'error')).to.equal(false);
    });

    it('plays an object embed, made secure the page way, without messages', async () => {
      const element = await block(
        '<object data="//media.example/clip" type="video/mp4" width="400" height="300"></object>',
        '',
      );
      await play(element);
      const object = part<HTMLObjectElement>(element, 'embed')!;
      expect(object.localName).to.equal('object');
      // This test page is http, so the protocol-relative address stays http (https on https pages).
      expect(object.getAttribute('data')).to.equal('http://media.example/clip?autoplay=1');
      expect(object.getAttribute('type')).to.equal('video/mp4');
      expect(part(element, 'frame')!.style.paddingBottom).to.equal('75%');
      expect(element.pause()).to.equal(false);
    });

    it('never inserts the raw HTML', async () => {
      const flags = globalThis as unknown as Record<string, unknown>;
      const element = await block(
        '<img src="x" onerror="window.__ssVideoRaw=1"><iframe src="/test/components/video/player-stub.html" onload="window.__ssVideoRaw=2" srcdoc="<p>x</p>" sandbox style="width:1px"></iframe><script>window.__ssVideoRaw=3</script>',
        '',
      );
      await play(element);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(flags.__ssVideoRaw).to.equal(undefined);
      expect(element.shadowRoot!.querySelectorAll('img')).to.have.length(1);
      const iframe = frame(element)!;
      expect(iframe.hasAttribute('srcdoc')).to.equal(false);
      expect(iframe.hasAttribute('onload')).to.equal(false);
      expect(iframe.hasAttribute('sandbox')).to.equal(false);
      expect(iframe.getAttribute('style')).to.not.contain('1px');
    });
  });

  describe('loading and autoplay', () => {
    it('holds the video unloaded with data-load="false" until load is set', async () => {
      const element = await fixture<SsVideo>(html`
        <ss-video data-html="not an embed" data-load="false" thumbnail=${POSTER}></ss-video>
      `);
      expect(element.load).to.equal(false);
      expect(element.embed).to.equal(undefined);
      expect(overlay(element).disabled).to.equal(true);
      expect(has(element, 'error')).to.equal(false);
      element.html = YOUTUBE;
      element.load = true;
      await element.updateComplete;
      expect(overlay(element).disabled).to.equal(false);
      const loaded = await fixture<SsVideo>(
        html`<ss-video data-html=${YOUTUBE} data-load="true"></ss-video>`,
      );
      expect(loaded.load).to.equal(true);
    });

    it('adds autoplay=1 without an overlay when autoplay is forced', async () => {
      const element = await fixture<SsVideo>(
        html`<ss-video autoplay data-html=${LOCAL}></ss-video>`,
      );
      expect(frame(element)!.src).to.equal(local('t=1&autoplay=1'));
      expect(frame(element)!.getAttribute('allow')).to.equal('autoplay');
    });

    it('drops forced autoplay with reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const element = await fixture<SsVideo>(
        html`<ss-video autoplay data-html=${LOCAL}></ss-video>`,
      );
      expect(frame(element)!.src).to.equal(local('t=1'));
    });
  });

  describe('findVideo', () => {
    it("hands a gallery the slide's video, or logs 'VideoLoader not found'", async () => {
      const slide = await fixture<HTMLDivElement>(html`
        <div><ss-video data-html=${LOCAL}></ss-video></div>
      `);
      expect(findVideo(slide) === slide.querySelector('ss-video')).to.equal(true);
      const error = sinon.stub(console, 'error');
      const empty = await fixture<HTMLDivElement>(html`<div><p>no video</p></div>`);
      expect(findVideo(empty)).to.equal(undefined);
      expect(error.calledOnceWith('VideoLoader not found')).to.equal(true);
      // An <ss-video> that never upgraded (here: in a document without the registry).
      const inert = document.implementation.createHTMLDocument('');
      inert.body.innerHTML = '<div><ss-video data-html="x"></ss-video></div>';
      expect(findVideo(inert.body)).to.equal(undefined);
      expect(error.callCount).to.equal(2);
      expect(error.secondCall.args).to.deep.equal(['VideoLoader not found']);
    });
  });

  describe('accessibility', () => {
    it('passes axe with the overlay shown', async () => {
      const element = await block(YOUTUBE);
      await expect(element).to.be.accessible();
    });

    it('passes axe with the player shown', async () => {
      const element = await block(LOCAL, '');
      await emulateMedia({ reducedMotion: 'reduce' });
      await play(element);
      await expect(element).to.be.accessible();
    });

    it('passes axe with an invalid embed and with the video unloaded', async () => {
      await expect(await block('nothing')).to.be.accessible();
      await expect(
        await fixture<SsVideo>(
          html`<ss-video data-load="false" thumbnail=${POSTER} data-html=${YOUTUBE}></ss-video>`,
        ),
      ).to.be.accessible();
    });
  });
});
