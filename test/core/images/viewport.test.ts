import { expect } from '@open-wc/testing';
import { LAZY_MARGIN_PX, LAZY_ROOT_MARGIN, whenNearViewport } from '../../../core/images/index.ts';
import { FakeIntersectionObserver, FakeObserver, settle } from './helpers.ts';

describe('whenNearViewport', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
  });

  it('watches with a 200 px root margin and scroll margin', () => {
    expect(LAZY_MARGIN_PX).to.equal(200);
    expect(LAZY_ROOT_MARGIN).to.equal('200px');
    void whenNearViewport(document.createElement('img'), FakeObserver, {});
    expect(FakeIntersectionObserver.instances).to.have.length(1);
    expect(FakeIntersectionObserver.instances[0]!.options).to.deep.equal({
      rootMargin: '200px',
      scrollMargin: '200px',
    });
  });

  it('resolves when the element comes near, and stops watching it', async () => {
    const key = {};
    const a = document.createElement('img');
    const b = document.createElement('img');
    let near: string[] = [];
    void whenNearViewport(a, FakeObserver, key).then(() => near.push('a'));
    void whenNearViewport(a, FakeObserver, key).then(() => near.push('a again'));
    void whenNearViewport(b, FakeObserver, key).then(() => near.push('b'));
    const [observer] = FakeIntersectionObserver.instances;
    expect(FakeIntersectionObserver.instances).to.have.length(1);
    expect([...observer!.observed]).to.deep.equal([a, b]);
    observer!.report(a, false);
    observer!.report(document.createElement('img'));
    await settle();
    expect(near).to.deep.equal([]);
    observer!.report(a);
    await settle();
    expect(near).to.deep.equal(['a', 'a again']);
    expect([...observer!.observed]).to.deep.equal([b]);
    near = [];
    observer!.report(a);
    observer!.report(b);
    await settle();
    expect(near).to.deep.equal(['b']);
  });

  it('counts everything as near without IntersectionObserver', async () => {
    await whenNearViewport(document.createElement('img'), undefined, {});
  });

  it('counts 200 px beyond a clipping box, as beyond the viewport (a carousel track)', async () => {
    const track = document.createElement('div');
    track.style.cssText = 'position: relative; width: 300px; height: 100px; overflow: hidden';
    const place = (left: number) => {
      const img = document.createElement('img');
      img.alt = '';
      img.style.cssText = `position: absolute; top: 0; left: ${left}px; width: 50px; height: 50px`;
      track.append(img);
      return img;
    };
    // 100 px and 400 px beyond the track's right edge.
    const near = place(400);
    const far = place(700);
    document.body.prepend(track);
    try {
      const seen: string[] = [];
      const key = {};
      void whenNearViewport(near, IntersectionObserver, key).then(() => seen.push('near'));
      void whenNearViewport(far, IntersectionObserver, key).then(() => seen.push('far'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).to.deep.equal(['near']);
    } finally {
      track.remove();
    }
  });
});
