/** The field kinds of the form builder (part 1 §3). */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** One field of a form definition, as the form builder stores it. */
export interface FieldDefinition {
  /** The item id the submission's `form` JSON is keyed by. */
  id: string;
  type: FieldKind;
  /** The field's label (a section's heading). */
  title: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** Choices of radio, checkbox and select; the questions of a likert field. */
  options?: string[];
  /** Currency fields: the symbol shown before the amount. */
  currencySymbol?: string;
  /** Textarea fields: the maximum length, honoured only under the form's feature flag. */
  maxLength?: number | string | null;
  /** Phone fields: whether the country-code part is asked. */
  showCountryCode?: boolean;
  /** Section fields: whether the heading is underlined. */
  underline?: boolean;
  /** Hidden fields: the query parameter read, and the value used without it. */
  key?: string;
  value?: string;
}

/** A form as the platform defines it (part 1 §3, §7). */
export interface FormDefinition {
  id: string;
  name: string;
  fields: FieldDefinition[];
  submitButtonText: string;
  /** Shown in place of the form after a successful submission. */
  successMessage: string;
  /** HTML shown after the success message; its scripts run. */
  postSubmitHtml?: string;
  /** Where the browser goes after a successful submission instead (http(s) or a site path). */
  redirectUrl?: string;
  /** Newsletter block forms track a subscribe event and show no general error message. */
  isNewsletter?: boolean;
  /** The form is bound to a captcha. */
  captcha?: boolean;
  collectionId?: string;
  objectName?: string;
  isOverlayForm?: boolean;
  /** The feature flag under which textarea maximum lengths apply. */
  textareaMaxLengthEnabled?: boolean;
}

/** Whether a field has controls the visitor fills in: hidden fields and sections have none. */
export const hasControls = (field: Pick<FieldDefinition, 'type'>): boolean =>
  field.type !== 'hidden' && field.type !== 'section';
