import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import type { FieldDefinition, FormDefinition } from '../../core/forms/definition.ts';
import { hasControls, shapeValue, validateField } from '../../core/forms/index.ts';
import { characterCounterText, exceedsMaxLength } from '../../core/text/textarea.ts';
import { formFieldStyles } from './form-field.styles.ts';
import { isImplicitSubmission, submitImplicitly } from './implicit-submit.ts';
import {
  controlsFor,
  GROUPED_KINDS,
  REQUIRED_AS_A_WHOLE_KINDS,
  type RawValue,
} from './kinds/templates.ts';
import { FIELD_TEXTS } from './messages.ts';

/** The visible '*'; and for a group whose controls do not say it, the word read out instead. */
const requiredMark = (field: FieldDefinition) =>
  html`<span part="required" aria-hidden="true"> *</span>${
      REQUIRED_AS_A_WHOLE_KINDS.has(field.type)
        ? html`<span class="visually-hidden"> ${FIELD_TEXTS.requiredGroup}</span>`
        : nothing
    }`;

/** Its parts, which a form passes on from each field so that a page can style them. */
export const FORM_FIELD_PARTS = [
  'title',
  'required',
  'description',
  'error',
  'input',
  'parts',
  'part',
  'part-label',
  'options',
  'option',
  'likert',
  'likert-question',
  'counter',
  'affix',
  'section-title',
].join(', ');

const emptyRaw = (field: FieldDefinition | undefined): RawValue => {
  switch (field?.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    default:
      return '';
  }
};

/**
 * One field of a form, of any kind the form builder offers: form-associated, so it takes part in
 * a plain `<form>` too (its value, validity, reset and restore go through `ElementInternals`).
 * An error shows above the field's title, tied to its controls with `aria-invalid` and
 * `aria-describedby`; it shows once the visitor left the field or tried to submit. Enter in a
 * one-line control submits the field's form, as in a native field. A required field says so to
 * assistive technology through its controls, or, where one of several is enough (a group of
 * boxes, a name or an address in parts), through its legend, which reads 'required' after the
 * title (the visible '*' is not read).
 *
 * @summary A form field rendered from its builder definition.
 *
 * @csspart title - The label or legend.
 * @csspart required - The required mark.
 * @csspart description - The field's description.
 * @csspart error - The error message above the title.
 * @csspart input - Each text input, select and textarea.
 * @csspart parts - The row of a multi-part field (name, address, date, time, phone).
 * @csspart part - One part with its label.
 * @csspart part-label - The label of one part.
 * @csspart options - The choices of a radio or checkbox field.
 * @csspart option - One choice with its label.
 * @csspart likert - The questions of a likert field.
 * @csspart likert-question - One question's fieldset.
 * @csspart counter - The 'n / max' counter of a textarea with a maximum length.
 * @csspart affix - The currency symbol.
 * @csspart section-title - A section's heading.
 *
 * @cssprop --ss-form-field-gap - Space below each field. Default `1.25em`.
 * @cssprop --ss-form-error-color - Errors and invalid borders. Default `#b00020`.
 * @cssprop --ss-form-input-padding - Default `0.6em 0.75em`.
 * @cssprop --ss-form-input-border - Default `1px solid #8a8a8e`.
 * @cssprop --ss-form-input-radius - Default `var(--ss-radius-small)` (4px).
 * @cssprop --ss-form-input-background - Default `#fff`.
 * @cssprop --ss-form-required-color - The required mark. Default: the text colour.
 * @cssprop --ss-radius-small - The controls' corners when `--ss-form-input-radius` is not set (the site's
 * radius token). Default `4px`.
 * @cssprop --ss-font-size-sm - The description, error, part labels and counter (the site's size token).
 * Default `12px`.
 * @cssprop --ss-font-size-xl - A section's heading (the site's size token). Default `18px`.
 * @cssprop --ss-font-weight-medium - The title and the error (the site's weight token). Default `500`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 */
export class SsFormField extends SsElement {
  static formAssociated = true;
  static override styles = formFieldStyles;
  static override shadowRootOptions = { ...SsElement.shadowRootOptions, delegatesFocus: true };

  /** The field's builder definition. */
  @property({ type: Object }) field: FieldDefinition | undefined;

  /** Applies a textarea's maximum length (the form's feature flag). */
  @property({ attribute: 'max-length-enabled', type: Boolean }) maxLengthEnabled = false;

  /** A message from the server for this field, shown until the visitor edits it. */
  @property({ attribute: 'server-error' }) serverError = '';

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Shows the error once the visitor left the field or a submission was tried. */
  @state() private touched = false;
  @state() private raw: RawValue = '';
  /** The browser's message for text its control cannot read (a number box's '1-2'), else ''. */
  @state() private badInput = '';

  private readonly internals: ElementInternals;

  constructor() {
    super();
    this.internals = this.attachInternals();
    this.addEventListener('focusout', () => (this.touched = true));
    // A submission the field stopped (a plain form's): its error shows, as after a submit in `<ss-form>`.
    this.addEventListener('invalid', () => (this.touched = true));
    this.addEventListener('keydown', (event) => this.onKeydown(event));
    this.addEventListener('input', (event) => this.onInput(event));
  }

  /** The value as the submission shapes it (part 1 §3). */
  get value(): unknown {
    return this.field ? shapeValue(this.field, this.raw) : undefined;
  }

  /** What the visitor entered, part by part, before shaping. */
  get rawValue(): RawValue {
    return this.raw;
  }

  set rawValue(raw: RawValue) {
    this.raw = raw;
    this.clearUnreadable();
  }

