import { expect } from '@open-wc/testing';
import { CART_COUNT_LIMIT, cartBadgeText, cartItemsText } from '../../../core/text/plurals.ts';

describe('cart plurals', () => {
  it('stops counting above 100', () => {
    expect(CART_COUNT_LIMIT).to.equal(100);
  });

  it('reads 0 as "0 items in cart"', () => {
    expect(cartItemsText(0)).to.equal('0 items in cart');
  });

  it('reads 1 as "One item in cart"', () => {
    expect(cartItemsText(1)).to.equal('One item in cart');
  });

  it('reads 2 to 100 as "{n} items in cart"', () => {
    expect(cartItemsText(2)).to.equal('2 items in cart');
    expect(cartItemsText(57)).to.equal('57 items in cart');
    expect(cartItemsText(100)).to.equal('100 items in cart');
  });

  it('reads above 100 as "More than 100 items in cart"', () => {
    expect(cartItemsText(101)).to.equal('More than 100 items in cart');
    expect(cartItemsText(5000)).to.equal('More than 100 items in cart');
  });

  it('shows the number on the badge up to 100, and "100+" above', () => {
    expect(cartBadgeText(0)).to.equal('0');
    expect(cartBadgeText(1)).to.equal('1');
    expect(cartBadgeText(100)).to.equal('100');
    expect(cartBadgeText(101)).to.equal('100+');
    expect(cartBadgeText(1_000_000)).to.equal('100+');
  });

  for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
    it(`rejects a count of ${bad} with a message naming what is allowed`, () => {
      expect(() => cartItemsText(bad)).to.throw(Error, /whole number of 0 or more/);
      expect(() => cartBadgeText(bad)).to.throw(Error, /whole number of 0 or more/);
    });
  }
});
