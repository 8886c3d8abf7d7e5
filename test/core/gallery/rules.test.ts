import { expect, fixture, html } from '@open-wc/testing';
import {
  arrowMovesGallery,
  checkEngineDesign,
  checkTransition,
  engineDesignFor,
  DEFAULT_GALLERY_KEYS,
  GALLERY_KEY_CODES,
  GALLERY_KEYS,
  GALLERY_MESSAGES,
  GALLERY_PART_MESSAGES,
  identifierFromAddress,
  isEditable,
  keyMove,
  slideAddress,
  slideIdentifier,
  slideMatching,
} from '../../../core/gallery/index.ts';

describe('gallery designs', () => {
  it('maps block designs to the engine, case ignored, anything else base', () => {
    const cases: Array<[string, string]> = [
      ['stacked', 'base'],
      ['slider', 'strip'],
      ['slideshow', 'stacked'],
      ['grid', 'grid'],
      ['autogrid', 'autogrid'],
      ['autocolumns', 'autocolumns'],
      ['autorows', 'autorows'],
      ['carousel', 'carousel'],
      ['list', 'list'],
      ['SlideShow', 'stacked'],
      ['mosaic', 'base'],
      ['', 'base'],
    ];
    for (const [block, engine] of cases) expect(engineDesignFor(block), block).to.equal(engine);
    expect(engineDesignFor(undefined)).to.equal('base');
  });

  it('throws for an engine design or transition it does not have, naming the allowed ones', () => {
    expect(checkEngineDesign('Grid')).to.equal('grid');
    expect(() => checkEngineDesign('mosaic')).to.throw(
      'No gallery design named "mosaic" was found. Designs: base, strip, stacked, grid, autogrid, autocolumns, autorows, carousel, list.',
    );
    expect(checkTransition('ken-burns')).to.equal('ken-burns');
    expect(() => checkTransition('zoom')).to.throw(
      'The stacked transition "zoom" could not be found. Transitions: fade, ken-burns, swipe, new-swipe, scroll.',
    );
  });

  it('keeps the console messages word for word', () => {
    expect(GALLERY_MESSAGES.decodeError).to.equal('Error decoding gallery block data.');
    expect(GALLERY_MESSAGES.evaluateError).to.equal('Error evaluating gallery block data.');
    expect(GALLERY_MESSAGES.noSlides).to.equal('A gallery needs at least one slide.');
    expect(GALLERY_PART_MESSAGES.videoLoaderMissing).to.equal('VideoLoader not found');
    expect(GALLERY_PART_MESSAGES.loaderMissing).to.equal('Loader2 not found');
    expect(GALLERY_PART_MESSAGES.lightboxTier).to.equal(
      'lightboxify is not available in this tier!',
    );
  });
});

