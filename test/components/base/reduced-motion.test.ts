import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import {
  prefersReducedMotion,
  reducedMotionQuery,
} from '../../../components/base/reduced-motion.ts';

describe('reduced motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('reads the visitor preference as it is now', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.equal(false);
  });

  it('keeps one query for every move, whose answer follows the preference', async () => {
    const query = reducedMotionQuery();
    expect(reducedMotionQuery()).to.equal(query);
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(query.matches).to.equal(true);
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(query.matches).to.equal(false);
  });
});
