import { enumeration } from './enumeration.ts';

/** Page types (part 1 §2, part 2 §3). */
export const PageType = /*#__PURE__*/ enumeration({
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

/** The block types the spec names, of 1 to 70 (the others' names are not given). */
export const BlockType = /*#__PURE__*/ enumeration({
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
export const BLOCK_TYPE_RANGE = { min: 1, max: 70 } as const;
/** Block variants 1000 to 1019 (gallery, summary, chart, image and booking variants). */
export const BLOCK_VARIANT_RANGE = { min: 1000, max: 1019 } as const;

export const ProductType = /*#__PURE__*/ enumeration({
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
});

export const ItemStatus = /*#__PURE__*/ enumeration({
  published: 1,
  scheduled: 2,
  needsReview: 3,
  draft: 4,
  private: 5,
  deleted: 6,
});

export type WorkflowLabel = 'Available' | 'Scheduled' | 'Hidden' | 'Unsupported';

/** What an owner sees for an item status: published Available, scheduled Scheduled, draft Hidden. */
export function workflowLabel(status: unknown): WorkflowLabel {
  switch (ItemStatus.nameOf(status)) {
    case 'published':
      return 'Available';
    case 'scheduled':
      return 'Scheduled';
    case 'draft':
      return 'Hidden';
    default:
      return 'Unsupported';
  }
}

export const WebsiteStatus = /*#__PURE__*/ enumeration({
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

export const WebsiteType = /*#__PURE__*/ enumeration({
  classic: 1,
  coverPage: 2,
  parkingPage: 3,
  commerce: 4,
  enterprise: 5,
});

export const TEMPLATE_VERSIONS = ['7', '7.1', '8'] as const;
export type TemplateVersion = (typeof TEMPLATE_VERSIONS)[number];
export function templateVersion(value: unknown): TemplateVersion | 'unknown' {
  const text = typeof value === 'number' ? String(value) : value;
  return (TEMPLATE_VERSIONS as readonly unknown[]).includes(text)
    ? (text as TemplateVersion)
    : 'unknown';
}

export const BadgeType = /*#__PURE__*/ enumeration({ none: 1, black: 2, white: 3 });
export const InfoBarStyle = /*#__PURE__*/ enumeration({ none: 1, light: 2, dark: 3 });
export const MeasurementUnits = /*#__PURE__*/ enumeration({ imperial: 1, metric: 2 });
export const FormFieldset = /*#__PURE__*/ enumeration({
  build: 1,
  storage: 2,
  advanced: 3,
  captcha: 4,
  disclaimer: 5,
});
export const PopupOverlayStyle = /*#__PURE__*/ enumeration({ none: 1, show: 2 });

export const MapStyle = /*#__PURE__*/ enumeration({
  original: 1,
  grayscale: 2,
  satellite: 3,
  minimalLight: 4,
  minimalDark: 5,
  minimalBlue: 6,
});

/** The nine site positions: top, center, bottom by left, center, right. */
export const SITE_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center-center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type SitePosition = (typeof SITE_POSITIONS)[number];

export const WebsiteRole = /*#__PURE__*/ enumeration({
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

/** Slice types, by name (the spec gives no numbers). */
export const SLICE_TYPES = [
  'heading',
  'sub-heading',
  'body',
  'image',
  'gallery',
  'video',
  'social-icons',
  'buttons',
  'navigation',
  'custom-form',
  'newsletter',
  'album',
  'map',
  'lock',
  'password',
  'twitter',
  'logo',
  'action',
  'popup-overlay-action',
] as const;
export type SliceType = (typeof SLICE_TYPES)[number];

/** Content record types run 1 to 62; the spec names some without their numbers. */
export const CONTENT_RECORD_TYPE_RANGE = { min: 1, max: 62 } as const;
export const NAMED_CONTENT_RECORD_TYPES = [
  'text',
  'image',
  'quote',
  'link',
  'video',
  'review',
  'store item',
  'event',
  'gallery',
] as const;

/** Collection types run 1 to 24; page 10 and products 13 are the numbered ones. */
export const COLLECTION_TYPE_RANGE = { min: 1, max: 24 } as const;
export const CollectionType = /*#__PURE__*/ enumeration({ page: 10, products: 13 });
export const NAMED_COLLECTION_TYPES = [
  'generic',
  'subscription',
  'splash page',
  'page',
  'products',
] as const;

/** Plan features are numbered 1 to 68; their names are not given. */
export const PLAN_FEATURE_RANGE = { min: 1, max: 68 } as const;

export const inRange = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;
