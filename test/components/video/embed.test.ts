import { expect } from '@open-wc/testing';
import {
  VIDEO_DEFAULT_RATIO,
  asksAutoplay,
  embedAddress,
  messageTarget,
  parseEmbed,
  ratioPercent,
} from '../../../components/video/embed.ts';

const HTTPS_PAGE = 'https://site.example/videos/';
const HTTP_PAGE = 'http://site.example/videos/';

describe('video embed parsing', () => {
  it('uses a 56.3% padding ratio when the size is unknown', () => {
    expect(VIDEO_DEFAULT_RATIO).to.equal(56.3);
  });

  it('reads an iframe: address, ratio, title, allow, allowfullscreen', () => {
    const embed = parseEmbed(
      '<iframe width="640" height="360" src="https://www.youtube.com/embed/abc?feature=oembed" title="Big Buck Bunny" allow="encrypted-media" allowfullscreen></iframe>',
      HTTPS_PAGE,
    );
    expect(embed).to.deep.equal({
      type: 'iframe',
      src: 'https://www.youtube.com/embed/abc?feature=oembed',
      ratio: 56.25,
      title: 'Big Buck Bunny',
      allow: 'encrypted-media',
      allowFullscreen: true,
      mime: undefined,
    });
  });

  it('reads an object from its data address; one naming it only in a param is invalid', () => {
    expect(
      parseEmbed(
        '<object data="http://media.example/v" type="video/mp4" width="4" height="3"></object>',
        HTTP_PAGE,
      ),
    ).to.deep.equal({
      type: 'object',
      src: 'http://media.example/v',
      ratio: 75,
      title: undefined,
      allow: undefined,
      allowFullscreen: false,
      mime: 'video/mp4',
    });
    expect(
      parseEmbed(
        '<object><param name="movie" value="http://media.example/m"><embed src="http://media.example/e"></object>',
        HTTP_PAGE,
      ),
    ).to.deep.equal({ type: 'invalid' });
  });

  it('calls anything without an iframe or object invalid', () => {
    for (const markup of [
      undefined,
      null,
      '',
      'just text',
      '<div>video</div>',
      '<video src="a.mp4">',
      '<embed src="https://x.example/">',
    ]) {
      expect(parseEmbed(markup, HTTPS_PAGE)).to.deep.equal({ type: 'invalid' });
    }
  });

  it('refuses javascript:, data: and other schemes, disguised or not', () => {
    for (const src of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java&#9;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'about:blank',
      'http://[bad',
    ]) {
      expect(parseEmbed(`<iframe src="${src}"></iframe>`, HTTPS_PAGE).type, src).to.equal(
        'invalid',
      );
    }
    expect(parseEmbed('<object data="javascript:alert(1)"></object>', HTTPS_PAGE).type).to.equal(
      'invalid',
    );
    expect(parseEmbed('<iframe></iframe>', HTTPS_PAGE).type).to.equal('invalid');
  });

  it('makes http and protocol-relative embeds https on an https page', () => {
    expect(
      parseEmbed('<iframe src="http://player.vimeo.com/video/7"></iframe>', HTTPS_PAGE).src,
    ).to.equal('https://player.vimeo.com/video/7');
    expect(
      parseEmbed('<iframe src="//www.youtube.com/embed/abc"></iframe>', HTTPS_PAGE).src,
    ).to.equal('https://www.youtube.com/embed/abc');
    expect(parseEmbed('<object data="//media.example/v"></object>', HTTPS_PAGE).src).to.equal(
      'https://media.example/v',
    );
  });

  it('leaves the scheme alone on an http page', () => {
    expect(
      parseEmbed('<iframe src="//www.youtube.com/embed/abc"></iframe>', HTTP_PAGE).src,
    ).to.equal('http://www.youtube.com/embed/abc');
    expect(parseEmbed('<iframe src="http://media.example/v"></iframe>', HTTP_PAGE).src).to.equal(
      'http://media.example/v',
    );
  });

  it('never runs what the embed HTML carries', async () => {
    const flags = globalThis as unknown as Record<string, unknown>;
    const embed = parseEmbed(
      '<img src="x" onerror="window.__ssVideoPwned=1"><script>window.__ssVideoPwned=2</script><iframe src="https://player.vimeo.com/video/1" onload="window.__ssVideoPwned=3" srcdoc="<b>x</b>" sandbox=""></iframe>',
      HTTPS_PAGE,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(flags.__ssVideoPwned).to.equal(undefined);
    expect(Object.keys(embed)).to.deep.equal([
      'type',
      'src',
      'ratio',
      'title',
      'allow',
      'allowFullscreen',
      'mime',
    ]);
  });

  it('reads the ratio only from numeric sizes', () => {
    const ratio = (width: string, height: string) =>
      parseEmbed(
        `<iframe src="https://v.example/" width="${width}" height="${height}"></iframe>`,
        HTTPS_PAGE,
      ).ratio;
    expect(ratio('640', '360')).to.equal(56.25);
    expect(ratio('400px', '300px')).to.equal(75);
    expect(ratio('100%', '360')).to.equal(undefined);
    expect(ratio('0', '360')).to.equal(undefined);
    expect(ratio('640', '')).to.equal(undefined);
  });
});

