import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { chooseImageWidth, IMAGE_WIDTHS } from '../../../core/images/index.ts';
import type { WidthRequest } from '../../../core/images/index.ts';

const anyNumber = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 5000, noNaN: true }),
  fc.integer({ min: -10, max: 3000 }),
  fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1, 2, 3),
);
const ratio = fc.oneof(fc.double({ min: 0.1, max: 5, noNaN: true }), anyNumber);
const rest = fc.record<Omit<WidthRequest, 'renderedWidth'>>(
  {
    devicePixelRatio: ratio,
    pixelRatioMin: ratio,
    pixelRatioMax: ratio,
    sourceWidth: anyNumber,
    saveData: fc.boolean(),
    allowSaveData: fc.boolean(),
  },
  { requiredKeys: [] },
);
const widths: readonly number[] = IMAGE_WIDTHS;

describe('chooseImageWidth properties', () => {
  it('never throws and always answers one of the offered widths', () => {
    fc.assert(
      fc.property(anyNumber, rest, (renderedWidth, request) => {
        expect(widths).to.include(chooseImageWidth({ ...request, renderedWidth }));
      }),
      { numRuns: 2000 },
    );
  });

  it('is monotonic in the drawn width', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, rest, (a, b, request) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        if (Number.isNaN(narrow) || Number.isNaN(wide)) return;
        expect(chooseImageWidth({ ...request, renderedWidth: narrow })).to.be.at.most(
          chooseImageWidth({ ...request, renderedWidth: wide }),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('is the smallest offered width covering the drawn width times the clamped ratio', () => {
    const sensible = fc.record({
      renderedWidth: fc.double({ min: 0, max: 4000, noNaN: true }),
      devicePixelRatio: fc.double({ min: 0.25, max: 4, noNaN: true }),
      pixelRatioMin: fc.double({ min: 0.25, max: 2, noNaN: true }),
      pixelRatioMax: fc.double({ min: 2, max: 4, noNaN: true }),
    });
    fc.assert(
      fc.property(sensible, (request) => {
        const chosen = chooseImageWidth(request);
        const ratio = Math.min(
          Math.max(request.devicePixelRatio, request.pixelRatioMin),
          request.pixelRatioMax,
        );
        // In whole device pixels.
        const wanted = Math.round(request.renderedWidth * ratio);
        if (wanted <= 2500) expect(chosen).to.be.at.least(wanted);
        const next = widths.filter((w) => w < chosen);
        for (const smaller of next) expect(smaller).to.be.below(wanted);
      }),
    );
  });

  it('with the source width known, asks for the smallest offered width covering the drawing or the source', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 4000, noNaN: true }),
        fc.double({ min: 1, max: 10_000, noNaN: true }),
        (renderedWidth, sourceWidth) => {
          const chosen = chooseImageWidth({ renderedWidth, sourceWidth });
          const needed = Math.min(Math.round(renderedWidth), sourceWidth);
          // Never below what is needed while a wider width is offered...
          if (needed <= 2500) expect(chosen).to.be.at.least(needed);
          // ...and never a width above one that already covers it.
          for (const smaller of widths.filter((w) => w < chosen))
            expect(smaller).to.be.below(needed);
        },
      ),
    );
  });

  it('under an allowed data saver, ignores the device pixel ratio', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3000, noNaN: true }),
        ratio,
        (renderedWidth, devicePixelRatio) => {
          expect(chooseImageWidth({ renderedWidth, devicePixelRatio, saveData: true })).to.equal(
            chooseImageWidth({ renderedWidth }),
          );
        },
      ),
    );
  });
});
