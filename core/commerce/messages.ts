/**
 * Every visitor-facing text of the cart and its checkout (part 1 §8), word for word, in one place
 * so it can be localised later; `{subtotal}` is filled by `fillTemplate`. The cart's count texts
 * ('One item in cart', '{%n} items in cart', 'More than {%n} items in cart', '100+') are
 * `cartItemsText` and `cartBadgeText` in core/text.
 */
export const CART_MESSAGES = {
  /** Asked before a quantity set to 0 removes the item. */
  removeAtZero:
    "You have set this item's quantity to 0. This will remove it from your cart. Would you like to continue?",
  minimumOrder: 'To check out, your order subtotal must be {subtotal} or more.',
  empty: 'You have nothing in your shopping cart.',
  updateFailed: 'Unable to update quantity',
  removeFailed: 'Unable to remove item',
  /** The alert of a checkout asked for without a cart. */
  noCart:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;
