import {
  CART_BADGE_OVER_LIMIT,
  CART_MORE_THAN_N_ITEMS,
  CART_N_ITEMS,
  CART_ONE_ITEM,
} from './messages.ts';
import { fillTemplate } from './template.ts';

/** Above this many items the cart texts stop counting (part 1 §9: 'Cart count shows 100+ above 100'). */
export const CART_COUNT_LIMIT = 100;

function assertItemCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`A cart item count must be a whole number of 0 or more; got ${String(count)}.`);
  }
}

/**
 * The cart's item count in words: 0 → '0 items in cart', 1 → 'One item in cart',
 * 2 to 100 → '{n} items in cart', above 100 → 'More than 100 items in cart'.
 *
 * @throws Error when `count` is negative or not a whole number.
 */
export function cartItemsText(count: number): string {
  assertItemCount(count);
  if (count === 1) return CART_ONE_ITEM;
  if (count > CART_COUNT_LIMIT)
    return fillTemplate(CART_MORE_THAN_N_ITEMS, { '%n': CART_COUNT_LIMIT });
  return fillTemplate(CART_N_ITEMS, { '%n': count });
}

/**
 * The cart's count badge: the number itself, or '100+' above 100.
 *
 * @throws Error when `count` is negative or not a whole number.
 */
export function cartBadgeText(count: number): string {
  assertItemCount(count);
  if (count > CART_COUNT_LIMIT)
    return fillTemplate(CART_BADGE_OVER_LIMIT, { '%n': CART_COUNT_LIMIT });
  return String(count);
}
