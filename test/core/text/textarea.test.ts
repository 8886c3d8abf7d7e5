import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  characterCounterText,
  exceedsMaxLength,
  parseMaxLength,
  validateTextarea,
} from '../../../core/text/textarea.ts';

const EXCEEDED = { valid: false, message: 'You have exceeded the character limit.' };

describe('textarea maximum length', () => {
  describe('parseMaxLength', () => {
    it('takes numbers, rounding decimals down', () => {
      expect(parseMaxLength(200)).to.equal(200);
      expect(parseMaxLength(0)).to.equal(0);
      expect(parseMaxLength(10.9)).to.equal(10);
      expect(parseMaxLength(0.5)).to.equal(0);
    });

    it('reads numeric text as a number', () => {
      expect(parseMaxLength('200')).to.equal(200);
      expect(parseMaxLength(' 42 ')).to.equal(42);
      expect(parseMaxLength('10.7')).to.equal(10);
      expect(parseMaxLength('+5')).to.equal(5);
      expect(parseMaxLength('1e3')).to.equal(1000);
      expect(parseMaxLength('.5')).to.equal(0);
    });

    it('means no limit for what is not a number', () => {
      for (const none of [
        null,
        undefined,
        '',
        '  ',
        'abc',
        '12abc',
        '0x10',
        'Infinity',
        NaN,
        true,
        {},
        [],
      ]) {
        expect(parseMaxLength(none), String(none)).to.equal(null);
      }
      expect(parseMaxLength(Number.POSITIVE_INFINITY)).to.equal(null);
    });

    it('means no limit below 0', () => {
      expect(parseMaxLength(-1)).to.equal(null);
      expect(parseMaxLength(-0.5)).to.equal(null);
      expect(parseMaxLength('-3')).to.equal(null);
    });
  });

  describe('validateTextarea', () => {
    it('takes an empty optional field whatever the limit', () => {
      expect(validateTextarea('', 0)).to.deep.equal({ valid: true });
      expect(validateTextarea('   ', 1)).to.deep.equal({ valid: true });
    });

    it('asks for a required field left empty by its label', () => {
      expect(validateTextarea('', 10, { required: true, label: 'Message' })).to.deep.equal({
        valid: false,
        message: 'Message is required.',
      });
    });

    it('takes text within the limit and refuses text over it', () => {
      expect(validateTextarea('hello', 5)).to.deep.equal({ valid: true });
      expect(validateTextarea('hello!', 5)).to.deep.equal(EXCEEDED);
      expect(validateTextarea('hello!', '5')).to.deep.equal(EXCEEDED);
      expect(validateTextarea('hello!', 5.9)).to.deep.equal(EXCEEDED);
    });

    it('counts code points, so an emoji is one character', () => {
      expect('😀😀😀').to.have.length(6);
      expect(validateTextarea('😀😀😀', 3)).to.deep.equal({ valid: true });
      expect(validateTextarea('😀😀😀😀', 3)).to.deep.equal(EXCEEDED);
    });

    it('takes any length when there is no limit', () => {
      expect(validateTextarea('x'.repeat(100_000), null)).to.deep.equal({ valid: true });
      expect(validateTextarea('x'.repeat(100), -1)).to.deep.equal({ valid: true });
      expect(validateTextarea('x'.repeat(100), 'none')).to.deep.equal({ valid: true });
    });
  });

  describe('the counter', () => {
    it('reads "n / max"', () => {
      expect(characterCounterText('', 200)).to.equal('0 / 200');
      expect(characterCounterText('hello', '200')).to.equal('5 / 200');
      expect(characterCounterText('😀 ok', 10.5)).to.equal('4 / 10');
      expect(characterCounterText('too long', 3)).to.equal('8 / 3');
    });

    it('is absent without a limit', () => {
      expect(characterCounterText('hello', null)).to.equal(null);
      expect(characterCounterText('hello', -5)).to.equal(null);
    });

    it('shows the error style only over the limit', () => {
      expect(exceedsMaxLength('abc', 3)).to.equal(false);
      expect(exceedsMaxLength('abcd', 3)).to.equal(true);
      expect(exceedsMaxLength('abcd', 'x')).to.equal(false);
    });
  });

  it('agrees with itself on any text and limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 0, max: 40 }), (text, max) => {
        const over = [...text].length > max;
        expect(exceedsMaxLength(text, max)).to.equal(over);
        expect(validateTextarea(text, max).valid).to.equal(!over || text.trim() === '');
      }),
    );
  });
});
