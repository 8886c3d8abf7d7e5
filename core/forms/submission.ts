import type { DataClient } from '../data/client.ts';
import type { RequestData } from '../data/encode.ts';
import type { DataFailure, DataResult } from '../data/result.ts';
import { FORM_MESSAGES, formStatusMessage } from './messages.ts';
import type { SubmissionPage } from './page-fields.ts';
import { isBlank, isObject, ownValue, setOwn } from './records.ts';
import type { FormValues } from './values.ts';

export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';

/** Everything a submission sends but its key: what is kept offline to send it later. */
export interface Submission {
  formId: string;
  collectionId?: string;
  objectName?: string;
  isOverlayForm: boolean;
  submitButtonText: string;
  /** Newsletter forms show no general message beside their field errors. */
  isNewsletter: boolean;
  /** The shaped values; sent as the JSON text `form`. */
  values: FormValues;
  captchaKey?: string;
  page: SubmissionPage;
}

export type KeyAnswer =
  { ok: true; key: string } | { ok: false; unreachable: boolean; message: string };

/** No answer came back: no connection, or none in the time given (an aborted call). */
const unanswered = (failure: DataFailure): boolean =>
  failure.kind === 'network' || failure.kind === 'aborted';

const nonBlankText = (value: unknown): string | undefined =>
  typeof value === 'string' && !isBlank(value) ? value : undefined;

/**
 * Asks for a single-use submission key (part 1 §7): POST with an empty body, credentials sent
 * (the data client's `secure` call). The key is read from `data.key` of the answer (the
 * platform's `{ "data": { "key": … } }`); a top-level `key` is accepted too.
 */
export async function requestSubmissionKey(
  client: DataClient,
  signal?: AbortSignal,
): Promise<KeyAnswer> {
  const result = await client.post<unknown>(FORM_SUBMISSION_KEY_PATH, {
    secure: true,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok && unanswered(result)) {
    return { ok: false, unreachable: true, message: result.message };
  }
  const key = result.ok
    ? (nonBlankText(ownValue(ownValue(result.data, 'data'), 'key')) ??
      nonBlankText(ownValue(result.data, 'key')))
    : undefined;
  return key === undefined
    ? { ok: false, unreachable: false, message: FORM_MESSAGES.noSubmissionKey }
    : { ok: true, key };
}

/** The body of SaveFormSubmission (part 1 §7); fields without a value are left out. */
export function submissionPayload(submission: Submission, key: string, form: string): RequestData {
  const data: RequestData = {
    key,
    formId: submission.formId,
    collectionId: submission.collectionId,
    objectName: submission.objectName,
    isOverlayForm: submission.isOverlayForm,
    submitButtonText: submission.submitButtonText,
    form,
    captchaKey: submission.captchaKey,
    ...submission.page,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Sends the submission once: never retried, since its key is single-use. */
export function postSubmission(
  client: DataClient,
  submission: Submission,
  key: string,
  form: string,
  signal?: AbortSignal,
): Promise<DataResult<unknown>> {
  return client.post<unknown>(SAVE_FORM_SUBMISSION_PATH, {
    data: submissionPayload(submission, key, form),
    secure: true,
    ...(signal ? { signal } : {}),
  });
}

/** What the server made of a submission. */
export type SaveAnswer =
  | { kind: 'stored' }
  | {
      kind: 'refused';
      status: number | null;
      message: string | null;
      errors: Record<string, string>;
    }
  | { kind: 'unreachable'; message: string };

/** The field errors of a 400 answer: `errors` (or `data.errors`), id → non-blank text. */
function fieldErrors(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const source = ownValue(body, 'errors') ?? ownValue(ownValue(body, 'data'), 'errors');
  if (!isObject(source)) return errors;
  for (const id of Object.keys(source)) {
    const message = nonBlankText(source[id]);
    if (message !== undefined) setOwn(errors, id, message);
  }
  return errors;
}

/**
 * Reads SaveFormSubmission's answer (part 1 §5, §8): a 2xx stores the submission (even one whose
 * body is not JSON); no connection (or no answer in the time given) is unreachable; a 400 with a field errors map gives those
 * errors and, unless it is a newsletter form, 'One or more fields is invalid, please check your
 * entries.'; 401, 404, 429 and 500 their catalogue messages; any other answer the server's
 * `error` text, else 'Unknown error, please try again later.'.
 */
export function readSaveAnswer(result: DataResult<unknown>, isNewsletter: boolean): SaveAnswer {
  if (result.ok || (result.status !== null && result.status >= 200 && result.status < 300)) {
    return { kind: 'stored' };
  }
  if (unanswered(result)) return { kind: 'unreachable', message: result.message };
  const { status } = result;
  const body = result.body ?? result.response;
  const errors = fieldErrors(body);
  if (status === 400 && Object.keys(errors).length > 0) {
    return {
      kind: 'refused',
      status,
      message: isNewsletter ? null : FORM_MESSAGES.invalidFields,
      errors,
    };
  }
  const message =
    formStatusMessage(status) ??
    nonBlankText(ownValue(body, 'error')) ??
    nonBlankText(ownValue(ownValue(body, 'data'), 'error')) ??
    FORM_MESSAGES.unknownError;
  return { kind: 'refused', status, message, errors: {} };
}
