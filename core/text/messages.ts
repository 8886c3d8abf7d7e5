/**
 * Every visitor-facing text of `core/text`, in one place so it can be localised later. Texts quoted
 * by the spec are kept word for word; `{name}` marks a placeholder filled by `fillTemplate`.
 * Texts the spec leaves open (subscriptions, instalments) are marked as our wording.
 */

// Cart (part 1 §8, CLARIFICATIONS "Cart texts").
export const CART_ONE_ITEM = 'One item in cart';
export const CART_N_ITEMS = '{%n} items in cart';
export const CART_MORE_THAN_N_ITEMS = 'More than {%n} items in cart';
export const CART_BADGE_OVER_LIMIT = '{%n}+';

// Relative time (part 1 §4, CLARIFICATIONS "Relative time").
export const JUST_NOW = 'just now';
export const ABOUT_N_SECONDS_AGO = 'about {n} seconds ago';
export const ABOUT_A_MINUTE_AGO = 'about a minute ago';
export const ABOUT_N_MINUTES_AGO = 'about {n} minutes ago';
export const ABOUT_AN_HOUR_AGO = 'about an hour ago';
export const ABOUT_N_HOURS_AGO = 'about {n} hours ago';
export const ABOUT_A_DAY_AGO = 'about a day ago';
export const ABOUT_N_DAYS_AGO = 'about {n} days ago';

// Form fields (part 1 §5, CLARIFICATIONS "Email", "Required field left empty").
export const REQUIRED_FIELD = '{label} is required.';
/** The spec's 'Email is not valid. Email addresses should follow the format {email}.' with its example. */
export const EMAIL_NOT_VALID =
  'Email is not valid. Email addresses should follow the format name@example.com.';
export const CHARACTER_LIMIT_EXCEEDED = 'You have exceeded the character limit.';
export const CHARACTER_COUNTER = '{n} / {max}';

// Editor (part 2 §5, CLARIFICATIONS "Email", "Editor link message").
export const EDITOR_EMAIL_NOT_VALID = 'Please enter a valid email';
/** The spec's 'Emails must be formatted as {email}' with its example. */
export const EDITOR_EMAIL_FORMAT = 'Emails must be formatted as name@example.com';
/** The spec's 'Links must be formatted as {host} or {host}' with its examples. */
export const EDITOR_LINK_FORMAT = 'Links must be formatted as example.com or https://example.com';

// Form values (part 1 §9).
export const EMPTY_VALUE = 'N/A';
export const LIKERT_STRONGLY_DISAGREE = 'Strongly Disagree';
export const LIKERT_DISAGREE = 'Disagree';
export const LIKERT_NEUTRAL = 'Neutral';
export const LIKERT_AGREE = 'Agree';
export const LIKERT_STRONGLY_AGREE = 'Strongly Agree';

// Subscriptions and recurring payments (part 1 §9). The spec names the texts but not their
// words: these are our wording, lower-case so they can follow a price ('$10.00 every month').
export const EVERY_WEEK = 'every week';
export const EVERY_N_WEEKS = 'every {n} weeks';
export const EVERY_MONTH = 'every month';
export const EVERY_N_MONTHS = 'every {n} months';
export const EVERY_YEAR = 'every year';
export const EVERY_N_YEARS = 'every {n} years';
export const ONE_WEEK = '1 week';
export const N_WEEKS = '{n} weeks';
export const ONE_MONTH = '1 month';
export const N_MONTHS = '{n} months';
export const ONE_YEAR = '1 year';
export const N_YEARS = '{n} years';
export const BILLED_FOR_DURATION = '{interval} for {duration}';
export const BILLED_UNTIL_CANCELLED = '{interval} until cancelled';
export const PRICE_WITH_TERM = '{price} {term}';
export const INTEREST_FREE_INSTALMENTS =
  'Pay in {n} interest-free payments on orders from {minimum} to {maximum}.';