describe('gallery keyboard', () => {
  it('answers left 37 and right 39', () => {
    expect(GALLERY_KEY_CODES).to.deep.equal({ previous: 37, next: 39 });
    // The keys with those codes, by name.
    expect(GALLERY_KEYS).to.deep.equal({ previous: 'ArrowLeft', next: 'ArrowRight' });
    expect(DEFAULT_GALLERY_KEYS).to.equal('ArrowLeft ArrowRight');
    const press = (key: string) => new KeyboardEvent('keydown', { key });
    for (const keys of [DEFAULT_GALLERY_KEYS, null, undefined]) {
      expect(keyMove(keys, press('ArrowLeft')), String(keys)).to.equal('previous');
      expect(keyMove(keys, press('ArrowRight')), String(keys)).to.equal('next');
      expect(keyMove(keys, press('ArrowUp')), String(keys)).to.equal(undefined);
    }
  });

  it('reads keys as names apart by spaces, previous then next', () => {
    const press = (key: string) => new KeyboardEvent('keydown', { key });
    expect(keyMove(' ArrowUp   ArrowDown ', press('ArrowUp'))).to.equal('previous');
    expect(keyMove('ArrowUp ArrowDown', press('ArrowDown'))).to.equal('next');
    expect(keyMove('ArrowUp ArrowDown', press('ArrowLeft'))).to.equal(undefined);
    expect(keyMove('a', press('a'))).to.equal('previous');
    expect(keyMove('', press('ArrowLeft'))).to.equal(undefined);
    expect(keyMove('a b c', press('c'))).to.equal(undefined);
  });

  it('takes keys given as anything but text as naming no key, never throwing', () => {
    const press = (key: string) => new KeyboardEvent('keydown', { key });
    for (const keys of [['ArrowUp', 'ArrowDown'], 5, {}]) {
      expect(() => keyMove(keys as never, press('ArrowUp'))).not.to.throw();
      expect(keyMove(keys as never, press('ArrowDown'))).to.equal(undefined);
    }
  });

  it('ignores arrows in motion, in an editable field, outside the viewport or with autoplay on', async () => {
    const holder = await fixture<HTMLElement>(html`
      <div>
        <input id="text" /><input id="box" type="checkbox" /><textarea></textarea
        ><select></select>
        <div id="editable" contenteditable="true"></div>
        <input id="range" type="range" /><input id="radio" type="radio" />
        <div id="slider" role="slider" tabindex="0"></div>
        <div id="spin" role="spinbutton" tabindex="0"></div>
        <button>Go</button>
      </div>
    `);
    const base = {
      inMotion: false,
      activeElement: holder.querySelector('button'),
      inViewport: true,
      autoplayOn: false,
    };
    expect(arrowMovesGallery(base)).to.equal(true);
    expect(arrowMovesGallery({ ...base, inMotion: true })).to.equal(false);
    expect(arrowMovesGallery({ ...base, inViewport: false })).to.equal(false);
    expect(arrowMovesGallery({ ...base, autoplayOn: true })).to.equal(false);
    // Arrows edit text, or move a range's value or a radio group's choice.
    const editable = ['#text', 'textarea', 'select', '#editable', '#range', '#radio'];
    for (const selector of [...editable, '#slider', '#spin']) {
      expect(
        arrowMovesGallery({ ...base, activeElement: holder.querySelector(selector) }),
        selector,
      ).to.equal(false);
    }
    expect(isEditable(holder.querySelector('#box'))).to.equal(false);
    expect(isEditable(null)).to.equal(false);
  });
});

describe('gallery address', () => {
  it('writes the url attribute with history state, else the id', () => {
    expect(slideIdentifier({ id: 's1', url: 'red-shoes' }, true)).to.equal('red-shoes');
    expect(slideIdentifier({ id: 's1', url: 'red-shoes' }, false)).to.equal('s1');
    expect(slideIdentifier({ id: 's1' }, true)).to.equal('s1');
    expect(slideIdentifier({}, true)).to.equal(undefined);
  });

  it("builds the address from the collection's full URL and reads it back", () => {
    expect(slideAddress('https://site.test/gallery', 'red-shoes')).to.equal(
      'https://site.test/gallery/red-shoes',
    );
    expect(slideAddress('https://site.test/gallery/', 'a b')).to.equal(
      'https://site.test/gallery/a%20b',
    );
    expect(identifierFromAddress('/gallery/red-shoes', '/gallery')).to.equal('red-shoes');
    expect(identifierFromAddress('/gallery/a%20b/', '/gallery/')).to.equal('a b');
    expect(identifierFromAddress('/gallery/', '/gallery')).to.equal(undefined);
    expect(identifierFromAddress('/other/x', '/gallery')).to.equal(undefined);
    expect(identifierFromAddress('/gallery/%E0%A4%A', '/gallery')).to.equal(undefined);
  });

  it('finds the slide by id or url', () => {
    const slides = [
      { id: 'a', url: 'first' },
      { id: 'b', url: 'second' },
    ];
    expect(slideMatching(slides, 'second')).to.equal(1);
    expect(slideMatching(slides, 'a')).to.equal(0);
    expect(slideMatching(slides, 'zzz')).to.equal(-1);
  });
});
