import { html, nothing, type TemplateResult } from 'lit';
import { live } from 'lit/directives/live.js';
import type { FieldDefinition } from '../../../core/forms/definition.ts';
import { ownValue } from '../../../core/forms/records.ts';
import { LIKERT_ANSWERS, likertLabel } from '../../../core/text/likert.ts';
import { AUTOCOMPLETE, FIELD_PARTS, INPUT_TYPES } from '../parts.ts';

export type RawValue = string | string[] | Record<string, string[]>;

/** What every kind's template gets from its field element. */
export interface KindContext {
  field: FieldDefinition;
  raw: RawValue;
  invalid: boolean;
  /** The ids of the error and description, for aria-describedby. */
  describedBy: string | undefined;
  disabled: boolean;
  /** The counter text of a textarea with a maximum length, or null. */
  counter: string | null;
  /** The text is past that maximum length (blank text too), whether or not an error shows. */
  over: boolean;
  set(raw: RawValue): void;
  /** The raw value now (`raw` is the one rendered; events may come before the next render). */
  current(): RawValue;
}

const text = (raw: RawValue): string => (typeof raw === 'string' ? raw : '');
const list = (raw: RawValue): string[] => (Array.isArray(raw) ? raw : []);
const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

function single(context: KindContext): TemplateResult {
  const { field } = context;
  const input = html`<input
    part="input"
    id="control"
    name=${field.id}
    type=${INPUT_TYPES[field.type] ?? 'text'}
    inputmode=${field.type === 'currency' ? 'decimal' : nothing}
    autocomplete=${AUTOCOMPLETE[field.type] ?? nothing}
    placeholder=${field.placeholder || nothing}
    ?required=${field.required === true}
    ?disabled=${context.disabled}
    aria-invalid=${context.invalid ? 'true' : 'false'}
    aria-describedby=${context.describedBy ?? nothing}
    .value=${live(text(context.raw))}
    @input=${(event: Event) => context.set(inputValue(event))}
  />`;
  if (field.type !== 'currency') return input;
  return html`<span part="affix">${field.currencySymbol ?? ''}</span>${input}`;
}

function textarea(context: KindContext): TemplateResult {
  const { field } = context;
  return html`<textarea
      part="input"
      id="control"
      name=${field.id}
      rows="4"
      placeholder=${field.placeholder || nothing}
      ?required=${field.required === true}
      ?disabled=${context.disabled}
      aria-invalid=${context.invalid ? 'true' : 'false'}
      aria-describedby=${context.describedBy ?? nothing}
      .value=${live(text(context.raw))}
      @input=${(event: Event) => context.set(inputValue(event))}
    ></textarea>
    ${
      context.counter === null
        ? nothing
        : // Styled as past the limit at once; read out once the visitor is told so: a live
          // region there from the start, filled then (one that turned live with its first text
          // would miss that text in some screen readers).
          html`<span part="counter" id="counter" class=${context.over ? 'over' : ''}
              >${context.counter}</span
            ><span class="announcement" aria-live="polite"
              >${context.over && context.invalid ? context.counter : ''}</span
            >`
    }`;
}

function multipart(context: KindContext): TemplateResult {
  const { field } = context;
  const parts = FIELD_PARTS[field.type] ?? [];
  const values = list(context.raw);
  const shown = field.type === 'phone' && !field.showCountryCode ? parts.slice(1) : parts;
  const offset = parts.length - shown.length;
  return html`<div part="parts">
    ${shown.map((part, index) => {
      const at = index + offset;
      // Every part in its place, empty ones included: a list with a gap would shift its parts.
      const update = (value: string) => {
        const now = list(context.current());
        const next = parts.map((_, i) => now[i] ?? '');
        next[at] = value;
        context.set(next);
      };
      const control =
        part.label === 'AM/PM'
          ? html`<select
              part="input"
              id=${`part-${at}`}
              ?disabled=${context.disabled}
              aria-invalid=${context.invalid ? 'true' : 'false'}
              aria-describedby=${context.describedBy ?? nothing}
              .value=${live(values[at] ?? '')}
              @change=${(event: Event) => update(inputValue(event))}
            >
              <option value=""></option>
              <option>AM</option>
              <option>PM</option>
            </select>`
          : html`<input
              part="input"
              id=${`part-${at}`}
              type="text"
              autocomplete=${part.autocomplete ?? nothing}
              inputmode=${['date', 'time', 'phone'].includes(field.type) ? 'numeric' : nothing}
              ?disabled=${context.disabled}
              aria-invalid=${context.invalid ? 'true' : 'false'}
              aria-describedby=${context.describedBy ?? nothing}
              .value=${live(values[at] ?? '')}
              @input=${(event: Event) => update(inputValue(event))}
            />`;
      return html`<label part="part"
        ><span part="part-label">${part.label}</span>${control}</label
      >`;
    })}
  </div>`;
}

