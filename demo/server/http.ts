import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body the dev API reads; more is refused with 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error ?? status));
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // A cookie another site wrote badly is ignored, not fatal.
    }
  }
  return cookies;
}

export interface ParsedBody {
  /** The raw text, kept so nothing sent is lost. */
  raw: string;
  /** Fields of a JSON object or a form-encoded body; empty for anything else. */
  fields: Record<string, unknown>;
  /** The parsed JSON value, when the body was JSON. */
  json: unknown;
}

export async function readBody(request: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { error: 'Request body too large' });
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (raw === '') return { raw, fields: {}, json: undefined };
  if (type === 'application/json') {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new HttpError(400, { error: 'Request body is not valid JSON' });
    }
    const fields =
      json !== null && typeof json === 'object' && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : {};
    return { raw, fields, json };
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { raw, fields: Object.fromEntries(new URLSearchParams(raw)), json: undefined };
  }
  return { raw, fields: {}, json: undefined };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
