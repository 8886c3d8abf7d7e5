import { useId, useMemo, useState, type FormEvent } from 'react';
import { CART_MESSAGES, checkoutStep, quantityChangeQuestion } from '../../core/commerce/index.ts';
import { createMoney, formatMoney } from '../../core/money/index.ts';
import { cartBadgeText, cartItemsText } from '../../core/text/plurals.ts';
import { randomId } from '../../core/tracking/random-id.ts';
import { commerce } from '../site-runtime.ts';

interface Product {
  id: string;
  sku: string;
  name: string;
  priceCents: number;
}

const CURRENCY = 'USD';

/** The demo store's products. */
export const PRODUCTS: readonly Product[] = [
  { id: 'prod-harbour', sku: 'SQ-HARBOUR-A3', name: 'Harbour at dawn print', priceCents: 4500 },
  { id: 'prod-dunes', sku: 'SQ-DUNES-A3', name: 'Sunset over the dunes print', priceCents: 3900 },
  { id: 'prod-notebook', sku: 'SQ-NOTE-A5', name: 'Linen notebook', priceCents: 1850 },
];

const price = (cents: number) => formatMoney(createMoney(cents, CURRENCY));

/** The store's minimum order: a notebook alone is under it, and the checkout says so. */
const MINIMUM_ORDER = createMoney(2000, CURRENCY);

/** The most of one product a cart line takes. */
const MAX_QUANTITY = 99;

/** A whole number from `least` to 99, else undefined. */
function quantityOf(text: string, least = 1): number | undefined {
  const quantity = text.trim() === '' ? NaN : Number(text);
  return Number.isInteger(quantity) && quantity >= least && quantity <= MAX_QUANTITY
    ? quantity
    : undefined;
}

type CartLines = Record<string, number>;

/**
 * A small store on the published page: search, add to cart, the cart page and an order. Each
 * step sends its commerce event through the site runtime (with consent, not for the owner), and
 * the owner view lists them under schema_events.
 */
