export * from './enumeration.ts';
export * from './enumerations.ts';
export * from './permissions.ts';
export type * from './context-types.ts';
export * from './read-context.ts';
export { getRawPageContext } from './context-json.ts';
export * from './site-rules.ts';
export * from './custom-domain.ts';
// Link categories and the collection panel path rule live with the other link rules.
export { linkCategory, LINK_CATEGORIES, type LinkCategory } from '../text/link-category.ts';
export { isCollectionPanelPath } from '../text/collection-panel-path.ts';
