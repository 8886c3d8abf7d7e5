import { expect, fixture, html } from '@open-wc/testing';
import { applyCrop, parseImageSettings, reserveSpace } from '../../../core/images/index.ts';
import type { ImageSettings } from '../../../core/images/index.ts';
import { image } from './helpers.ts';

const settingsOf = (element: Element, overrides: Partial<ImageSettings> = {}) =>
  parseImageSettings(element, { overrides, warn: () => {} });

describe('reserved space', () => {
  it('gives an <img> width and height attributes from data-image-dimensions', () => {
    const img = image({ 'data-image-dimensions': '1600x900' });
    reserveSpace(img, settingsOf(img));
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['1600', '900']);
    expect(img.style.aspectRatio).to.equal('');
  });

  it('keeps width and height attributes already there', () => {
    const img = image({ 'data-image-dimensions': '1600x900', width: '320' });
    reserveSpace(img, settingsOf(img));
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['320', null]);
  });

  it('adds an aspect-ratio with fixed ratio, on any element', () => {
    const img = image({ 'data-image-dimensions': '1600x900', 'data-fixed-ratio': 'true' });
    reserveSpace(img, settingsOf(img));
    expect(img.style.aspectRatio).to.equal('1600 / 900');
    const div = document.createElement('div');
    div.setAttribute('data-image-dimensions', '300x200');
    reserveSpace(div, settingsOf(div, { fixedRatio: true }));
    expect(div.style.aspectRatio).to.equal('300 / 200');
    expect(div.hasAttribute('width')).to.equal(false);
  });

  it('does nothing without dimensions', () => {
    const img = image({ 'data-fixed-ratio': 'true' });
    reserveSpace(img, settingsOf(img));
    expect(img.getAttributeNames().sort()).to.deep.equal(['alt', 'data-fixed-ratio']);
  });

  it('holds the laid-out box before the image arrives, so nothing shifts', async () => {
    const box = await fixture<HTMLDivElement>(html`
      <div style="width: 400px">
        <img
          alt="x"
          data-image-dimensions="1600x900"
          style="width: 100%; height: auto; display: block"
        />
      </div>
    `);
    const img = box.querySelector('img')!;
    expect(img.getBoundingClientRect().height).to.not.equal(225);
    reserveSpace(img, settingsOf(img));
    expect(img.getBoundingClientRect().height).to.equal(225);
  });
});

describe('applyCrop', () => {
  it('covers around the focal point (default 50% 50%)', () => {
    const img = image();
    applyCrop(img, settingsOf(img));
    expect([img.style.objectFit, img.style.objectPosition]).to.deep.equal(['cover', '50% 50%']);
    const focused = image({ 'data-image-focal-point': '0.2,0.9' });
    applyCrop(focused, settingsOf(focused));
    expect(focused.style.objectPosition).to.equal('20% 90%');
  });

  it('contains by the alignment, scales down without stretch, and leaves none to the theme', () => {
    const img = image({ 'data-crop-mode': 'contain', 'data-alignment': 'top-right' });
    applyCrop(img, settingsOf(img));
    expect([img.style.objectFit, img.style.objectPosition]).to.deep.equal(['contain', '100% 0%']);
    applyCrop(img, settingsOf(img, { stretch: false }));
    expect(img.style.objectFit).to.equal('scale-down');
    applyCrop(img, settingsOf(img, { crop: 'none' }));
    expect([img.style.objectFit, img.style.objectPosition]).to.deep.equal(['', '']);
  });

  it('uses the <img> parent as the background with background use on', () => {
    const parent = document.createElement('div');
    const img = image({ 'data-use-bg-image': 'true', 'data-image-focal-point': '0.1,0.2' });
    parent.append(img);
    applyCrop(img, settingsOf(img));
    expect(parent.style.backgroundSize).to.equal('cover');
    expect(parent.style.backgroundPosition).to.equal('10% 20%');
    expect(parent.style.backgroundRepeat).to.equal('no-repeat');
    expect(img.style.opacity).to.equal('0');
    expect(img.style.objectFit).to.equal('');
  });

  it('uses any other element as its own background', () => {
    const div = document.createElement('div');
    applyCrop(div, settingsOf(div, { crop: 'none' }));
    expect(div.style.backgroundSize).to.equal('100% auto');
    expect(div.style.opacity).to.equal('');
  });

  it('places in pixels with advanced positioning once the box is known', () => {
    const img = image({
      'data-use-advanced-positioning': 'true',
      'data-image-dimensions': '2000x1000',
      'data-image-focal-point': '0.25,0.5',
    });
    applyCrop(img, settingsOf(img));
    expect(img.style.position).to.equal('');
    expect(img.style.objectFit).to.equal('');
    applyCrop(img, settingsOf(img), { width: 400, height: 400 });
    expect({
      position: img.style.position,
      left: img.style.left,
      top: img.style.top,
      width: img.style.width,
      height: img.style.height,
      maxWidth: img.style.maxWidth,
    }).to.deep.equal({
      position: 'absolute',
      left: '-100px',
      top: '0px',
      width: '800px',
      height: '400px',
      maxWidth: 'none',
    });
  });

  it('falls back to object-fit with advanced positioning but no dimensions', () => {
    const img = image({ 'data-use-advanced-positioning': 'true' });
    applyCrop(img, settingsOf(img), { width: 400, height: 400 });
    expect([img.style.position, img.style.objectFit]).to.deep.equal(['', 'cover']);
  });
});
