import { randomBytes } from 'node:crypto';
import type { FormDefinition } from '../../core/forms/definition.ts';
import type { DevDatabase } from './database.ts';
import { checkDefinition } from './forms/definition-check.ts';
import { FORM_MESSAGES } from './forms/messages.ts';
import { FORM_RATE_WINDOW_MS, formRateLimit } from './forms/rate-limit.ts';
import { checkSubmission, parseFormText } from './forms/submission.ts';
import { HttpError, type ParsedBody } from './http.ts';
import type { Route } from './routes.ts';

export {
  DEFAULT_FORM_RATE_LIMIT,
  FORM_RATE_WINDOW_MS,
  formRateLimitFromEnv,
  setFormRateLimit,
} from './forms/rate-limit.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** A page-context value as stored: text or a number as sent, anything else null. */
const scalar = (value: unknown): string | number | null =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : null;

interface FormRow {
  definition: string;
  created_at: number;
  updated_at: number;
}

function readForm(db: DevDatabase, id: string) {
  const row = db
    .prepare(`SELECT definition, created_at, updated_at FROM forms WHERE id = ?`)
    .get(id) as FormRow | undefined;
  if (!row) return undefined;
  return {
    id,
    definition: JSON.parse(row.definition) as FormDefinition,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The request as sent: JSON as its text, a form-encoded body as the JSON of its fields. */
const requestText = (body: ParsedBody) =>
  body.json !== undefined ? body.raw : JSON.stringify(body.fields);

/**
 * The form calls (part 1 §7) and the dev routes that store the forms they validate against.
 *
 * `POST /api/form/FormSubmissionKey` answers `{ key }`: the data client resolves to the parsed
 * body as `data`, which the spec reads as `data.key` (as the failure body's `data.error` and
 * `data.errors` are top-level `error` and `errors`). A key is single-use and does not expire here.
 *
 * `POST /api/form/SaveFormSubmission`, in this order, inside one transaction:
 * 401 `{ error: 'Invalid submission key' }` for a key never issued or used already; 404
 * `{ error: 'Form not found' }`; 429 `{ error: 'Rate limit exceeded' }` when this client IP has had
 * the limit's number of submissions to this form stored in the last minute; 400 `{ error, errors:
 * {} }` for a `form` that is not the JSON text of an object, an unknown `contentSource`, or a
 * captcha-bound form sent without `captchaKey`; 400 `{ error: 'One or more fields is invalid,
 * please check your entries.', errors: { fieldId: message } }`; else the key is marked used, the
 * submission stored, and the answer is 200 `{ ok: true, id }`. A refused submission leaves its
 * key unused, so the visitor can correct the entries and send again.
 */
export const formRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/form/FormSubmissionKey',
    handle: ({ db }) => {
      const key = randomBytes(24).toString('base64url');
      db.prepare(`INSERT INTO form_keys (key, issued_at) VALUES (?, ?)`).run(key, Date.now());
      return { body: { key } };
    },
  },
  {
    method: 'POST',
    path: '/api/form/SaveFormSubmission',
    handle: ({ db, body, clientIp }) => {
      const fields = body.fields;
      const key = text(fields.key);
      const formId = text(fields.formId);
      const ip = clientIp ?? 'unknown';
      const save = db.transaction((now: number): number => {
        const keyRow = key
          ? (db.prepare(`SELECT used_at FROM form_keys WHERE key = ?`).get(key) as
              { used_at: number | null } | undefined)
          : undefined;
        if (!keyRow || keyRow.used_at !== null)
          throw new HttpError(401, { error: FORM_MESSAGES.invalidKey });

        const form = formId === undefined ? undefined : readForm(db, formId);
        if (!form) throw new HttpError(404, { error: FORM_MESSAGES.formNotFound });

        const limit = formRateLimit();
        if (limit > 0) {
          const { n } = db
            .prepare(
              `SELECT COUNT(*) AS n FROM form_submissions
               WHERE form_id = ? AND client_ip = ? AND received_at > ?`,
            )
            .get(form.id, ip, now - FORM_RATE_WINDOW_MS) as { n: number };
          if (n >= limit) throw new HttpError(429, { error: FORM_MESSAGES.rateLimited });
        }

        const values = parseFormText(fields.form);
        if (!values)
          throw new HttpError(400, { error: FORM_MESSAGES.unparsableFields, errors: {} });
        const contentSource = text(fields.contentSource);
        if (contentSource !== undefined && contentSource !== 'i' && contentSource !== 'c')
          throw new HttpError(400, { error: FORM_MESSAGES.badContentSource, errors: {} });
        const captchaKey = text(fields.captchaKey);
        if (form.definition.captcha === true && captchaKey === undefined)
          throw new HttpError(400, { error: FORM_MESSAGES.captchaIncomplete, errors: {} });

        const checked = checkSubmission(form.definition, values);
        if (!checked.ok)
          throw new HttpError(400, { error: FORM_MESSAGES.invalidFields, errors: checked.errors });

        const used = db
          .prepare(`UPDATE form_keys SET used_at = ? WHERE key = ? AND used_at IS NULL`)
          .run(now, key);
        if (used.changes !== 1) throw new HttpError(401, { error: FORM_MESSAGES.invalidKey });
        const result = db
          .prepare(
            `INSERT INTO form_submissions (received_at, form_id, key, fields, page_title, page_id,
               content_source, page_path, page_permission_type_value, captcha_key, client_ip,
               request)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            now,
            form.id,
            key,
            JSON.stringify(checked.fields),
            scalar(fields.pageTitle),
            scalar(fields.pageId),
            contentSource ?? null,
            scalar(fields.pagePath),
            scalar(fields.pagePermissionTypeValue),
            captchaKey ?? null,
            ip,
            requestText(body),
          );
        return Number(result.lastInsertRowid);
      });
      return { body: { ok: true, id: save(Date.now()) } };
    },
  },
  {
    method: 'GET',
    path: '/api/dev/forms',
    handle: ({ db }) => {
      const ids = db.prepare(`SELECT id FROM forms ORDER BY id`).all() as Array<{ id: string }>;
      return { body: { forms: ids.map(({ id }) => readForm(db, id)) } };
    },
  },
  {
    method: 'GET',
    path: '/api/dev/forms/:id',
    handle: ({ db, params }) => {
      const form = readForm(db, params.id!);
      if (!form) throw new HttpError(404, { error: FORM_MESSAGES.formNotFound });
      return { body: form };
    },
  },
  {
    // The body is the definition itself; its `id`, when given, must be the one in the address.
    method: 'PUT',
    path: '/api/dev/forms/:id',
    handle: ({ db, params, body }) => {
      const id = params.id!;
      // A crumb sent in the body is the call's, not the form's.
      const { crumb: _crumb, ...sent } = body.fields;
      const isObject =
        body.json !== null && typeof body.json === 'object' && !Array.isArray(body.json);
      const checked = checkDefinition(isObject ? sent : body.json, id);
      if (!checked.ok)
        throw new HttpError(400, {
          error: FORM_MESSAGES.invalidDefinition,
          errors: checked.errors,
        });
      const now = Date.now();
      db.prepare(
        `INSERT INTO forms (id, definition, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET definition = excluded.definition,
           updated_at = excluded.updated_at`,
      ).run(id, JSON.stringify(checked.definition), now, now);
      return { body: readForm(db, id) };
    },
  },
];
