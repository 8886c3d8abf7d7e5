/** The one-line input types in which Enter submits (the HTML standard's implicit submission). */
const ENTER_SUBMITS = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
  'number',
]);

/** Whether a keydown is Enter pressed in a one-line field, outside an input method's composition. */
export function isImplicitSubmission(event: KeyboardEvent): boolean {
  const input = event.composedPath()[0];
  return (
    event.key === 'Enter' &&
    !event.isComposing &&
    input instanceof HTMLInputElement &&
    ENTER_SUBMITS.has(input.type)
  );
}

const isSubmitButton = (element: Element): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement && element.type === 'submit') ||
  (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'image'));

/**
 * Submits `form` as Enter in one of its own fields does: a click on its default button (its
 * first submit button), nothing when that button is disabled, and a plain submission when it
 * has none. A field in a shadow root is out of the browser's reach, so it asks for this itself.
 */
export function submitImplicitly(form: HTMLFormElement): void {
  const button = [...form.elements].find(isSubmitButton);
  if (!button) form.requestSubmit();
  else if (!button.disabled) button.click();
}
