import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import {
  prefersReducedMotion,
  ReducedMotionController,
} from '../../../components/base/reduced-motion.ts';

class MotionHost extends LitElement {
  motion = new ReducedMotionController(this);
  renders = 0;
  protected override updated(): void {
    this.renders++;
  }
}
customElements.define('test-motion-host', MotionHost);

describe('reduced motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('reads the visitor preference', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
  });

  it('follows a change of preference and re-renders its host', async () => {
    const host = await fixture<MotionHost>(html`<test-motion-host></test-motion-host>`);
    expect(host.motion.reduced).to.equal(false);
    const before = host.renders;
    await emulateMedia({ reducedMotion: 'reduce' });
    // The media query's change event arrives on its own task, after the emulation resolves.
    await waitUntil(() => host.motion.reduced, 'the change of preference was not seen');
    await host.updateComplete;
    expect(host.renders).to.equal(before + 1);
  });
});