export function ShopSection() {
  const cartId = useMemo(() => `cart-${randomId()}`, []);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly Product[]>(PRODUCTS);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [cart, setCart] = useState<CartLines>({});
  /** A cart line's quantity as the visitor is typing it, until it is set. */
  const [editing, setEditing] = useState<Record<string, string>>({});
  const [cartOpen, setCartOpen] = useState(false);
  const [status, setStatus] = useState('');
  const id = useId();
  const [titleId, searchId, cartRegionId] = [`${id}-title`, `${id}-search`, `${id}-cart`];

  const lines = PRODUCTS.filter((product) => cart[product.id]);
  const itemCount = lines.reduce((sum, product) => sum + cart[product.id]!, 0);
  const subtotalCents = lines.reduce(
    (sum, product) => sum + product.priceCents * cart[product.id]!,
    0,
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim().toLowerCase();
    if (!words) {
      setStatus('Type what to search for.');
      return;
    }
    const found = PRODUCTS.filter((product) => product.name.toLowerCase().includes(words));
    setResults(found);
    setStatus(
      `${found.length} ${found.length === 1 ? 'result' : 'results'} for “${query.trim()}”.`,
    );
    commerce.searched({ query: query.trim(), resultCount: found.length });
  };

  const add = (product: Product) => {
    const quantity = quantityOf(quantities[product.id] ?? '1');
    if (quantity === undefined) {
      setStatus(`Enter a quantity from 1 to ${MAX_QUANTITY} for ${product.name}.`);
      return;
    }
    setCart((lines) => ({ ...lines, [product.id]: (lines[product.id] ?? 0) + quantity }));
    setEditing(({ [product.id]: _typed, ...rest }) => rest);
    setStatus(`Added ${quantity} × ${product.name} to the cart.`);
    commerce.added({
      productId: product.id,
      productName: product.name,
      sku: product.sku,
      quantity,
      unitPriceCents: product.priceCents,
      currency: CURRENCY,
    });
  };

  /** Sets a cart line's quantity; at 0 the visitor confirms first, and the line goes. */
  const setQuantity = (product: Product) => {
    const typed = editing[product.id];
    if (typed === undefined) return;
    const quantity = quantityOf(typed, 0);
    if (quantity === undefined) {
      setStatus(`Enter a quantity from 0 to ${MAX_QUANTITY} for ${product.name}.`);
      return;
    }
    const question = quantityChangeQuestion(quantity);
    if (question && !window.confirm(question)) return;
    setEditing(({ [product.id]: _set, ...rest }) => rest);
    setCart(({ [product.id]: _old, ...rest }) =>
      quantity === 0 ? rest : { ...rest, [product.id]: quantity },
    );
    setStatus(
      quantity === 0
        ? `Removed ${product.name} from the cart.`
        : `${product.name}: quantity ${quantity}.`,
    );
  };

  /** Opens or closes the cart; opening it is the cart page's view. */
  const toggleCart = () => {
    if (!cartOpen) commerce.cartOpened({ cartId, itemCount, subtotalCents, currency: CURRENCY });
    setCartOpen(!cartOpen);
  };

  const placeOrder = () => {
    const cartState = {
      id: cartId,
      totalQuantity: itemCount,
      subtotalAmount: createMoney(subtotalCents, CURRENCY),
    };
    const step = checkoutStep(cartState, MINIMUM_ORDER);
    if (step.kind !== 'checkout') return setStatus(step.message);
    const orderId = `order-${randomId().slice(0, 8)}`;
    commerce.purchased({ orderId, grandTotalCents: subtotalCents, currency: CURRENCY, itemCount });
    setCart({});
    setEditing({});
    setCartOpen(false);
    setStatus(`Order ${orderId} placed: ${price(subtotalCents)}.`);
  };

  return (
    <section className="demo" aria-labelledby={titleId} data-testid="shop">
      <h2 id={titleId}>Store</h2>
      <form role="search" onSubmit={search}>
        <label htmlFor={searchId}>Search the store</label>{' '}
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />{' '}
        <button type="submit">Search</button>
      </form>
      <ul className="products">
        {results.map((product) => (
          <li key={product.id}>
            <strong>{product.name}</strong> <span>{price(product.priceCents)}</span>{' '}
            <label>
              Quantity{' '}
              <input
                type="number"
                min={1}
                max={MAX_QUANTITY}
                value={quantities[product.id] ?? '1'}
                onChange={(event) =>
                  setQuantities((all) => ({ ...all, [product.id]: event.target.value }))
                }
              />
            </label>{' '}
            <button type="button" onClick={() => add(product)}>
              Add {product.name} to cart
            </button>
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          aria-expanded={cartOpen}
          aria-controls={cartOpen ? cartRegionId : undefined}
          onClick={toggleCart}
        >
          Cart ({cartBadgeText(itemCount)})
        </button>
      </p>
      {cartOpen && (
        <div id={cartRegionId} aria-labelledby={`${cartRegionId}-title`} role="region">
          <h3 id={`${cartRegionId}-title`}>Your cart</h3>
          {lines.length === 0 ? (
            <p>{CART_MESSAGES.empty}</p>
          ) : (
            <>
              <ul>
                {lines.map((product) => (
                  <li key={product.id}>
                    <label>
                      Quantity of {product.name}{' '}
                      <input
                        type="number"
                        min={0}
                        max={MAX_QUANTITY}
                        value={editing[product.id] ?? String(cart[product.id])}
                        onChange={(event) =>
                          setEditing((all) => ({ ...all, [product.id]: event.target.value }))
                        }
                        onKeyDown={(event) => event.key === 'Enter' && setQuantity(product)}
                      />
                    </label>{' '}
                    <button type="button" onClick={() => setQuantity(product)}>
                      Update {product.name}
                    </button>{' '}
                    {price(product.priceCents * cart[product.id]!)}
                  </li>
                ))}
              </ul>
              <p>
                {cartItemsText(itemCount)}. Subtotal: {price(subtotalCents)}
              </p>
              <button type="button" onClick={placeOrder}>
                Place order
              </button>
            </>
          )}
        </div>
      )}
      <p role="status">{status}</p>
    </section>
  );
}
