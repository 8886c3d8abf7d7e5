import { pageUsageTracked } from './audience.ts';
import type { SchemaEventFields } from './common-fields.ts';
import type { SchemaTracker } from './schema-tracker.ts';

/** The custom schema every commerce event is sent under. */
export const COMMERCE_SCHEMA = 'Commerce';

/**
 * What every commerce event says: a visitor (`user`, as the performance event names the
 * actor) on the website (`web`), owned by the commerce team, in the commerce product area.
 */
export const COMMERCE_COMMON = {
  actor: 'user',
  event_owner_team: 'commerce',
  event_source: 'web',
  product_area: 'commerce',
} as const;

export interface CartOpenDetails {
  cartId?: string;
  itemCount?: number;
  subtotalCents?: number;
  currency?: string;
}

export interface AddToCartDetails {
  productId: string;
  productName?: string;
  sku?: string;
  quantity: number;
  unitPriceCents?: number;
  currency?: string;
}

export interface PurchaseDetails {
  orderId: string;
  grandTotalCents: number;
  currency: string;
  itemCount?: number;
}

export interface SearchDetails {
  query: string;
  resultCount?: number;
}

/**
 * Commerce events count as usage: owners browsing their own store are left out (part 1 §6). The
 * fields are read inside, so details missing or of the wrong shape never throw into the page.
 */
function send(
  tracker: SchemaTracker,
  fields: () => { action: string; object_type: string } & Record<string, unknown>,
): void {
  try {
    if (!pageUsageTracked()) return;
    const event: SchemaEventFields = { ...COMMERCE_COMMON, ...fields() };
    for (const [name, value] of Object.entries(event)) if (value === undefined) delete event[name];
    tracker.track(event, COMMERCE_SCHEMA);
  } catch {
    // Tracking never breaks the page.
  }
}

/** The cart page opened: action `view` on object type `cart`. */
export function trackCartPageOpen(tracker: SchemaTracker, details?: CartOpenDetails): void {
  send(tracker, () => ({
    action: 'view',
    object_type: 'cart',
    object_id: details?.cartId ?? null,
    product_page: 'cart',
    item_count: details?.itemCount,
    subtotal_cents: details?.subtotalCents,
    currency: details?.currency,
  }));
}

/** A product added to the cart: action `add` on a `product`, into the `cart`. */
export function trackAddToCart(tracker: SchemaTracker, details: AddToCartDetails): void {
  send(tracker, () => ({
    action: 'add',
    object_type: 'product',
    object_id: details.productId,
    object_display_name: details.productName ?? null,
    indirect_object_type: 'cart',
    quantity: details.quantity,
    sku: details.sku,
    unit_price_cents: details.unitPriceCents,
    currency: details.currency,
  }));
}

/** An order paid for: action `purchase` on an `order`, its value the grand total in cents. */
export function trackPurchase(tracker: SchemaTracker, details: PurchaseDetails): void {
  send(tracker, () => ({
    action: 'purchase',
    object_type: 'order',
    object_id: details.orderId,
    object_value:
      details.grandTotalCents === undefined ? undefined : String(details.grandTotalCents),
    grand_total_cents: details.grandTotalCents,
    currency: details.currency,
    item_count: details.itemCount,
  }));
}

/** A store search: action `search` on `product`s, its value the query. */
export function trackSearch(tracker: SchemaTracker, details: SearchDetails): void {
  send(tracker, () => ({
    action: 'search',
    object_type: 'product',
    object_value: details.query,
    product_page: 'search',
    result_count: details.resultCount,
  }));
}
