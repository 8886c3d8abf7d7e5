import { expect } from '@open-wc/testing';
import {
  CHECKOUT_PATH,
  cartChangeFailedMessage,
  checkoutStep,
  quantityChangeQuestion,
} from '../../../core/commerce/index.ts';
import { createMoney } from '../../../core/money/index.ts';

const cart = (totalQuantity: number, subtotalCents: number, currency = 'USD') => ({
  id: 'cart-1',
  totalQuantity,
  subtotalAmount: createMoney(subtotalCents, currency),
});

describe('cart rules and texts (part 1 §2, §8)', () => {
  it('asks before a quantity of 0 removes the item, and asks nothing for any other quantity', () => {
    expect(quantityChangeQuestion(0)).to.equal(
      "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
    );
    expect(quantityChangeQuestion(1)).to.equal(null);
    expect(quantityChangeQuestion(99)).to.equal(null);
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => quantityChangeQuestion(bad)).to.throw(Error, /whole number of 0 or more/);
    }
  });

  it('says which change the cart could not take', () => {
    expect(cartChangeFailedMessage('update')).to.equal('Unable to update quantity');
    expect(cartChangeFailedMessage('remove')).to.equal('Unable to remove item');
  });

  it('alerts a checkout without a cart', () => {
    const alert = {
      kind: 'alert',
      message:
        'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    };
    expect(checkoutStep(null)).to.deep.equal(alert);
    expect(checkoutStep(undefined)).to.deep.equal(alert);
    expect(checkoutStep({ ...cart(2, 500), id: '' })).to.deep.equal(alert);
  });

  it('says an empty cart has nothing to check out', () => {
    expect(checkoutStep(cart(0, 0))).to.deep.equal({
      kind: 'notice',
      message: 'You have nothing in your shopping cart.',
    });
  });

  it('holds a subtotal under the minimum order back, naming the minimum as a price', () => {
    expect(checkoutStep(cart(1, 1999), createMoney(2000))).to.deep.equal({
      kind: 'notice',
      message: 'To check out, your order subtotal must be $20.00 or more.',
    });
    expect(checkoutStep(cart(3, 90000, 'SEK'), createMoney(123456, 'SEK'))).to.deep.equal({
      kind: 'notice',
      message: 'To check out, your order subtotal must be 1,234.56 kr or more.',
    });
    expect(() => checkoutStep(cart(1, 500), createMoney(2000, 'EUR'))).to.throw(
      Error,
      /one currency/,
    );
  });

  it('goes to the checkout with a cart that has items and meets the minimum', () => {
    const go = { kind: 'checkout', path: '/commerce/goto-checkout' };
    expect(CHECKOUT_PATH).to.equal('/commerce/goto-checkout');
    expect(checkoutStep(cart(1, 2000), createMoney(2000))).to.deep.equal(go);
    expect(checkoutStep(cart(5, 1))).to.deep.equal(go);
  });
});
