import { expect } from '@open-wc/testing';
import {
  BadgeType,
  BLOCK_TYPE_RANGE,
  BLOCK_VARIANT_RANGE,
  BlockType,
  CollectionType,
  COLLECTION_TYPE_RANGE,
  CONTENT_RECORD_TYPE_RANGE,
  enumeration,
  FormFieldset,
  inRange,
  InfoBarStyle,
  ItemStatus,
  MapStyle,
  MeasurementUnits,
  PageType,
  PLAN_FEATURE_RANGE,
  PopupOverlayStyle,
  ProductType,
  SITE_POSITIONS,
  SLICE_TYPES,
  templateVersion,
  UNKNOWN,
  WebsiteRole,
  WebsiteStatus,
  WebsiteType,
  workflowLabel,
} from '../../../core/site/index.ts';

describe('enumerations', () => {
  it('numbers page types as the spec does', () => {
    expect(PageType.values).to.deep.equal({
      collection: 1,
      page: 2,
      splash: 3,
      contentItem: 50,
      notFound: 100,
      error: 101,
      search: 102,
      lockScreen: 103,
      popupOverlay: 104,
      protectedContent: 105,
      memberAreaAccessDenied: 106,
      cart: 200,
      checkout: 201,
      orderConfirmed: 202,
      donate: 203,
      contributionConfirmed: 204,
      cartV2: 205,
      subscriptionConfirmed: 206,
      orderReceived: 207,
      membershipConfirmed: 208,
      reviewsRequest: 209,
      newsletterUnsubscribe: 300,
      commerceEmailPreview: 301,
    });
  });

  it('reads both ways, and maps unknown numbers and names to unknown, never a crash', () => {
    expect(PageType.nameOf(205)).to.equal('cartV2');
    expect(PageType.valueOf('lockScreen')).to.equal(103);
    expect(PageType.nameOf(4)).to.equal(UNKNOWN);
    expect(PageType.nameOf('2')).to.equal('unknown');
    expect(PageType.nameOf(null)).to.equal('unknown');
    expect(PageType.valueOf('toString')).to.equal(undefined);
    expect(PageType.valueOf(2)).to.equal(undefined);
    expect(PageType.has(300)).to.equal(true);
    expect(PageType.has(299)).to.equal(false);
  });

  it('numbers the named block types, and the block and variant ranges', () => {
    expect(BlockType.values).to.deep.equal({
      form: 9,
      menu: 18,
      product: 43,
      reservationProviderA: 50,
      newsletter: 51,
      button: 53,
      summaryV2: 55,
      reservationV2ProviderA: 66,
      memberArea: 67,
      bookingProviderB: 68,
      accordion: 69,
      marquee: 70,
    });
    expect(BLOCK_TYPE_RANGE).to.deep.equal({ min: 1, max: 70 });
    expect(BLOCK_VARIANT_RANGE).to.deep.equal({ min: 1000, max: 1019 });
    expect(inRange(1019, BLOCK_VARIANT_RANGE)).to.equal(true);
    expect(inRange(1020, BLOCK_VARIANT_RANGE)).to.equal(false);
    expect(inRange(1.5, BLOCK_TYPE_RANGE)).to.equal(false);
  });

  it('numbers products, item statuses, website statuses and types', () => {
    expect(ProductType.values).to.deep.equal({
      physical: 1,
      digital: 2,
      service: 3,
      giftCard: 4,
      paywall: 5,
    });
    expect(ItemStatus.values).to.deep.equal({
      published: 1,
      scheduled: 2,
      needsReview: 3,
      draft: 4,
      private: 5,
      deleted: 6,
    });
    expect(WebsiteStatus.values).to.deep.equal({
      expired: 1,
      pastDue: 2,
      trial: 3,
      beta: 4,
      removed: 5,
      internal: 6,
      comped: 7,
      paid: 8,
      linked: 11,
      parkingPage: 12,
      resold: 13,
      resoldGrace: 14,
      enterprise: 15,
    });
    expect(WebsiteStatus.nameOf(9)).to.equal('unknown');
    expect(WebsiteType.values).to.deep.equal({
      classic: 1,
      coverPage: 2,
      parkingPage: 3,
      commerce: 4,
      enterprise: 5,
    });
  });

  it('labels workflow states for owners', () => {
    expect(workflowLabel(1)).to.equal('Available');
    expect(workflowLabel(2)).to.equal('Scheduled');
    expect(workflowLabel(4)).to.equal('Hidden');
    for (const other of [3, 5, 6, 99, undefined])
      expect(workflowLabel(other)).to.equal('Unsupported');
  });

  it('has template versions 7, 7.1 and 8', () => {
    expect(templateVersion(7)).to.equal('7');
    expect(templateVersion('7.1')).to.equal('7.1');
    expect(templateVersion(7.1)).to.equal('7.1');
    expect(templateVersion(8)).to.equal('8');
    expect(templateVersion(9)).to.equal('unknown');
  });

  it('numbers badges, info bars, units, fieldsets, popup styles and map styles', () => {
    expect(BadgeType.values).to.deep.equal({ none: 1, black: 2, white: 3 });
    expect(InfoBarStyle.values).to.deep.equal({ none: 1, light: 2, dark: 3 });
    expect(MeasurementUnits.values).to.deep.equal({ imperial: 1, metric: 2 });
    expect(FormFieldset.values).to.deep.equal({
      build: 1,
      storage: 2,
      advanced: 3,
      captcha: 4,
      disclaimer: 5,
    });
    expect(PopupOverlayStyle.values).to.deep.equal({ none: 1, show: 2 });
    expect(MapStyle.values).to.deep.equal({
      original: 1,
      grayscale: 2,
      satellite: 3,
      minimalLight: 4,
      minimalDark: 5,
      minimalBlue: 6,
    });
  });

  it('has nine site positions and the named slice types', () => {
    expect(SITE_POSITIONS).to.have.length(9);
    expect(SITE_POSITIONS).to.include.members(['top-left', 'center-center', 'bottom-right']);
    expect(SLICE_TYPES).to.have.length(19);
    expect(SLICE_TYPES[0]).to.equal('heading');
    expect(SLICE_TYPES.at(-1)).to.equal('popup-overlay-action');
  });

  it('numbers roles as the spec does', () => {
    expect(WebsiteRole.values).to.deep.equal({
      admin: 1,
      billing: 2,
      reporting: 3,
      editor: 4,
      moderator: 6,
      commenter: 7,
      storeManager: 8,
      scheduling: 9,
      viewer: 10,
      campaignsEditor: 11,
      schedulingViewer: 12,
      schedulingEditor: 13,
    });
    expect(WebsiteRole.nameOf(5)).to.equal('unknown');
  });

  it('keeps the ranges of record types, collection types and plan features', () => {
    expect(CONTENT_RECORD_TYPE_RANGE).to.deep.equal({ min: 1, max: 62 });
    expect(COLLECTION_TYPE_RANGE).to.deep.equal({ min: 1, max: 24 });
    expect(CollectionType.values).to.deep.equal({ page: 10, products: 13 });
    expect(PLAN_FEATURE_RANGE).to.deep.equal({ min: 1, max: 68 });
  });

  it('builds an enumeration whose values cannot be changed', () => {
    const colours = enumeration({ red: 1, blue: 2 });
    expect(Object.isFrozen(colours.values)).to.equal(true);
    expect(colours.nameOf(2)).to.equal('blue');
  });
});
