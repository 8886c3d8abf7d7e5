/**
 * Every visitor-facing text of `core/consent`, in one place so it can be localised later. The
 * spec's defaults (part 1 §5) are kept word for word.
 */

/** The accept button's text when the owner set none. */
export const DEFAULT_CTA_TEXT = 'Accept';
/** The decline button's text when the owner set none. */
export const DEFAULT_OPT_OUT_CTA_TEXT = 'Decline';
/** The banner's text when the owner set none, or an empty paragraph. */
export const DEFAULT_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
