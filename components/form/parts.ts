import type { FieldKind } from '../../core/forms/definition.ts';

/** The parts a multi-part field asks for, in the order its value lists them (part 1 §3). */
export const FIELD_PARTS: Partial<
  Record<FieldKind, ReadonlyArray<{ label: string; autocomplete?: string }>>
> = {
  name: [
    { label: 'First name', autocomplete: 'given-name' },
    { label: 'Last name', autocomplete: 'family-name' },
  ],
  address: [
    { label: 'Address line 1', autocomplete: 'address-line1' },
    { label: 'Address line 2', autocomplete: 'address-line2' },
    { label: 'City', autocomplete: 'address-level2' },
    { label: 'State', autocomplete: 'address-level1' },
    { label: 'Zip code', autocomplete: 'postal-code' },
    { label: 'Country', autocomplete: 'country-name' },
  ],
  date: [{ label: 'Month' }, { label: 'Day' }, { label: 'Year' }],
  time: [{ label: 'Hour' }, { label: 'Minute' }, { label: 'Second' }, { label: 'AM/PM' }],
  phone: [
    { label: 'Country code', autocomplete: 'tel-country-code' },
    { label: 'Area code', autocomplete: 'tel-area-code' },
    { label: 'Prefix', autocomplete: 'tel-local-prefix' },
    { label: 'Line number', autocomplete: 'tel-local-suffix' },
  ],
};

/** Input types of the single-line kinds. */
export const INPUT_TYPES: Partial<Record<FieldKind, string>> = {
  text: 'text',
  email: 'email',
  number: 'number',
  website: 'url',
  currency: 'text',
  password: 'password',
  twitter: 'text',
};

export const AUTOCOMPLETE: Partial<Record<FieldKind, string>> = {
  email: 'email',
  website: 'url',
  password: 'current-password',
};
