/** Values for the placeholders of a message template, keyed by placeholder name. */
export type TemplateValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(%?[A-Za-z]\w*)\}/g;

/**
 * Fills the `{name}` placeholders of a message template. The spec's pluralised texts use `{%n}`,
 * so a leading `%` is part of the placeholder's name (`{%n}` is filled from `values['%n']`).
 *
 * @throws Error when the template names a placeholder that `values` does not hold.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (_placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) {
      const given = Object.keys(values).join(', ') || 'none';
      throw new Error(
        `The message "${template}" needs a value for {${name}}; values were given for: ${given}.`,
      );
    }
    return String(values[name]);
  });
}
