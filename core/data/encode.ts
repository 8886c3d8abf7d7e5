export type Encoding = 'json' | 'form';
export type RequestData = Record<string, unknown>;

/** A field's text in a query or form body: objects and lists as JSON, nothing for null. */
function fieldText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toSearchParams(
  data: RequestData | undefined,
  into = new URLSearchParams(),
): URLSearchParams {
  for (const [name, value] of Object.entries(data ?? {})) {
    const text = fieldText(value);
    if (text !== undefined) into.append(name, text);
  }
  return into;
}

export function encodeBody(
  data: RequestData | undefined,
  encoding: Encoding,
): { body: string | undefined; contentType: string | undefined } {
  if (data === undefined) return { body: undefined, contentType: undefined };
  if (encoding === 'form') {
    return {
      body: toSearchParams(data).toString(),
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
    };
  }
  return { body: JSON.stringify(data), contentType: 'application/json' };
}
