/** The site context of part 1 §3, as the host page writes it. */
export interface WebsiteInfo {
  id: string;
  identifier: string;
  websiteType: number | null;
  siteStatus: number | null;
  developerMode: boolean;
}

export interface StoreSettings {
  expressCheckout: boolean;
  measurementStandard: number | null;
}

export interface AuthenticatedAccount {
  id: string;
  [field: string]: unknown;
}

export interface SiteContext {
  website: WebsiteInfo;
  storeSettings: StoreSettings;
  appDomain: string;
  authenticatedAccount: AuthenticatedAccount | null;
  tweakJSON: Record<string, unknown>;
}

/** The page context of part 2 §3: the site context plus what this page is. */
export interface PageContext extends SiteContext {
  websiteSettings: Record<string, unknown>;
  collection: Record<string, unknown> | null;
  item: Record<string, unknown> | null;
  collectionId: string | null;
  itemId: string | null;
  pageType: number | null;
  /** Role numbers of the signed-in account on this site. */
  websiteRoles: number[];
  cookieSettings: Record<string, unknown>;
  fonts: Record<string, unknown>;
  flags: Record<string, boolean>;
  showAnnouncementBar: boolean;
  demoCollections: unknown[];
}
