/**
 * The field texts the spec leaves open (our wording), in one place so they can be localised
 * with the catalogue's.
 */
export const FIELD_TEXTS = {
  /**
   * Read after the title of a required field whose controls cannot each be required (a group
   * of boxes where one is enough; a name or an address in parts): the word screen readers
   * already say for a required control, which the visible '*' stands for.
   */
  requiredGroup: 'required',
} as const;
