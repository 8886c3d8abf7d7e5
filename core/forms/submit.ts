import { DATA_MESSAGES } from '../data/messages.ts';
import { safeHref } from '../net/url-guard.ts';
import type { FormDefinition } from './definition.ts';
import { callSignal, clientOf, isOffline, newId, type FormEnvironment } from './environment.ts';
import { FORM_MESSAGES } from './messages.ts';
import { readSubmissionPage, type SubmissionPage } from './page-fields.ts';
import { parseFormDefinition } from './parse-definition.ts';
import { putPending } from './pending-store.ts';
import { isBlank } from './records.ts';
import { shapeFormValues } from './shape-value.ts';
import { submitFailure, type SubmitResult, type SubmitSuccess } from './submit-result.ts';
import {
  postSubmission,
  readSaveAnswer,
  requestSubmissionKey,
  type Submission,
} from './submission.ts';
import { validateForm } from './validate.ts';

export interface SubmitFormOptions extends FormEnvironment {
  definition: FormDefinition;
  /** Item id → what each control holds (or the shaped values). */
  values: unknown;
  /** The completed captcha's answer. */
  captchaKey?: string | null;
  /** Whether the form is bound to a captcha; `definition.captcha` when left out. */
  captcha?: boolean;
  /** Page fields to send instead of those read from the page. */
  page?: Partial<SubmissionPage>;
  /** The query hidden fields read; `location.search` when left out. */
  search?: string;
}

function stringify(values: unknown): string | undefined {
  try {
    return JSON.stringify(values);
  } catch {
    return undefined;
  }
}

/** Keeps the submission in IndexedDB; a page without storage gets the connection failure. */
async function saveOffline(
  submission: Submission,
  env: FormEnvironment,
  unreachable: string,
  key?: string,
): Promise<SubmitResult> {
  const id = newId();
  try {
    await putPending({ ...submission, id, savedAt: Date.now(), ...(key ? { key } : {}) }, env);
  } catch {
    return submitFailure(unreachable);
  }
  // Online, the connection failed on the way: it is not the visitor who is offline.
  const message = isOffline(env) ? FORM_MESSAGES.savedOffline : FORM_MESSAGES.savedRetry;
  return { status: 'saved-offline', id, message };
}

/** What a stored submission leads to: the redirect, or the success message and post-submit HTML. */
export function submitSuccess(
  definition: FormDefinition,
  env: FormEnvironment = {},
): SubmitSuccess {
  const base = (env.location === undefined ? globalThis.location : env.location)?.href;
  return {
    status: 'success',
    redirect: safeHref(definition.redirectUrl, { base }),
    successMessage: definition.successMessage,
    postSubmitHtml: definition.postSubmitHtml ?? '',
  };
}

async function run(options: SubmitFormOptions): Promise<SubmitResult> {
  const definition = parseFormDefinition(options.definition);
  if (!definition) return submitFailure(FORM_MESSAGES.processingError);
  const captchaKey = typeof options.captchaKey === 'string' ? options.captchaKey : '';
  if ((options.captcha ?? definition.captcha === true) && isBlank(captchaKey)) {
    return submitFailure(FORM_MESSAGES.completeCaptcha);
  }
  const values = shapeFormValues(definition, options.values, options.search);
  const validation = validateForm(definition, values);
  if (!validation.valid) {
    // Every form, newsletters too (part 1 §5): only the server's field errors leave them without.
    return submitFailure(validation.message, validation.errors);
  }
  const form = stringify(values);
  if (form === undefined) return submitFailure(FORM_MESSAGES.unparsableFields);

  const page = { ...readSubmissionPage(options), ...options.page };
  const submission: Submission = {
    formId: definition.id,
    collectionId: definition.collectionId,
    objectName: definition.objectName,
    isOverlayForm: definition.isOverlayForm === true,
    submitButtonText: definition.submitButtonText,
    isNewsletter: definition.isNewsletter === true,
    values,
    page,
    ...(isBlank(captchaKey) ? {} : { captchaKey }),
  };
  if (isOffline(options)) return saveOffline(submission, options, DATA_MESSAGES.unableToConnect);

  const client = clientOf(options);
  const key = await requestSubmissionKey(client, callSignal(options));
  if (!key.ok) {
    return key.unreachable
      ? saveOffline(submission, options, key.message)
      : submitFailure(key.message);
  }
  const answer = readSaveAnswer(
    await postSubmission(client, submission, key.key, form, callSignal(options)),
    submission.isNewsletter,
  );
  if (answer.kind === 'stored') return submitSuccess(definition, options);
  // The send may have reached the server: keep its key, so a resend can never store it twice.
  if (answer.kind === 'unreachable')
    return saveOffline(submission, options, answer.message, key.key);
  return submitFailure(answer.message, answer.errors);
}

/**
 * Submits a form (part 1 §4, §5, §7, §8), framework-free, and never throws:
 *
 * 1. a definition that does not parse: 'Error processing form submission. Please reload and try
 *    again.'; a captcha-bound form without a captcha answer: 'Complete CAPTCHA before
 *    submitting.'; invalid fields: their messages and 'One or more fields is invalid, please
 *    check your entries.' (newsletter forms too); values that do not turn into JSON: 'Could
 *    not parse the form fields, please check your entries.' — all without any call;
 * 2. POST /api/form/FormSubmissionKey (empty body, credentials); no key: 'Could not get a form
 *    submission key, please try again later.';
 * 3. POST /api/form/SaveFormSubmission with key, formId, collectionId, objectName,
 *    isOverlayForm, submitButtonText, form (the shaped values' JSON), captchaKey and the page
 *    fields (`readSubmissionPage`); its answer read by `readSaveAnswer`. Never retried.
 *
 * When the browser is offline, or a call finds no connection (or no answer within
 * `callTimeoutMs`, 30 s by default), the submission is kept in IndexedDB and
 * `{ status: 'saved-offline' }` returned; `sendSavedSubmissions` sends it later.
 *
 * Our choices where the spec is open: the values are checked and turned into JSON before a key
 * is asked for, so a single-use key is never spent on a submission that cannot be sent; when
 * the submission cannot be kept either (no IndexedDB), the connection failure's message
 * ('Unable to connect…') is returned and every value stays in the form.
 */
export async function submitForm(options: SubmitFormOptions): Promise<SubmitResult> {
  try {
    return await run(options);
  } catch {
    return submitFailure(FORM_MESSAGES.unknownError);
  }
}
