import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { parseEmbed } from '../../../components/video/embed.ts';
import { requireTrustedTypes, trustedTypes } from '../../support/require-trusted-types.ts';

// In a file of its own: the elements make their Trusted Types policy once per page.

const EMBED =
  '<iframe width="640" height="360" src="https://www.youtube.com/embed/abc" title="Talk"></iframe>';

describe('video embeds on a page that requires Trusted Types', () => {
  let lift: () => void;
  beforeEach(() => (lift = requireTrustedTypes()));
  afterEach(() => {
    lift();
    sinon.restore();
  });

  it("reads the embed through the elements' policy, made once", () => {
    const createPolicy = sinon.spy(trustedTypes, 'createPolicy');
    for (let i = 0; i < 2; i++) {
      expect(parseEmbed(EMBED, 'https://site.example/')).to.deep.include({
        type: 'iframe',
        src: 'https://www.youtube.com/embed/abc',
        ratio: 56.25,
        title: 'Talk',
      });
    }
    expect(createPolicy.callCount).to.equal(1);
    expect(createPolicy.firstCall.args[0]).to.equal('ss-elements');
  });
});
