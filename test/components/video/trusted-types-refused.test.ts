import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { SsVideo } from '../../../components/video/video.ts';
import '../../../components/video/video.ts';
import { requireTrustedTypes, trustedTypes } from '../../support/require-trusted-types.ts';

// In a file of its own: the elements ask for their Trusted Types policy once per page.

const EMBED = '<iframe src="https://www.youtube.com/embed/abc"></iframe>';

/** A page whose `trusted-types` list does not name the elements' policy. */
describe("<ss-video> on a page that refuses the elements' Trusted Types policy", () => {
  let lift: () => void;
  beforeEach(() => {
    sinon
      .stub(trustedTypes, 'createPolicy')
      .throws(
        new TypeError(
          "Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy \"ss-elements\" disallowed.",
        ),
      );
    lift = requireTrustedTypes();
  });
  afterEach(() => {
    lift();
    sinon.restore();
  });

  it("shows 'Invalid video embed.' rather than failing to render", async () => {
    const element = await fixture<SsVideo>(
      html`<ss-video data-html=${EMBED} data-provider-name="YouTube"></ss-video>`,
    );
    expect(element.embed!.type).to.equal('invalid');
    const error = element.shadowRoot!.querySelector('[part~="error"]');
    expect(error!.textContent).to.equal('Invalid video embed.');
  });
});