  /** Whether the visitor fills the field in: hidden fields and sections have no controls. */
  get hasControls(): boolean {
    return this.field !== undefined && hasControls(this.field);
  }

  /** The message the field's rule gives now, or null when valid. */
  get validationMessage(): string | null {
    if (!this.field) return null;
    // A server error on a field without controls has nowhere to show and nothing to fix: it
    // does not block.
    if (this.serverError && this.hasControls) return this.serverError;
    // What the visitor typed is there but reads as '': it is not sent as an empty field.
    if (this.badInput) return this.badInput;
    const definition = {
      textareaMaxLengthEnabled: this.maxLengthEnabled,
      fields: [this.field],
    } as unknown as FormDefinition;
    return validateField(this.field, this.value, definition);
  }

  /** Shows the error, if any, and answers whether the field is valid. */
  reportValidity(): boolean {
    this.touched = true;
    return this.validationMessage === null;
  }

  checkValidity(): boolean {
    return this.validationMessage === null;
  }

  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  formResetCallback(): void {
    this.raw = emptyRaw(this.field);
    this.clearUnreadable();
    this.serverError = '';
    this.touched = false;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    try {
      this.raw = JSON.parse(state) as RawValue;
    } catch {
      // A state this element did not write is ignored.
    }
  }

  formDisabledCallback(disabled: boolean): void {
    this.disabled = disabled;
  }

  override focus(options?: FocusOptions): void {
    const control = this.shadowRoot?.querySelector<HTMLElement>('input, select, textarea');
    if (control) control.focus(options);
    else super.focus(options);
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('field') && changed.get('field') === undefined && this.raw === '') {
      this.raw = emptyRaw(this.field);
    }
    if (this.field) this.syncInternals();
  }

  private syncInternals(): void {
    const field = this.field!;
    const value = this.value;
    const data = new FormData();
    if (field.type !== 'section') {
      if (typeof value === 'string') data.append(field.id, value);
      else if (Array.isArray(value)) for (const part of value) data.append(field.id, String(part));
      else if (value && typeof value === 'object') data.append(field.id, JSON.stringify(value));
    }
    this.internals.setFormValue(data, JSON.stringify(this.raw));
    const message = this.validationMessage;
    if (message === null) this.internals.setValidity({});
    else this.internals.setValidity({ customError: true }, message);
  }

  /**
   * Clears text a control cannot read along with the value: the control reads it as '', which
   * the template's `live('')` takes for the value already there, and leaves on screen.
   */
  private clearUnreadable(): void {
    this.badInput = '';
    for (const input of this.shadowRoot?.querySelectorAll('input') ?? []) {
      if (input.validity.badInput) input.value = '';
    }
  }

  private onInput(event: Event): void {
    const control = event.composedPath()[0];
    const bad = control instanceof HTMLInputElement && control.validity.badInput;
    this.badInput = bad ? control.validationMessage : '';
  }

  /** Enter in a one-line control submits the form the field belongs to, as in a native field. */
  private onKeydown(event: KeyboardEvent): void {
    const form = this.internals.form;
    // Handled already by the form around (`<ss-form>` submits as its button does).
    if (!form || event.defaultPrevented || !isImplicitSubmission(event)) return;
    event.preventDefault();
    submitImplicitly(form);
  }

  // The inner controls' own input and change events are composed: they reach the page as is.
  private set(raw: RawValue): void {
    this.raw = raw;
    this.serverError = '';
  }

  override render() {
    const field = this.field;
    if (!field || field.type === 'hidden') return nothing;
    if (field.type === 'section') {
      return html`<h3 part="section-title" class=${field.underline ? 'underline' : ''}>
          ${field.title}
        </h3>
        ${field.description ? html`<p part="description" id="description">${field.description}</p>` : nothing}`;
    }
    const message = this.touched ? this.validationMessage : null;
    const describedBy =
      [
        message ? 'error' : '',
        field.description ? 'description' : '',
        this.counterText() === null ? '' : 'counter',
      ]
        .filter(Boolean)
        .join(' ') || undefined;
    const controls = controlsFor({
      field,
      raw: this.raw,
      invalid: message !== null,
      describedBy,
      disabled: this.disabled,
      counter: this.counterText(),
      over: this.counterText() !== null && exceedsMaxLength(this.text, field.maxLength),
      set: (raw) => this.set(raw),
      current: () => this.raw,
    });
    const title = html`${field.title}${field.required ? requiredMark(field) : nothing}`;
    const error = message ? html`<p part="error" id="error" class="error">${message}</p>` : nothing;
    const description = field.description
      ? html`<p part="description" id="description">${field.description}</p>`
      : nothing;
    if (GROUPED_KINDS.has(field.type)) {
      // The error stays out of the fieldset: inside, it would show below the legend.
      return html`${error}
        <fieldset>
          <legend part="title">${title}</legend>
          ${description}${controls}
        </fieldset>`;
    }
    return html`${error}<label part="title" for="control">${title}</label>${description}
      <div class=${field.type === 'currency' ? 'currency' : ''}>${controls}</div>`;
  }

  private counterText(): string | null {
    const field = this.field;
    if (!field || field.type !== 'textarea' || !this.maxLengthEnabled) return null;
    return characterCounterText(this.text, field.maxLength);
  }

  private get text(): string {
    return typeof this.raw === 'string' ? this.raw : '';
  }
}

customElements.define('ss-form-field', SsFormField);

declare global {
  interface HTMLElementTagNameMap {
    'ss-form-field': SsFormField;
  }
}
