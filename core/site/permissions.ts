/**
 * Permission numbers. The spec names the single ones and the ranges, not which number within a
 * range is which, so a number reads as its range.
 */
export type PermissionKind =
  | 'authenticated'
  | 'config'
  | 'admin'
  | 'config-group'
  | 'config-setting'
  | 'activity'
  | 'commerce'
  | 'newsletter'
  | 'marketing'
  | 'scheduling'
  | 'internal-admin'
  | 'unknown';

const RANGES: ReadonlyArray<readonly [number, number, PermissionKind]> = [
  [0, 0, 'authenticated'],
  [1, 1, 'config'],
  [2, 2, 'admin'],
  [11, 18, 'config-group'],
  [1210, 1233, 'config-setting'],
  [1310, 1311, 'activity'],
  [1410, 1421, 'commerce'],
  [1510, 1517, 'newsletter'],
  [1910, 1912, 'marketing'],
  [1920, 1920, 'scheduling'],
  [2010, 2068, 'internal-admin'],
];

/** The config groups 11 to 18 the spec lists by name, in its order. */
export const CONFIG_GROUP_NAMES = [
  'content manager',
  'settings',
  'activity',
  'commerce',
  'newsletter',
  'damask',
  'crm',
] as const;

/** The commerce permissions 1410 to 1421 cover these areas (which number is which is not given). */
export const COMMERCE_PERMISSION_AREAS = [
  'orders',
  'store settings',
  'shipping',
  'coupons',
  'taxes',
  'inventory',
  'donations',
  'accounting',
  'discounts',
  'payments',
  'point of sale',
] as const;

export function permissionKind(value: unknown): PermissionKind {
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'unknown';
  const range = RANGES.find(([min, max]) => value >= min && value <= max);
  return range ? range[2] : 'unknown';
}
