import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  DEFAULT_FOCAL_POINT,
  DEFAULT_PIXEL_RATIO_MAX,
  DEFAULT_PIXEL_RATIO_MIN,
  parseImageSettings,
} from '../../../core/images/index.ts';
import type { ImageSettings } from '../../../core/images/index.ts';
import { image } from './helpers.ts';

const DEFAULTS: ImageSettings = {
  source: '',
  dimensions: undefined,
  fixedRatio: false,
  focalPoint: { x: 0.5, y: 0.5 },
  load: true,
  crop: 'cover',
  sizeFormat: 'queryString',
  stretch: true,
  useBgImage: false,
  useAdvancedPositioning: false,
  allowSaveData: true,
  pixelRatioMin: 1,
  pixelRatioMax: Number.POSITIVE_INFINITY,
  alignment: 'center',
};

function parse(attributes: Record<string, string>, overrides?: Partial<ImageSettings>) {
  const warnings: string[] = [];
  const settings = parseImageSettings(image(attributes), {
    overrides,
    warn: (message) => warnings.push(message),
  });
  return { settings, warnings };
}

describe('parseImageSettings', () => {
  it('gives the defaults for a bare <img>, without a warning', () => {
    const { settings, warnings } = parse({});
    expect(settings).to.deep.equal(DEFAULTS);
    expect(warnings).to.deep.equal([]);
  });

  it('defaults the focal point to 0.5,0.5 and the pixel ratio range to [1, no maximum]', () => {
    expect(DEFAULT_FOCAL_POINT).to.deep.equal({ x: 0.5, y: 0.5 });
    expect(DEFAULT_PIXEL_RATIO_MIN).to.equal(1);
    expect(DEFAULT_PIXEL_RATIO_MAX).to.equal(Infinity);
    expect(Object.isFrozen(DEFAULT_FOCAL_POINT)).to.equal(true);
  });

  it('reads every attribute', () => {
    const { settings, warnings } = parse({
      'data-src': ' https://images.example.com/a/photo.jpg ',
      'data-image-dimensions': '2500x1667',
      'data-fixed-ratio': 'true',
      'data-image-focal-point': '0.25,0.75',
      'data-load': 'viewport',
      'data-crop-mode': 'contain',
      'data-size-format': 'filename',
      'data-stretch': 'false',
      'data-use-bg-image': '',
      'data-use-advanced-positioning': 'TRUE',
      'data-allow-save-data': 'False',
      'data-pixel-ratio-min': '1.5',
      'data-pixel-ratio-max': '3',
      'data-alignment': 'Bottom-Right',
    });
    expect(warnings).to.deep.equal([]);
    expect(settings).to.deep.equal({
      source: 'https://images.example.com/a/photo.jpg',
      dimensions: { width: 2500, height: 1667 },
      fixedRatio: true,
      focalPoint: { x: 0.25, y: 0.75 },
      load: 'viewport',
      crop: 'contain',
      sizeFormat: 'filename',
      stretch: false,
      useBgImage: true,
      useAdvancedPositioning: true,
      allowSaveData: false,
      pixelRatioMin: 1.5,
      pixelRatioMax: 3,
      alignment: 'bottom-right',
    });
  });

  it('reads data-load true, false, present and any case', () => {
    expect(parse({ 'data-load': 'true' }).settings.load).to.equal(true);
    expect(parse({ 'data-load': 'FALSE' }).settings.load).to.equal(false);
    expect(parse({ 'data-load': '' }).settings.load).to.equal(true);
    expect(parse({ 'data-load': 'ViewPort' }).settings.load).to.equal('viewport');
  });

  it('matches enumerations without regard to case, and middle means center', () => {
    expect(parse({ 'data-crop-mode': 'NONE' }).settings.crop).to.equal('none');
    expect(parse({ 'data-crop-mode': 'Cover' }).settings.crop).to.equal('cover');
    expect(parse({ 'data-size-format': 'QUERYSTRING' }).settings.sizeFormat).to.equal(
      'queryString',
    );
    expect(parse({ 'data-alignment': 'middle' }).settings.alignment).to.equal('center');
    for (const alignment of [
      'top',
      'bottom',
      'left',
      'right',
      'top-left',
      'top-right',
      'bottom-left',
    ]) {
      expect(parse({ 'data-alignment': alignment }).settings.alignment).to.equal(alignment);
    }
  });

  it('accepts tolerant number forms: spaces, x or X, .5, 1.', () => {
    expect(parse({ 'data-image-dimensions': ' 300 X 200 ' }).settings.dimensions).to.deep.equal({
      width: 300,
      height: 200,
    });
    expect(parse({ 'data-image-focal-point': ' .5 , 1 ' }).settings.focalPoint).to.deep.equal({
      x: 0.5,
      y: 1,
    });
    expect(parse({ 'data-image-focal-point': '0,0' }).settings.focalPoint).to.deep.equal({
      x: 0,
      y: 0,
    });
    expect(parse({ 'data-pixel-ratio-max': '2.' }).settings.pixelRatioMax).to.equal(2);
  });

  const malformed: Array<[string, string, keyof ImageSettings, string]> = [
    [
      'data-image-dimensions',
      '2500',
      'dimensions',
      '"WIDTHxHEIGHT" in whole pixels; using no dimensions',
    ],
    ['data-image-dimensions', '0x100', 'dimensions', 'using no dimensions'],
    ['data-image-dimensions', '10.5x100', 'dimensions', 'using no dimensions'],
    ['data-image-dimensions', '-1x100', 'dimensions', 'using no dimensions'],
    ['data-image-dimensions', '99999999999999999x1', 'dimensions', 'using no dimensions'],
    [
      'data-image-focal-point',
      'middle',
      'focalPoint',
      '"x,y" with x and y from 0 to 1; using 0.5,0.5',
    ],
    ['data-image-focal-point', '1.5,0.5', 'focalPoint', 'using 0.5,0.5'],
    ['data-image-focal-point', '-0.1,0.5', 'focalPoint', 'using 0.5,0.5'],
    ['data-image-focal-point', '0.5,0.5,0.5', 'focalPoint', 'using 0.5,0.5'],
    ['data-image-focal-point', '0.5,', 'focalPoint', 'using 0.5,0.5'],
    ['data-load', 'lazy', 'load', 'one of "true", "false", "viewport"; using "true"'],
    ['data-crop-mode', 'fill', 'crop', 'one of "cover", "contain", "none"; using "cover"'],
    [
      'data-size-format',
      'path',
      'sizeFormat',
      'one of "queryString", "filename"; using "queryString"',
    ],
    ['data-stretch', 'yes', 'stretch', '"true" or "false"; using true'],
    ['data-fixed-ratio', '1', 'fixedRatio', '"true" or "false"; using false'],
    ['data-use-bg-image', 'no', 'useBgImage', 'using false'],
    ['data-use-advanced-positioning', 'on', 'useAdvancedPositioning', 'using false'],
    ['data-allow-save-data', 'nope', 'allowSaveData', 'using true'],
    ['data-pixel-ratio-min', '0', 'pixelRatioMin', 'a positive number; using 1'],
    ['data-pixel-ratio-min', '-2', 'pixelRatioMin', 'using 1'],
    ['data-pixel-ratio-max', 'two', 'pixelRatioMax', 'a positive number; using Infinity'],
    ['data-pixel-ratio-max', 'Infinity', 'pixelRatioMax', 'using Infinity'],
    ['data-pixel-ratio-max', '1e3', 'pixelRatioMax', 'using Infinity'],
    ['data-alignment', 'centre', 'alignment', 'using "center"'],
  ];

  for (const [attribute, value, key, expected] of malformed) {
    it(`warns about ${attribute}="${value}" and takes the default`, () => {
      const { settings, warnings } = parse({ [attribute]: value });
      expect(settings[key]).to.deep.equal(DEFAULTS[key]);
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain(`${attribute}="${value}" is not`);
      expect(warnings[0]).to.contain(expected);
      expect(warnings[0]).to.match(/^ss-elements image loader: /);
    });
  }

  it('warns once about a minimum above the maximum and takes both defaults', () => {
    const { settings, warnings } = parse({
      'data-pixel-ratio-min': '3',
      'data-pixel-ratio-max': '2',
    });
    expect([settings.pixelRatioMin, settings.pixelRatioMax]).to.deep.equal([1, Infinity]);
    expect(warnings).to.deep.equal([
      'ss-elements image loader: data-pixel-ratio-min (3) is above data-pixel-ratio-max (2); using the defaults.',
    ]);
  });

  it("warns once about a minimum above the maximum that settings given in code make, keeping the element's", () => {
    const { settings, warnings } = parse({ 'data-pixel-ratio-min': '3' }, { pixelRatioMax: 2 });
    expect([settings.pixelRatioMin, settings.pixelRatioMax]).to.deep.equal([3, Infinity]);
    expect(warnings).to.deep.equal([
      "ss-elements image loader: with the settings given in code, the pixel ratio minimum (3) is above the maximum (2); using the element's.",
    ]);
    const fine = parse({ 'data-pixel-ratio-min': '3' }, { pixelRatioMax: 4 });
    expect([fine.settings.pixelRatioMin, fine.settings.pixelRatioMax]).to.deep.equal([3, 4]);
    expect(fine.warnings).to.deep.equal([]);
  });

  it('takes a maximum below 1 without a minimum as the range, from the element or from code', () => {
    const element = parse({ 'data-pixel-ratio-max': '0.5' });
    expect([element.settings.pixelRatioMin, element.settings.pixelRatioMax]).to.deep.equal([
      0.5, 0.5,
    ]);
    expect(element.warnings).to.deep.equal([]);
    const code = parse({}, { pixelRatioMax: 0.75 });
    expect([code.settings.pixelRatioMin, code.settings.pixelRatioMax]).to.deep.equal([0.75, 0.75]);
    expect(code.warnings).to.deep.equal([]);
    // A minimum given still counts.
    const both = parse({ 'data-pixel-ratio-min': '1' }, { pixelRatioMax: 0.75 });
    expect([both.settings.pixelRatioMin, both.settings.pixelRatioMax]).to.deep.equal([1, Infinity]);
    expect(both.warnings).to.have.length(1);
  });

  it('warns about settings given in code that JSON cannot write, without throwing', () => {
    const circular: Record<string, unknown> = { x: 0.5 };
    circular.self = circular;
    const { settings, warnings } = parse({}, {
      focalPoint: circular,
      dimensions: { width: 10n, height: 10 },
    } as unknown as Partial<ImageSettings>);
    expect(settings).to.deep.equal(DEFAULTS);
    const tail = "is not one it takes; using the element's.";
    expect(warnings).to.deep.equal([
      `ss-elements image loader: the setting focalPoint given in code ([object Object]) ${tail}`,
      `ss-elements image loader: the setting dimensions given in code ([object Object]) ${tail}`,
    ]);
  });

  it('takes null settings in code as none, and warns about settings that are no object', () => {
    const none = parse({ 'data-crop-mode': 'contain' }, null as unknown as Partial<ImageSettings>);
    expect(none.settings.crop).to.equal('contain');
    expect(none.warnings).to.deep.equal([]);
    const text = parse(
      { 'data-crop-mode': 'contain' },
      'none' as unknown as Partial<ImageSettings>,
    );
    expect(text.settings.crop).to.equal('contain');
    expect(text.warnings).to.deep.equal([
      "ss-elements image loader: the settings given in code (none) are not an object; using the element's.",
    ]);
  });

  it('lets settings given in code win, ignoring undefined ones', () => {
    const { settings } = parse(
      { 'data-crop-mode': 'contain', 'data-load': 'false' },
      { crop: 'none', load: undefined, focalPoint: { x: 0, y: 1 } },
    );
    expect(settings.crop).to.equal('none');
    expect(settings.load).to.equal(false);
    expect(settings.focalPoint).to.deep.equal({ x: 0, y: 1 });
  });

  it("warns about settings given in code it does not take, and keeps the element's", () => {
    const { settings, warnings } = parse({ 'data-crop-mode': 'contain', 'data-alignment': 'top' }, {
      crop: 'COVER' as 'cover',
      alignment: 'middle' as 'center',
      focalPoint: { x: Number.NaN, y: 0.5 },
      load: 'later' as 'viewport',
      dimensions: { width: 0, height: 10 },
      pixelRatioMin: Number.POSITIVE_INFINITY,
      stretch: 'yes' as unknown as boolean,
      colour: 'red',
      sizeFormat: 'filename',
      pixelRatioMax: Number.POSITIVE_INFINITY,
    } as Partial<ImageSettings>);
    expect(settings).to.deep.equal({
      ...DEFAULTS,
      crop: 'contain',
      alignment: 'top',
      sizeFormat: 'filename',
    });
    const prefix = 'ss-elements image loader: the setting';
    const tail = "is not one it takes; using the element's.";
    expect(warnings).to.deep.equal([
      `${prefix} crop given in code (COVER) ${tail}`,
      `${prefix} alignment given in code (middle) ${tail}`,
      `${prefix} focalPoint given in code ({"x":null,"y":0.5}) ${tail}`,
      `${prefix} load given in code (later) ${tail}`,
      `${prefix} dimensions given in code ({"width":0,"height":10}) ${tail}`,
      `${prefix} pixelRatioMin given in code (Infinity) ${tail}`,
      `${prefix} stretch given in code (yes) ${tail}`,
      `${prefix} colour given in code (red) ${tail}`,
    ]);
  });

  it('takes every value an attribute gives, given in code', () => {
    const { settings, warnings } = parse(
      { 'data-size-format': 'filename', 'data-load': 'false', 'data-alignment': 'top' },
      { sizeFormat: 'queryString', load: 'viewport', alignment: 'bottom-right', crop: 'none' },
    );
    expect(warnings).to.deep.equal([]);
    expect([settings.sizeFormat, settings.load, settings.alignment, settings.crop]).to.deep.equal([
      'queryString',
      'viewport',
      'bottom-right',
      'none',
    ]);
  });

  it('warns to the console by default', () => {
    const warn = console.warn;
    const seen: unknown[] = [];
    console.warn = (message: unknown) => seen.push(message);
    try {
      parseImageSettings(image({ 'data-crop-mode': 'zoom' }));
    } finally {
      console.warn = warn;
    }
    expect(seen).to.have.length(1);
  });

  it('never throws, and always gives valid settings, whatever the attributes say', () => {
    const names = [
      'data-src',
      'data-image-dimensions',
      'data-fixed-ratio',
      'data-image-focal-point',
      'data-load',
      'data-crop-mode',
      'data-size-format',
      'data-stretch',
      'data-use-bg-image',
      'data-use-advanced-positioning',
      'data-allow-save-data',
      'data-pixel-ratio-min',
      'data-pixel-ratio-max',
      'data-alignment',
    ];
    const attributes = fc.dictionary(fc.constantFrom(...names), fc.string({ maxLength: 20 }));
    fc.assert(
      fc.property(attributes, (given) => {
        const { settings } = parse(given);
        const { x, y } = settings.focalPoint;
        expect(x >= 0 && x <= 1 && y >= 0 && y <= 1).to.equal(true);
        expect(settings.pixelRatioMin > 0).to.equal(true);
        expect(settings.pixelRatioMin <= settings.pixelRatioMax).to.equal(true);
        expect(['cover', 'contain', 'none']).to.include(settings.crop);
        expect([true, false, 'viewport']).to.include(settings.load);
        if (settings.dimensions) {
          expect(settings.dimensions.width > 0 && settings.dimensions.height > 0).to.equal(true);
        }
      }),
    );
  });
});
