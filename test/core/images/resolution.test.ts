import { expect } from '@open-wc/testing';
import {
  chooseImageWidth,
  effectivePixelRatio,
  IMAGE_WIDTHS,
  wantedPixels,
} from '../../../core/images/index.ts';

describe('chooseImageWidth', () => {
  it('offers exactly the widths 2500, 1500, 1000, 750, 500, 300 and 100', () => {
    expect([...IMAGE_WIDTHS]).to.deep.equal([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it('picks the smallest offered width at least the drawn width', () => {
    const cases: Array<[number, number]> = [
      [0, 100],
      [1, 100],
      [100, 100],
      [101, 300],
      [300, 300],
      [301, 500],
      [500, 500],
      [501, 750],
      [750, 750],
      [751, 1000],
      [1000, 1000],
      [1001, 1500],
      [1500, 1500],
      [1501, 2500],
      [2500, 2500],
      [2501, 2500],
      [10_000, 2500],
    ];
    for (const [renderedWidth, width] of cases) {
      expect(chooseImageWidth({ renderedWidth }), String(renderedWidth)).to.equal(width);
    }
  });

  it('multiplies by the device pixel ratio', () => {
    expect(chooseImageWidth({ renderedWidth: 400, devicePixelRatio: 2 })).to.equal(1000);
    expect(chooseImageWidth({ renderedWidth: 250, devicePixelRatio: 3 })).to.equal(750);
    expect(chooseImageWidth({ renderedWidth: 500, devicePixelRatio: 1.5 })).to.equal(750);
  });

  it('counts whole device pixels: a width a layout rounds a hair over an offered one is that one', () => {
    // As a 2000x1333 image drawn to cover a 500 px box comes out.
    const drawn = 500.00000000000006;
    expect(drawn).to.be.above(500);
    for (const [ratio, width] of [
      [1, 500],
      [1.5, 750],
      [2, 1000],
    ] as const) {
      expect(chooseImageWidth({ renderedWidth: drawn, devicePixelRatio: ratio })).to.equal(width);
    }
    // Half a device pixel over asks for the next.
    expect(chooseImageWidth({ renderedWidth: 500.5 })).to.equal(750);
    expect(chooseImageWidth({ renderedWidth: 500.49 })).to.equal(500);
  });

  it('clamps the pixel ratio to [min, max]', () => {
    expect(
      chooseImageWidth({ renderedWidth: 400, devicePixelRatio: 3, pixelRatioMax: 2 }),
    ).to.equal(1000);
    expect(chooseImageWidth({ renderedWidth: 400, devicePixelRatio: 0.5 })).to.equal(500);
    expect(
      chooseImageWidth({ renderedWidth: 400, devicePixelRatio: 1, pixelRatioMin: 2 }),
    ).to.equal(1000);
    expect(effectivePixelRatio({ devicePixelRatio: 0.5, pixelRatioMin: 0.25 })).to.equal(0.5);
    expect(
      effectivePixelRatio({ devicePixelRatio: 3, pixelRatioMin: 4, pixelRatioMax: 2 }),
    ).to.equal(2);
  });

  it('uses pixel ratio 1 under the data saver when allowed, and only then', () => {
    const request = { renderedWidth: 400, devicePixelRatio: 3, pixelRatioMin: 2 };
    expect(chooseImageWidth({ ...request, saveData: true })).to.equal(500);
    expect(chooseImageWidth({ ...request, saveData: true, allowSaveData: true })).to.equal(500);
    expect(chooseImageWidth({ ...request, saveData: true, allowSaveData: false })).to.equal(1500);
    expect(chooseImageWidth({ ...request, saveData: false })).to.equal(1500);
  });

  it('asks for the smallest offered width covering the source when the drawing wants more', () => {
    // A 1200 px original in a 1280 px slide: 1500 (served at the original's 1200), not 1000.
    expect(chooseImageWidth({ renderedWidth: 1280, sourceWidth: 1200 })).to.equal(1500);
    expect(
      chooseImageWidth({ renderedWidth: 640, devicePixelRatio: 2, sourceWidth: 1200 }),
    ).to.equal(1500);
    expect(chooseImageWidth({ renderedWidth: 1000, sourceWidth: 600 })).to.equal(750);
    expect(chooseImageWidth({ renderedWidth: 1000, sourceWidth: 750 })).to.equal(750);
    expect(chooseImageWidth({ renderedWidth: 1000, sourceWidth: 40 })).to.equal(100);
    expect(chooseImageWidth({ renderedWidth: 3000, sourceWidth: 4000 })).to.equal(2500);
    expect(chooseImageWidth({ renderedWidth: 3000, sourceWidth: 2000 })).to.equal(2500);
  });

  it('asks for no more than the drawing needs when the source is wider', () => {
    expect(chooseImageWidth({ renderedWidth: 200, sourceWidth: 600 })).to.equal(300);
    expect(chooseImageWidth({ renderedWidth: 1100, sourceWidth: 1200 })).to.equal(1500);
    expect(chooseImageWidth({ renderedWidth: 700, sourceWidth: 4000 })).to.equal(750);
  });

  it('treats nonsense as its default: no width is 0, no ratio is 1', () => {
    expect(wantedPixels({ renderedWidth: NaN })).to.equal(0);
    expect(wantedPixels({ renderedWidth: -50, devicePixelRatio: 2 })).to.equal(0);
    expect(wantedPixels({ renderedWidth: 10, devicePixelRatio: NaN })).to.equal(10);
    expect(wantedPixels({ renderedWidth: 10, devicePixelRatio: Infinity })).to.equal(10);
    expect(wantedPixels({ renderedWidth: 10, pixelRatioMin: -1, pixelRatioMax: 0 })).to.equal(10);
    expect(chooseImageWidth({ renderedWidth: Infinity })).to.equal(2500);
    expect(chooseImageWidth({ renderedWidth: 1000, sourceWidth: NaN })).to.equal(1000);
  });
});
