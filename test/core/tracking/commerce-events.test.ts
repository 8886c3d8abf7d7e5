import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { resetPageContext, setPageContext } from '../../../core/site/read-context.ts';
import {
  COMMERCE_COMMON,
  COMMERCE_SCHEMA,
  SchemaTracker,
  trackAddToCart,
  trackCartPageOpen,
  trackPurchase,
  trackSearch,
} from '../../../core/tracking/index.ts';
import { MemoryStorage } from './fakes.ts';

const COMMON = {
  actor: 'user',
  event_owner_team: 'commerce',
  event_source: 'web',
  product_area: 'commerce',
};

describe('commerce events (part 2 §3)', () => {
  let tracker: SchemaTracker;
  let track: sinon.SinonStub;

  beforeEach(() => {
    setPageContext({});
    tracker = new SchemaTracker();
    track = sinon.stub(tracker, 'track');
  });
  afterEach(resetPageContext);

  it('share the actor, owner team, source and product area, under the Commerce schema', () => {
    expect(COMMERCE_COMMON).to.deep.equal(COMMON);
    expect(COMMERCE_SCHEMA).to.equal('Commerce');
  });

  it('cart page open: view on cart', () => {
    trackCartPageOpen(tracker, {
      cartId: 'cart1',
      itemCount: 3,
      subtotalCents: 4500,
      currency: 'USD',
    });
    trackCartPageOpen(tracker);
    expect(track.args).to.deep.equal([
      [
        {
          ...COMMON,
          action: 'view',
          object_type: 'cart',
          object_id: 'cart1',
          product_page: 'cart',
          item_count: 3,
          subtotal_cents: 4500,
          currency: 'USD',
        },
        'Commerce',
      ],
      [
        { ...COMMON, action: 'view', object_type: 'cart', object_id: null, product_page: 'cart' },
        'Commerce',
      ],
    ]);
  });

  it('add to cart: add on product, into cart', () => {
    trackAddToCart(tracker, {
      productId: 'p1',
      productName: 'Lemon cake',
      sku: 'SQ1234567',
      quantity: 2,
      unitPriceCents: 1250,
      currency: 'EUR',
    });
    trackAddToCart(tracker, { productId: 'p2', quantity: 1 });
    expect(track.args).to.deep.equal([
      [
        {
          ...COMMON,
          action: 'add',
          object_type: 'product',
          object_id: 'p1',
          object_display_name: 'Lemon cake',
          indirect_object_type: 'cart',
          quantity: 2,
          sku: 'SQ1234567',
          unit_price_cents: 1250,
          currency: 'EUR',
        },
        'Commerce',
      ],
      [
        {
          ...COMMON,
          action: 'add',
          object_type: 'product',
          object_id: 'p2',
          object_display_name: null,
          indirect_object_type: 'cart',
          quantity: 1,
        },
        'Commerce',
      ],
    ]);
  });

  it('purchase: purchase on order, valued at the grand total in cents', () => {
    trackPurchase(tracker, {
      orderId: 'o1',
      grandTotalCents: 10999,
      currency: 'GBP',
      itemCount: 4,
    });
    expect(track.args).to.deep.equal([
      [
        {
          ...COMMON,
          action: 'purchase',
          object_type: 'order',
          object_id: 'o1',
          object_value: '10999',
          grand_total_cents: 10999,
          currency: 'GBP',
          item_count: 4,
        },
        'Commerce',
      ],
    ]);
  });

  it('search: search on product, valued at the query', () => {
    trackSearch(tracker, { query: 'lemon', resultCount: 7 });
    expect(track.args).to.deep.equal([
      [
        {
          ...COMMON,
          action: 'search',
          object_type: 'product',
          object_value: 'lemon',
          product_page: 'search',
          result_count: 7,
        },
        'Commerce',
      ],
    ]);
  });

  it('build events that pass the common-field checks', async () => {
    track.restore();
    const warn = sinon.spy();
    const checked = new SchemaTracker({
      warn,
      localStorage: () => new MemoryStorage(),
      sessionStorage: () => new MemoryStorage(),
    });
    const body = await checked.build({
      ...COMMON,
      action: 'search',
      object_type: 'product',
      object_value: 'x',
    });
    expect(warn.called).to.equal(false);
    expect(body.commonData).to.include({ ...COMMON, action: 'search', object_type: 'product' });
  });

  it('are not sent for a signed-in owner', () => {
    setPageContext({ authenticatedAccount: { id: 'a1' }, websiteRoles: [1] });
    trackSearch(tracker, { query: 'x' });
    trackPurchase(tracker, { orderId: 'o', grandTotalCents: 1, currency: 'USD' });
    expect(track.called).to.equal(false);
  });

  it('never throw into the page', () => {
    track.throws(new Error('broken'));
    expect(() => trackSearch(tracker, { query: 'x' })).to.not.throw();
  });

  it('never throw on details missing, and send nothing for them but the cart view', () => {
    const missing = undefined as never;
    expect(() => trackAddToCart(tracker, missing)).to.not.throw();
    expect(() => trackPurchase(tracker, null as never)).to.not.throw();
    expect(() => trackSearch(tracker, missing)).to.not.throw();
    expect(track.callCount).to.equal(0);
    // A cart view needs no details, null included.
    trackCartPageOpen(tracker, null as never);
    expect(track.args).to.deep.equal([
      [
        { ...COMMON, action: 'view', object_type: 'cart', object_id: null, product_page: 'cart' },
        'Commerce',
      ],
    ]);
  });

  it('leave out a purchase value that was not given, not send it as the text undefined', () => {
    trackPurchase(tracker, { orderId: 'o2', currency: 'GBP' } as never);
    expect(track.firstCall.args[0]).not.to.have.property('object_value');
  });
});
