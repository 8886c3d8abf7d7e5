import { commonFieldWarning } from './messages.ts';

/** Part 2 §3: common fields every schema event must carry, as strings. */
export const REQUIRED_COMMON_FIELDS = [
  'actor',
  'action',
  'event_owner_team',
  'event_source',
  'object_type',
] as const;

/** Part 2 §3: common fields an event may carry, as strings or null. */
export const OPTIONAL_COMMON_FIELDS = [
  'context_website_identifier',
  'destination_url',
  'object_identifier',
  'object_id',
  'object_display_name',
  'object_value',
  'indirect_object_identifier',
  'indirect_object_id',
  'indirect_object_display_name',
  'indirect_object_value',
  'indirect_object_type',
  'product_area',
  'product_page',
  'product_section',
  'product_design_identifier',
  'user_member_account_id',
  'user_session_id',
  'browser_locale',
  'member_account_locale',
  'website_locale',
  'frontsite_language',
] as const;

export type RequiredCommonField = (typeof REQUIRED_COMMON_FIELDS)[number];
export type OptionalCommonField = (typeof OPTIONAL_COMMON_FIELDS)[number];

/** What a caller passes to the schema tracker: the common fields, and anything else as custom. */
export type SchemaEventFields = Record<RequiredCommonField, string> &
  Partial<Record<OptionalCommonField, string | null>> &
  Record<string, unknown>;

export interface SplitFields {
  commonData: Record<string, string | null>;
  customData: Record<string, unknown>;
}

const optional = new Set<string>(OPTIONAL_COMMON_FIELDS);
const required = new Set<string>(REQUIRED_COMMON_FIELDS);

/**
 * Sorts an event's fields into common and custom data. A common field of the wrong type is
 * dropped with the spec's warning; a required one warns when missing too, while a missing
 * optional one is simply absent.
 */
export function splitFields(
  fields: Record<string, unknown>,
  warn: (message: string) => void = console.warn,
): SplitFields {
  const commonData: Record<string, string | null> = {};
  const customData: Record<string, unknown> = {};
  for (const name of REQUIRED_COMMON_FIELDS) {
    const value = fields[name];
    if (typeof value === 'string') commonData[name] = value;
    else warn(commonFieldWarning(name));
  }
  for (const [name, value] of Object.entries(fields)) {
    if (required.has(name)) continue;
    if (!optional.has(name)) customData[name] = value;
    else if (typeof value === 'string' || value === null) commonData[name] = value;
    else if (value !== undefined) warn(commonFieldWarning(name));
  }
  return { commonData, customData };
}
