import { expect, fixture, html } from '@open-wc/testing';
import { LitElement, css } from 'lit';
import {
  designTokens,
  DURATIONS_MS,
  FONT_SIZES,
  FONT_WEIGHTS,
  RADII,
  token,
} from '../../../components/base/tokens.ts';

describe('design tokens', () => {
  it('has font sizes from 9.75 to 28 px', () => {
    const sizes = Object.values(FONT_SIZES).map((value) => parseFloat(value));
    expect(Math.min(...sizes)).to.equal(9.75);
    expect(Math.max(...sizes)).to.equal(28);
    expect(sizes).to.deep.equal([...sizes].sort((a, b) => a - b));
  });

  it('has weights 400, 500 and 600 and radii 0, 4 and 8 px', () => {
    expect(Object.values(FONT_WEIGHTS)).to.deep.equal([400, 500, 600]);
    expect(Object.values(RADII)).to.deep.equal(['0px', '4px', '8px']);
  });

  it('has durations from 0 to 600 ms in 50 ms steps', () => {
    expect(DURATIONS_MS).to.deep.equal([
      0, 50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600,
    ]);
    expect(designTokens()['--ss-duration-250']).to.equal('250ms');
  });

  it('refers to a token with its default as fallback, and rejects an unknown one', () => {
    expect(token('radius-small').cssText).to.equal('var(--ss-radius-small, 4px)');
    expect(() => token('radius-huge')).to.throw('Unknown design token "--ss-radius-huge".');
  });

  it('lets a theme override a token from outside the shadow root', async () => {
    class TokenProbe extends LitElement {
      static override styles = css`
        :host {
          display: block;
          border-radius: ${token('radius-medium')};
        }
      `;
    }
    customElements.define('test-token-probe', TokenProbe);
    const plain = await fixture(html`<test-token-probe></test-token-probe>`);
    expect(getComputedStyle(plain).borderTopLeftRadius).to.equal('8px');
    const themed = await fixture(
      html`<test-token-probe style="--ss-radius-medium: 3px"></test-token-probe>`,
    );
    expect(getComputedStyle(themed).borderTopLeftRadius).to.equal('3px');
  });
});
