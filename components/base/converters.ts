import type { ComplexAttributeConverter } from 'lit';

/**
 * Reads a platform `data-*` flag: present means true unless its value is "false" (any case),
 * so both `data-flag` and `data-flag="true"` switch it on and `data-flag="false"` keeps it off.
 * The attribute is never written back: markup stays the host's.
 */
export const dataFlag: ComplexAttributeConverter<boolean> = {
  fromAttribute: (value: string | null) => value !== null && value.trim().toLowerCase() !== 'false',
  toAttribute: (value: boolean) => (value ? '' : null),
};