function choices(context: KindContext): TemplateResult {
  const { field } = context;
  const many = field.type === 'checkbox';
  const checked = many ? list(context.raw) : [text(context.raw)];
  return html`<div part="options">
    ${(field.options ?? []).map((option, index) => {
      const toggle = (event: Event) => {
        const on = (event.target as HTMLInputElement).checked;
        if (!many) return context.set(option);
        const others = list(context.current()).filter((value) => value !== option);
        context.set(on ? [...others, option] : others);
      };
      return html`<label part="option"
        ><input
          type=${many ? 'checkbox' : 'radio'}
          id=${index === 0 ? 'control' : `option-${index}`}
          name=${field.id}
          .value=${option}
          ?required=${!many && field.required === true}
          ?disabled=${context.disabled}
          aria-invalid=${context.invalid ? 'true' : 'false'}
          aria-describedby=${context.describedBy ?? nothing}
          .checked=${live(checked.includes(option))}
          @change=${toggle}
        />${option}</label
      >`;
    })}
  </div>`;
}

function select(context: KindContext): TemplateResult {
  const { field } = context;
  return html`<select
    part="input"
    id="control"
    name=${field.id}
    ?required=${field.required === true}
    ?disabled=${context.disabled}
    aria-invalid=${context.invalid ? 'true' : 'false'}
    aria-describedby=${context.describedBy ?? nothing}
    .value=${live(text(context.raw))}
    @change=${(event: Event) => context.set(inputValue(event))}
  >
    <option value="">${field.placeholder || ''}</option>
    ${(field.options ?? []).map((option) => html`<option value=${option}>${option}</option>`)}
  </select>`;
}

const likertAnswers = (raw: RawValue): Record<string, string[]> =>
  typeof raw === 'object' && !Array.isArray(raw) ? raw : {};

/** One question's answers: its own entry only, for questions named like `constructor`. */
const likertPicked = (answers: Record<string, string[]>, question: string): string[] => {
  const picked = ownValue(answers, question);
  return Array.isArray(picked) ? picked : [];
};

function likert(context: KindContext): TemplateResult {
  const { field } = context;
  const answers = likertAnswers(context.raw);
  return html`<div part="likert">
    ${(field.options ?? []).map(
      (question, row) =>
        html`<fieldset part="likert-question" aria-describedby=${context.describedBy ?? nothing}>
          <legend>${question}</legend>
          ${LIKERT_ANSWERS.map(
            (answer, column) =>
              html`<label part="option"
                ><input
                  type="radio"
                  id=${row === 0 && column === 0 ? 'control' : `likert-${row}-${column}`}
                  name=${`${field.id}-${row}`}
                  .value=${answer}
                  ?required=${field.required === true}
                  ?disabled=${context.disabled}
                  aria-invalid=${context.invalid ? 'true' : 'false'}
                  aria-describedby=${context.describedBy ?? nothing}
                  .checked=${live(likertPicked(answers, question).includes(answer))}
                  @change=${() => context.set({ ...likertAnswers(context.current()), [question]: [answer] })}
                />${likertLabel(answer)}</label
              >`,
          )}
        </fieldset>`,
    )}
  </div>`;
}

/** The controls of a field, by kind. Sections and hidden fields have none. */
export function controlsFor(context: KindContext): TemplateResult | typeof nothing {
  switch (context.field.type) {
    case 'textarea':
      return textarea(context);
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return multipart(context);
    case 'radio':
    case 'checkbox':
      return choices(context);
    case 'select':
      return select(context);
    case 'likert':
      return likert(context);
    case 'section':
    case 'hidden':
      return nothing;
    default:
      return single(context);
  }
}

/** Kinds whose controls are a group, labelled by a legend rather than a label. */
export const GROUPED_KINDS = new Set([
  'name',
  'address',
  'date',
  'time',
  'phone',
  'radio',
  'checkbox',
  'likert',
]);

/**
 * Grouped kinds none of whose controls is required alone (one box of several is enough; a name
 * is given by any of its parts): the group's legend says the field is required. A fieldset's
 * role (group) takes no `aria-required`, so the legend's text says it.
 */
export const REQUIRED_AS_A_WHOLE_KINDS = new Set([
  'name',
  'address',
  'date',
  'time',
  'phone',
  'checkbox',
]);
