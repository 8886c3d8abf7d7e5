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

const isOneLine = (element: Element): boolean =>
  element instanceof HTMLInputElement && ENTER_SUBMITS.has(element.type);

/** Whether a keydown is Enter pressed in a one-line field, outside an input method's composition. */
export function isImplicitSubmission(event: KeyboardEvent): boolean {
  return (
    event.key === 'Enter' && !event.isComposing && isOneLine(event.composedPath()[0] as Element)
  );
}

const isSubmitButton = (element: Element): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
  (element.type === 'submit' || element.type === 'image');

/**
 * The form's default button: its first submit button in tree order. Image buttons count, though
 * `form.elements` leaves them out.
 */
function defaultButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | undefined {
  const tree = form.getRootNode() as Document | ShadowRoot;
  const images = [...tree.querySelectorAll('input[type=image]')].filter(
    (input) => (input as HTMLInputElement).form === form,
  );
  return [...form.elements, ...images]
    .filter(isSubmitButton)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

/** The form's one-line fields, each one-line control of a field in a shadow root counted. */
const oneLineFields = (form: HTMLFormElement): number =>
  [...form.elements].reduce(
    (count, element) =>
      count +
      (element.shadowRoot
        ? [...element.shadowRoot.querySelectorAll('input')].filter(isOneLine).length
        : Number(isOneLine(element))),
    0,
  );

/**
 * Submits `form` as Enter in one of its own fields does: a click on its default button, nothing
 * when that button is disabled, and without one a plain submission, unless more than one field
 * blocks it. A field in a shadow root is out of the browser's reach, so it asks for this itself.
 */
export function submitImplicitly(form: HTMLFormElement): void {
  const button = defaultButton(form);
  if (button) {
    if (!button.disabled) button.click();
  } else if (oneLineFields(form) <= 1) form.requestSubmit();
}
