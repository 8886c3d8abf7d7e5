import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  anchorPoint,
  backgroundSizeValue,
  drawnWidth,
  objectFitValue,
  placeImage,
  positionValue,
} from '../../../core/images/index.ts';
import type { CropMode, ImageAlignment } from '../../../core/images/index.ts';

const LANDSCAPE = { width: 2000, height: 1000 };
const CENTER = { x: 0.5, y: 0.5 };
const settings = (
  crop: CropMode,
  extra: Partial<{ alignment: ImageAlignment; stretch: boolean }> = {},
) => ({
  crop,
  focalPoint: { x: 0.25, y: 0.75 },
  alignment: 'center' as ImageAlignment,
  stretch: true,
  ...extra,
});

describe('focal point and crop', () => {
  it('positions by the focal point: 0.5,0.5 is 50% 50%', () => {
    expect(positionValue(CENTER)).to.equal('50% 50%');
    expect(positionValue({ x: 0.35, y: 0.07 })).to.equal('35% 7%');
    expect(positionValue({ x: 1 / 3, y: 0 })).to.equal('33.3333% 0%');
  });

  it('holds the focal point for cover and none, the alignment for contain', () => {
    expect(anchorPoint(settings('cover'))).to.deep.equal({ x: 0.25, y: 0.75 });
    expect(anchorPoint(settings('none'))).to.deep.equal({ x: 0.25, y: 0.75 });
    const alignments: Array<[ImageAlignment, string]> = [
      ['center', '50% 50%'],
      ['top', '50% 0%'],
      ['bottom', '50% 100%'],
      ['left', '0% 50%'],
      ['right', '100% 50%'],
      ['top-left', '0% 0%'],
      ['top-right', '100% 0%'],
      ['bottom-left', '0% 100%'],
      ['bottom-right', '100% 100%'],
    ];
    for (const [alignment, position] of alignments) {
      expect(positionValue(anchorPoint(settings('contain', { alignment })))).to.equal(position);
    }
  });

  it('maps crop modes to object-fit and background-size', () => {
    expect(objectFitValue('cover', true)).to.equal('cover');
    expect(objectFitValue('cover', false)).to.equal('cover');
    expect(objectFitValue('contain', true)).to.equal('contain');
    expect(objectFitValue('contain', false)).to.equal('scale-down');
    expect(objectFitValue('none', true)).to.equal(undefined);
    expect(backgroundSizeValue('cover')).to.equal('cover');
    expect(backgroundSizeValue('contain')).to.equal('contain');
    expect(backgroundSizeValue('none')).to.equal('100% auto');
  });

  it('draws cover at least as wide as the box needs by height, contain at most', () => {
    const box = { width: 400, height: 400 };
    expect(drawnWidth(box, LANDSCAPE, 'cover')).to.equal(800);
    expect(drawnWidth(box, LANDSCAPE, 'contain')).to.equal(400);
    expect(drawnWidth({ width: 400, height: 100 }, LANDSCAPE, 'contain')).to.equal(200);
    expect(drawnWidth(box, LANDSCAPE, 'none')).to.equal(400);
    expect(drawnWidth(box, undefined, 'cover')).to.equal(400);
    expect(drawnWidth({ width: 400, height: 0 }, LANDSCAPE, 'cover')).to.equal(400);
    expect(drawnWidth({ width: -5, height: NaN }, LANDSCAPE, 'cover')).to.equal(0);
  });

  it('places a covering image around its focal point', () => {
    expect(placeImage({ width: 400, height: 400 }, LANDSCAPE, settings('cover'))).to.deep.equal({
      width: 800,
      height: 400,
      left: -100,
      top: 0,
    });
  });

  it('places a contained image by its alignment, and never beyond its size without stretch', () => {
    const box = { width: 400, height: 400 };
    expect(placeImage(box, LANDSCAPE, settings('contain', { alignment: 'bottom' }))).to.deep.equal({
      width: 400,
      height: 200,
      left: 0,
      top: 200,
    });
    const small = { width: 200, height: 100 };
    expect(placeImage(box, small, settings('contain', { stretch: false }))).to.deep.equal({
      width: 200,
      height: 100,
      left: 100,
      top: 150,
    });
    expect(placeImage(box, small, settings('contain'))!.width).to.equal(400);
  });

  it('draws an uncropped image at the box width', () => {
    expect(placeImage({ width: 400, height: 400 }, LANDSCAPE, settings('none'))).to.deep.equal({
      width: 400,
      height: 200,
      left: 0,
      top: 150,
    });
    expect(placeImage({ width: 400, height: 400 }, undefined, settings('cover'))).to.equal(
      undefined,
    );
  });

  it('covers the whole box and keeps the focal point in it', () => {
    const size = fc.integer({ min: 1, max: 5000 });
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(size, size, size, size, unit, unit, (bw, bh, iw, ih, x, y) => {
        const placed = placeImage(
          { width: bw, height: bh },
          { width: iw, height: ih },
          {
            ...settings('cover'),
            focalPoint: { x, y },
          },
        )!;
        const slack = 1e-6 * Math.max(bw, bh, placed.width, placed.height);
        expect(placed.left).to.be.at.most(slack);
        expect(placed.top).to.be.at.most(slack);
        expect(placed.left + placed.width).to.be.at.least(bw - slack);
        expect(placed.top + placed.height).to.be.at.least(bh - slack);
        const focusX = placed.left + x * placed.width;
        const focusY = placed.top + y * placed.height;
        expect(
          focusX >= -slack && focusX <= bw + slack && focusY >= -slack && focusY <= bh + slack,
        ).to.equal(true);
        expect(
          drawnWidth({ width: bw, height: bh }, { width: iw, height: ih }, 'cover'),
        ).to.be.closeTo(placed.width, slack);
      }),
    );
  });
});
