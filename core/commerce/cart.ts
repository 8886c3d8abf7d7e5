import { formatMoney } from '../money/format-money.ts';
import type { Money } from '../money/money.ts';
import { fillTemplate } from '../text/template.ts';
import { CART_MESSAGES } from './messages.ts';

/** Where a checkout of the cart goes (part 1 §2): reached only when a cart exists. */
export const CHECKOUT_PATH = '/commerce/goto-checkout';

/** What a checkout needs of the shopping cart (part 1 §3). */
export interface CheckoutCart {
  id: string;
  totalQuantity: number;
  subtotalAmount: Money;
}

/**
 * Where the checkout button leads: to the checkout, or to a message in its place (`alert` for
 * the browser's alert, as the spec says; `notice` shown on the page).
 */
export type CheckoutStep =
  | { kind: 'checkout'; path: typeof CHECKOUT_PATH }
  | { kind: 'alert'; message: string }
  | { kind: 'notice'; message: string };

function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new Error(
      `A cart quantity must be a whole number of 0 or more; got ${String(quantity)}.`,
    );
  }
}

/**
 * The question to ask before a cart line's quantity changes to `quantity`: at 0 the item is
 * removed, so the visitor confirms it first (part 1 §8); any other quantity asks nothing (null).
 *
 * @throws Error when `quantity` is negative or not a whole number.
 */
export function quantityChangeQuestion(quantity: number): string | null {
  assertQuantity(quantity);
  return quantity === 0 ? CART_MESSAGES.removeAtZero : null;
}

/** What the visitor is told when the cart could not take a change: 'Unable to update quantity' or 'Unable to remove item'. */
export function cartChangeFailedMessage(change: 'update' | 'remove'): string {
  return change === 'remove' ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed;
}

/**
 * Where the checkout button leads (part 1 §2, §8): without a cart (none kept for the visitor:
 * the session expired or cookies are off) an alert; with nothing in it, 'You have nothing in
 * your shopping cart.'; under the site's minimum order (when it has one), 'To check out, your
 * order subtotal must be {subtotal} or more.' with the minimum as a price; else the checkout.
 *
 * @throws Error when the minimum is in another currency than the cart, or the cart's quantity is
 * not a whole number of 0 or more.
 */
export function checkoutStep(
  cart: CheckoutCart | null | undefined,
  minimumOrder?: Money,
): CheckoutStep {
  if (!cart?.id) return { kind: 'alert', message: CART_MESSAGES.noCart };
  assertQuantity(cart.totalQuantity);
  if (cart.totalQuantity === 0) return { kind: 'notice', message: CART_MESSAGES.empty };
  if (minimumOrder) {
    const subtotal = cart.subtotalAmount;
    if (minimumOrder.currencyCode !== subtotal.currencyCode) {
      throw new Error(
        `The minimum order is in ${minimumOrder.currencyCode}, the cart in ${subtotal.currencyCode}: both must be in one currency.`,
      );
    }
    if (subtotal.minorUnits < minimumOrder.minorUnits) {
      const message = fillTemplate(CART_MESSAGES.minimumOrder, {
        subtotal: formatMoney(minimumOrder),
      });
      return { kind: 'notice', message };
    }
  }
  return { kind: 'checkout', path: CHECKOUT_PATH };
}
