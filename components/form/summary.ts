import { html, nothing, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { FORM_MESSAGES, hasControls, type FormDefinition } from '../../core/forms/index.ts';

/**
 * The server's field errors that no field can show: those for hidden fields, sections, and ids
 * the form does not have. Spec part 1 §5 puts field errors above their fields' titles, which
 * these fields lack; so that no error is lost, the summary above the form lists them instead.
 */
export function unplacedErrors(
  definition: FormDefinition,
  errors: Record<string, string>,
): string[] {
  const shown = new Set(definition.fields.filter(hasControls).map((field) => field.id));
  return Object.entries(errors)
    .filter(([id]) => !shown.has(id))
    .map(([, message]) => message);
}

export interface SummaryContent {
  /** The general message, when the failure has one. */
  general: string | null;
  unplaced: string[];
  /** Counts the failures: a new one renders new text, which the alert reads out again. */
  failure: number;
}

/**
 * The problem summary above the form (part 1 §8): what failed, then 'Please scroll down…'. It
 * takes focus after a failure when the control that had it cannot.
 */
export function summaryTop(
  shown: boolean,
  { general, unplaced, failure }: SummaryContent,
): TemplateResult {
  return html`<div part="summary top" role="alert" tabindex="-1" ?hidden=${!shown}>
    ${keyed(
      failure,
      html`${general ? html`<p>${general}</p>` : nothing}
        ${
          unplaced.length > 0
            ? html`<ul>
                ${unplaced.map((message) => html`<li>${message}</li>`)}
              </ul>`
            : nothing
        }
        <p>${FORM_MESSAGES.problemAbove}</p>`,
    )}
  </div>`;
}
