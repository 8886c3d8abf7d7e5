const COLLECTION_PANEL_PATH = /^\/pages\/[A-Za-z0-9]{24}$/;

/**
 * Whether a path is a collection panel path (part 1 §2): '/pages/' and exactly 24 ASCII letters or
 * digits, with nothing after them (no trailing slash, query or hash).
 */
export function isCollectionPanelPath(path: string): boolean {
  return COLLECTION_PANEL_PATH.test(path);
}