describe('block aspect ratio', () => {
  it('reads W:H, W/H, WxH and width-over-height numbers as height over width in percent', () => {
    expect(ratioPercent('16:9')).to.equal(56.25);
    expect(ratioPercent('4/3')).to.equal(75);
    expect(ratioPercent('1x1')).to.equal(100);
    expect(ratioPercent(2)).to.equal(50);
    expect(ratioPercent('1.5')).to.equal(66.6667);
  });

  it('takes Auto and anything else as no fixed ratio', () => {
    for (const value of ['Auto', 'auto', '', 'wide', '0:9', Infinity, 0, null, undefined, {}]) {
      expect(ratioPercent(value), String(value)).to.equal(undefined);
    }
  });
});

describe('video messages and addresses', () => {
  it('sends YouTube commands to its exact origins', () => {
    for (const [src, origin] of [
      ['https://www.youtube.com/embed/abc', 'https://www.youtube.com'],
      ['http://www.youtube.com/embed/abc', 'https://www.youtube.com'],
      ['https://www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com'],
      // Without www., the player is redirected to the host with it.
      ['https://youtube.com/embed/abc', 'https://www.youtube.com'],
      ['http://youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com'],
    ]) {
      const target = messageTarget(src)!;
      expect(target.origin).to.equal(origin);
      expect(target.message('play')).to.equal('{"event":"command","func":"playVideo"}');
      expect(target.message('pause')).to.equal('{"event":"command","func":"pauseVideo"}');
    }
  });

  it('sends Vimeo commands to https://player.vimeo.com', () => {
    const target = messageTarget('https://player.vimeo.com/video/76979871')!;
    expect(target.origin).to.equal('https://player.vimeo.com');
    expect(target.message('play')).to.equal('{"method":"play"}');
    expect(target.message('pause')).to.equal('{"method":"pause"}');
  });

  it('sends nothing to any other host', () => {
    for (const src of [
      undefined,
      'https://vimeo.com/76979871',
      'https://m.youtube.com/embed/abc',
      'https://www.youtube.com.evil.example/embed/abc',
      'https://evil-youtube.com/embed/abc',
      'https://evil.example/www.youtube.com',
      'https://www.youtube.com:8443/embed/abc',
      'https://media.example/v',
    ]) {
      expect(messageTarget(src), src).to.equal(undefined);
    }
  });

  it('adds autoplay=1 when asked and enablejsapi=1 on YouTube, keeping other parameters', () => {
    expect(embedAddress('https://www.youtube.com/embed/abc?feature=oembed', true)).to.equal(
      'https://www.youtube.com/embed/abc?feature=oembed&autoplay=1&enablejsapi=1',
    );
    expect(embedAddress('https://www.youtube-nocookie.com/embed/abc', false)).to.equal(
      'https://www.youtube-nocookie.com/embed/abc?enablejsapi=1',
    );
    expect(embedAddress('https://youtube.com/embed/abc', false)).to.equal(
      'https://youtube.com/embed/abc?enablejsapi=1',
    );
    expect(embedAddress('https://player.vimeo.com/video/7?h=9&autoplay=0', true)).to.equal(
      'https://player.vimeo.com/video/7?h=9&autoplay=1',
    );
    expect(embedAddress('https://media.example/v', false)).to.equal('https://media.example/v');
    // Not autoplaying, not even by the address's own.
    expect(embedAddress('https://player.vimeo.com/video/7?h=9&autoplay=1', false)).to.equal(
      'https://player.vimeo.com/video/7?h=9',
    );
  });

  it("reads the address's own autoplay=1 (or true)", () => {
    expect(asksAutoplay('https://player.vimeo.com/video/7?autoplay=1&h=9')).to.equal(true);
    expect(asksAutoplay('https://example.com/v?x=1&AUTOPLAY=true')).to.equal(true);
    for (const src of [
      'https://example.com/v?autoplay=0',
      'https://example.com/v?noautoplay=1',
      'https://example.com/v?autoplay=10',
      undefined,
    ])
      expect(asksAutoplay(src), String(src)).to.equal(false);
  });
});
