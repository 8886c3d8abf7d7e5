import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { repeat } from 'lit/directives/repeat.js';
import { SsElement } from '../base/ss-element.ts';
import { customElements } from '../base/registry.ts';
import type { DataClient } from '../../core/data/client.ts';
import {
  FORM_MESSAGES,
  forgetSavedSubmission,
  hasPending,
  parseFormDefinition,
  submitForm,
  submitSuccess,
  watchConnection,
  type FormDefinition,
  type SavedSubmissionOutcome,
  type SubmitSuccess,
} from '../../core/forms/index.ts';
import { recordLegacyEvent } from '../../core/tracking/legacy-tracker.ts';
import { pageUsageTracked } from '../../core/tracking/audience.ts';
import { reportPageError } from '../../core/errors/page-reporter.ts';
import { scriptCaptcha, type CaptchaProvider } from './captcha.ts';
import {
  SsNewsletterSubscribeEvent,
  SsSubmitEvent,
  SsSubmitFailureEvent,
  SsSubmitSavedEvent,
  SsSubmitSuccessEvent,
} from './events.ts';
import { FORM_FIELD_PARTS, SsFormField } from './form-field.ts';
import { formStyles } from './form.styles.ts';
import { runPostSubmitHtml } from './post-submit.ts';
import { isImplicitSubmission } from './implicit-submit.ts';
import { summaryTop, unplacedErrors } from './summary.ts';
import { giveBack, nothingEntered, takeRefusal } from './earlier-refusal.ts';

export { SsFormField } from './form-field.ts';
export * from './events.ts';
export * from './captcha.ts';

type Status = 'idle' | 'submitting' | 'saved' | 'success' | 'failure';

/**
 * A submission kept while the browser is online is sent again this long after (ms), then after
 * twice as long each time it is still kept, up to a minute.
 */
export const SAVED_RETRY_MS = 2000;
const SAVED_RETRY_MAX_MS = 60_000;

const NO_CAPTCHA_SERVICE =
  '<ss-form>: the form needs a captcha, but no captcha service is given: set the `captcha` ' +
  'property, or the captcha-script-url, captcha-site-key and captcha-global-name attributes.';

/** The server's error for field `id`: its own entry only (an id such as `toString` has no other). */
const errorOf = (errors: Record<string, string>, id: string): string =>
  Object.hasOwn(errors, id) ? errors[id]! : '';

/**
 * A form rendered from the form builder's definition, with the platform's submission flow:
 * idle → submitting (locked; the button reads 'Submitting…'; a second submit is ignored) →
 * success (the success message and post-submit HTML, or the redirect) or failure (every value
 * kept, errors above the fields, the problem summary above the form and beside the button; the
 * server's errors that no field can show, for hidden fields or unknown ids, are listed in the
 * summary above the form, and each failure is read out again).
 * When the network is down the submission is kept in the browser and sent, once, when the
 * connection returns; the visitor is told both times, and meanwhile the fields are read-only
 * (what they show is what is sent). Sent or refused by another tab's form of the site, it is
 * settled here too. A kept submission the server refused for good while no form
 * of its id could show it (on another page, or in a later visit) is shown by the next form of
 * that id with nothing entered yet: its values back in the fields, the refusal as for a send.
 *
 * @summary A form from its builder definition, validated and submitted as the platform does.
 *
 * @csspart form - The form element.
 * @csspart summary - The problem summary; `summary top` above the form, `summary bottom` by the button.
 * @csspart top - Also on the problem summary above the form (`role="alert"`).
 * @csspart bottom - Also on the problem summary beside the submit button.
 * @csspart fields - The fields' container.
 * @csspart field - Each `<ss-form-field>`; the parts of the field (`title`, `required`,
 * `description`, `error`, `input`, `parts`, `part`, `part-label`, `options`, `option`, `likert`,
 * `likert-question`, `counter`, `affix`, `section-title`) are the form's too.
 * @csspart captcha - Where the captcha shows.
 * @csspart actions - The row of the submit button.
 * @csspart submit - The submit button.
 * @csspart status - Offline and delivery notices.
 * @csspart success - The success message.
 * @csspart after - The post-submit HTML.
 *
 * @cssprop --ss-form-error-color - Errors. Default `#b00020`.
 * @cssprop --ss-form-summary-background - The problem summary. Default `#fdecee`.
 * @cssprop --ss-form-submit-background - Default `#1f1f21`.
 * @cssprop --ss-form-submit-color - Default `#fff`.
 * @cssprop --ss-form-submit-padding - Default `0.7em 1.6em`.
 * @cssprop --ss-form-submit-radius - Default `var(--ss-radius-small)` (4px).
 * @cssprop --ss-radius-small - The submit button's corners when `--ss-form-submit-radius` is not set (the
 * site's radius token). Default `4px`.
 * @cssprop --ss-font-weight-semibold - The submit button's text weight (the site's weight token). Default `600`.
 * @cssprop --ss-focus-ring-color - The keyboard focus outline. Default `#1a5fd0`.
 *
 * @fires {SsSubmitEvent} ss-submit - A valid form was submitted (by the visitor or `requestSubmit()`); it is
 * being sent. `detail: { formId }`.
 * @fires {SsSubmitSuccessEvent} ss-submit-success - The submission was stored (also a kept one, sent when the
 * connection returned). `detail: { formId, values }`.
 * @fires {SsSubmitFailureEvent} ss-submit-failure - The submission failed: fields invalid, the captcha not
 * done, or refused by the server (also a kept one, refused later, this visit or before); every value stays.
 * `detail: { formId, message, errors }`.
 * @fires {SsSubmitSavedEvent} ss-submit-saved - Offline: kept, to be sent when the connection returns.
 * `detail: { formId }`.
 * @fires {SsNewsletterSubscribeEvent} ss-newsletter-subscribe - A newsletter form's submission succeeded (right
 * after `ss-submit-success`). `detail: { formId }`.
 */
export class SsForm extends SsElement {
  static override styles = formStyles;

  /**
   * The form builder's definition, as an object or (in markup) JSON text. The same definition
   * given again (an equal new object, as an inline React prop is on each render) changes
   * nothing: a solved captcha stays solved.
   */
  @property({
    type: Object,
    hasChanged: (value: unknown, old: unknown) => JSON.stringify(value) !== JSON.stringify(old),
  })
  definition: FormDefinition | string | undefined;

  /**
   * The captcha service for a captcha-bound form. Left out, the form builds one from
   * `captcha-script-url`, `captcha-site-key` and `captcha-global-name`; with neither, the form
   * logs why and tells the visitor it cannot be sent. Given again (a new object, as an inline
   * React prop is on each render), the captcha drawn stays, and its answer is the one sent.
   */
  @property({ attribute: false }) captcha: CaptchaProvider | undefined;

  /**
   * The captcha service's script address, loaded when a captcha-bound form shows: with
   * `captcha-site-key` and `captcha-global-name`, the captcha of a form set up in markup alone.
   */
  @property({ attribute: 'captcha-script-url', reflect: true }) captchaScriptUrl:
    string | undefined;

  /** The site key the captcha service issued. */
  @property({ attribute: 'captcha-site-key', reflect: true }) captchaSiteKey: string | undefined;

  /**
   * The global the captcha service's script defines, with `render(container, options)`,
   * `getResponse(id)` and `reset(id)` (`grecaptcha`, `hcaptcha`, …).
   */
  @property({ attribute: 'captcha-global-name', reflect: true }) captchaGlobalName:
    string | undefined;

  /** The data client the submission goes through; the page's own when left out. */
  @property({ attribute: false }) client: DataClient | undefined;

  @state() private status: Status = 'idle';
  @state() private message: string | null = null;
  @state() private errors: Record<string, string> = {};
  @state() private notice = '';
  @state() private captchaDone = false;
  /** The captcha's script failed: no captcha can be completed on this page. */
  private captchaFailed = false;
  /** How many times a submission failed. */
  @state() private failures = 0;

  private parsed: FormDefinition | undefined;
  private stopWatching: (() => void) | undefined;
  /** The form id the connection is watched for (a kept refusal is reported once per watch). */
  private watchedId: string | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The control that had focus when the form was locked to send. */
  private focusedBefore: HTMLElement | undefined;
  /** The values of the submission kept to be sent later. */
  private keptValues: Record<string, unknown> | undefined;
  /** The id of that kept submission: the outcome the form waits for. */
  private keptId: string | undefined;
  /** The provider built from the captcha attributes, when all three are given. */
  private scriptProvider: CaptchaProvider | undefined;
  /**
   * The captcha drawn for the definition and service in force, once asked for: `by` is the
   * provider that drew it, the one that knows the visitor's answer (a provider given again
   * draws nothing), or undefined when there was no service to draw it.
   */
  private captchaRender: { by: CaptchaProvider | undefined } | undefined;
  /** Counts the captcha's boxes: each definition draws its captcha into a new one. */
  private captchaBox = 0;

  /** The definition in force, or undefined when it cannot be rendered. */
  get form(): FormDefinition | undefined {
    return this.parsed;
  }

  /** The state of the submission flow. */
  get submissionStatus(): Status {
    return this.status;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A first connection watches from the first render, when the definition is in (a framework
    // sets it after connecting): see `updated`.
    if (this.hasUpdated) this.watch();
    // Put back in the page with a submission kept while online: it is tried again soon, as
    // before it was taken out (that try is the one `watch` makes now; more follow).
    if (this.status === 'saved' && navigator.onLine) this.retryKept(SAVED_RETRY_MS);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopWatching?.();
    this.stopWatching = undefined;
    clearTimeout(this.retryTimer);
  }

  /** Sends the kept submissions now and whenever the browser comes back online. */
  private watch(): void {
    this.stopWatching?.();
    this.watchedId = this.parsed?.id;
    this.stopWatching = watchConnection((outcome) => this.onSavedSent(outcome), {
      ...(this.client ? { client: this.client } : {}),
    });
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('definition')) {
      this.parsed = parseFormDefinition(this.definition);
      if (!this.parsed && this.definition !== undefined) {
        console.error(FORM_MESSAGES.renderFailed);
        reportPageError(new Error(FORM_MESSAGES.renderFailed));
      }
      this.toggleAttribute('newsletter', this.parsed?.isNewsletter === true);
    }
    const service = ['captchaScriptUrl', 'captchaSiteKey', 'captchaGlobalName'].some((name) =>
      changed.has(name),
    );
    if (service) {
      const [scriptUrl, siteKey, globalName] = [
        this.captchaScriptUrl,
        this.captchaSiteKey,
        this.captchaGlobalName,
      ].map((value) => value?.trim());
      this.scriptProvider =
        scriptUrl && siteKey && globalName
          ? scriptCaptcha({ scriptUrl, siteKey, globalName })
          : undefined;
    }
    // Another form, or another captcha service (or one at last): its captcha renders afresh, in
    // a box of its own (a captcha service draws once into a box), unsolved; one that failed
    // before is forgotten. (A new provider object alone, as an inline React prop makes on every
    // render, draws nothing again.)
    const serviceAtLast =
      changed.has('captcha') && this.captchaRender !== undefined && !this.captchaRender.by;
    if (changed.has('definition') || (service && !this.captcha) || serviceAtLast) {
      this.captchaRender = undefined;
      this.captchaBox++;
      this.captchaDone = false;
      if (this.captchaFailed) this.notice = '';
      this.captchaFailed = false;
    }
    if (this.parsed?.captcha && !this.provider && !this.captchaRender) {
      const render = (this.captchaRender = { by: undefined });
      this.captchaUnavailable(render, new Error(NO_CAPTCHA_SERVICE));
    }
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    // Watched again for another form: refusals kept for it are reported to this watch.
    const another = changed.has('definition') && this.parsed?.id !== this.watchedId;
    if (this.isConnected && (!this.stopWatching || another)) this.watch();
    const container = this.renderRoot.querySelector<HTMLElement>('[part="captcha"]');
    const captcha = this.provider;
    if (container && captcha && !this.captchaRender) {
      const render = (this.captchaRender = { by: captcha });
      Promise.resolve()
        .then(() =>
          captcha.render(container, () => (this.captchaDone = Boolean(captcha.response()))),
        )
        .catch((error: unknown) => this.captchaUnavailable(render, error));
    }
  }

  /**
   * No captcha can be completed (its script failed, or no service was given): logged and
   * reported, the page goes on (part 1 §8), and the visitor is told the form cannot be sent
   * rather than asked for a captcha not there.
   */
  private captchaUnavailable(render: object, error: unknown): void {
    console.error(error);
    reportPageError(error);
    // A render asked for an earlier form or captcha says nothing of this one.
    if (this.captchaRender !== render) return;
    this.captchaFailed = true;
    this.notice = FORM_MESSAGES.processingError;
  }

  /** The captcha service in force: the `captcha` property, else the one the attributes name. */
  private get provider(): CaptchaProvider | undefined {
    return this.captcha ?? this.scriptProvider;
  }

  private get fields(): SsFormField[] {
    return [...this.renderRoot.querySelectorAll<SsFormField>('ss-form-field')];
  }

  /** Submits as the button does: validates, then sends. Resolves when the flow settles. */
  async requestSubmit(): Promise<void> {
    const definition = this.parsed;
    // Kept to be sent or stored, a submission is not sent a second time from the form (it would
    // be stored twice, or an empty one sent from the success message).
    if (!definition || ['submitting', 'saved', 'success'].includes(this.status)) return;
    const fields = this.fields;
    const invalid = fields.filter((field) => !field.reportValidity());
    // Every form, newsletters too: only the server's field errors leave newsletters without it.
    // Caught here, before any call, the errors the server gave stay by their fields (a field
    // still in error by the server's word is one of those found invalid).
    if (invalid.length > 0) return this.fail(FORM_MESSAGES.invalidFields, this.errors, invalid[0]);
    const captchaKey = this.captchaRender?.by?.response();
    if (definition.captcha && !captchaKey) {
      const message = this.captchaFailed
        ? FORM_MESSAGES.processingError
        : FORM_MESSAGES.completeCaptcha;
      return this.fail(message, this.errors);
    }

    // Locked while sending, the control with focus loses it: a failure gives it back.
    this.focusedBefore = (this.shadowRoot?.activeElement as HTMLElement | null) ?? undefined;
    this.status = 'submitting';
    this.message = null;
    this.notice = '';
    this.emit(new SsSubmitEvent({ formId: definition.id }));
    const values = Object.fromEntries(fields.map((field) => [field.field!.id, field.value]));
    const result = await submitForm({
      definition,
      values,
      captchaKey: captchaKey ?? null,
      ...(this.client ? { client: this.client } : {}),
    });

    // Only a failure gives focus back.
    if (result.status !== 'failure') this.focusedBefore = undefined;
    if (result.status === 'success') return this.succeed(definition, values, result);
    if (result.status === 'saved-offline') {
      // What was sent, for its success later. The fields are read-only until its outcome: the
      // send may have reached the server already (its key is kept, and a resend with it is
      // refused), so an edit made now could never be delivered.
      this.keptValues = values;
      this.keptId = result.id;
      this.status = 'saved';
      this.notice = result.message;
      this.emit(new SsSubmitSavedEvent({ formId: definition.id }));
      // Online, the connection failed on the way: the kept submission is tried again soon.
      if (navigator.onLine) this.retryKept(SAVED_RETRY_MS);
      return;
    }
    this.fail(result.message, result.errors, this.firstWithError(result.errors), true);
  }

  /**
   * Stored: the subscribe event for newsletters, then the redirect, or the success message and
   * the post-submit HTML, scrolled to. A kept submission sent later goes the same way, except
   * that it does not take the visitor away (they may be busy elsewhere on the page: the message
   * shows instead of the redirect), nor move focus or scroll unless focus is in the form.
   */
  private async succeed(
    definition: FormDefinition,
    values: Record<string, unknown>,
    { redirect, postSubmitHtml }: SubmitSuccess,
    later = false,
  ): Promise<void> {
    const focusHere = !later || this.focusIsFree();
    this.status = 'success';
    this.emit(new SsSubmitSuccessEvent({ formId: definition.id, values }));
    if (definition.isNewsletter) {
      this.emit(new SsNewsletterSubscribeEvent({ formId: definition.id }));
      // A sign-up is usage: an owner trying their own form is not counted (part 1 §6).
      if (pageUsageTracked())
        void recordLegacyEvent('newsletter_subscribe', { formId: definition.id });
    }
    if (redirect && !later) {
      location.assign(redirect);
      return;
    }
    await this.updateComplete;
    const after = this.renderRoot.querySelector<HTMLElement>('[part="after"]');
    // Its scripts run in order after this; markup the page refuses (Trusted Types) is logged
    // and reported there, and the success stands.
    if (after) void runPostSubmitHtml(after, postSubmitHtml);
    if (!focusHere) return;
    const success = this.renderRoot.querySelector<HTMLElement>('[part="success"]');
    success?.scrollIntoView({ block: 'nearest' });
    success?.focus({ preventScroll: true });
  }

  /**
   * Focus is in this form, or nowhere (on the page itself): the form may move it. Asked of the
   * form's own tree, which may be another element's shadow root.
   */
  private focusIsFree(): boolean {
    const active = document.activeElement;
    const root = this.getRootNode() as Document | ShadowRoot;
    return !active || active === document.body || root.activeElement === this;
  }

  /**
   * `sent`: the failure came back from the submission (part 1 §4: a captcha-bound form then
   * resets its captcha); one caught before sending leaves a solved captcha solved.
   */
  private fail(
    message: string | null,
    errors: Record<string, string>,
    focus?: SsFormField,
    sent = false,
  ): void {
    const definition = this.parsed!;
    this.status = 'failure';
    this.failures += 1;
    this.message = message;
    this.errors = errors;
    const captcha = this.captchaRender?.by;
    if (sent && definition.captcha && captcha && !this.captchaFailed) {
      captcha.reset();
      this.captchaDone = false;
    }
    // The failed captcha's notice is said by the summary now: not twice.
    if (this.captchaFailed) this.notice = '';
    this.emit(
      new SsSubmitFailureEvent({
        formId: definition.id,
        message: message ?? FORM_MESSAGES.invalidFields,
        errors,
      }),
    );
    // The first field in error, else the control that had focus before the send; not when the
    // visitor has gone elsewhere on the page meanwhile. That control may not take focus now
    // (the button, disabled until the captcha is done again): then the first field in error,
    // else the summary above the form, which says what went wrong.
    const target = focus ?? this.focusedBefore;
    this.focusedBefore = undefined;
    if (!target) return;
    void this.updateComplete.then(() => {
      if (!this.focusIsFree()) return;
      const summary = this.renderRoot.querySelector<HTMLElement>('[part~="top"]');
      for (const next of [target, this.firstWithError(this.errors), summary]) {
        next?.focus();
        if (next && this.shadowRoot!.activeElement === next) return;
      }
    });
  }

  /** Sends the kept submissions again after `delay`, and again later while it is still kept. */
  private retryKept(delay: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.status !== 'saved') return;
      this.watch();
      void this.settleIfGone();
      this.retryKept(Math.min(delay * 2, SAVED_RETRY_MAX_MS));
    }, delay);
  }

  /**
   * The kept submission gone with no outcome heard: another tab's run sent it while this form
   * was out of the page (in it, the form hears that tab). A kept record goes once the server has
   * stored it, or once a refusal that every listening tab heard has been shown, so gone counts as
   * sent.
   */
  private async settleIfGone(): Promise<void> {
    const id = this.keptId;
    const formId = this.parsed?.id;
    if (!id || !formId || (await hasPending(id).catch(() => true))) return;
    if (this.status !== 'saved' || this.keptId !== id) return;
    const values = (this.keptValues ?? {}) as SavedSubmissionOutcome['values'];
    this.onSavedSent({
      id,
      formId,
      savedAt: 0,
      status: 'sent',
      message: FORM_MESSAGES.savedSent,
      errors: {},
      values,
    });
  }

  private onSavedSent(outcome: SavedSubmissionOutcome): void {
    if (outcome.formId !== this.parsed?.id) return;
    const own = this.status === 'saved' && outcome.id === this.keptId;
    if (outcome.status === 'failed' && !own) {
      void this.showEarlierRefusal(outcome);
      return;
    }
    this.notice = outcome.message;
    // Only the outcome of its own kept submission moves the form on: one kept earlier for the
    // same form (another visit's) says how it went, and no more.
    if (!own) return;
    clearTimeout(this.retryTimer);
    // This form's own kept submission: stored, the form succeeds as a send does; refused for
    // good, the visitor sees why, field by field (a newsletter's without the general message, as
    // for a send), and may correct and send again.
    const definition = this.parsed;
    const values = this.keptValues ?? {};
    this.keptValues = undefined;
    if (outcome.status === 'sent') {
      void this.succeed(definition, values, submitSuccess(definition), true);
      return;
    }
    // Shown here, by no other form of its id on the page.
    takeRefusal(outcome.id);
    this.letGo(outcome.id);
    this.fail(
      this.refusalMessage(outcome),
      outcome.errors,
      this.firstWithError(outcome.errors),
      true,
    );
  }

  /**
   * A kept submission of this form refused for good when no form could show it (on another page,
   * in an earlier visit): shown here, as a refused send is, with its values back in the fields,
   * if the visitor has not begun this form; else it stays kept for a later visit. Focus and the
   * captcha are left as they are: this visitor sent nothing from here.
   */
  private async showEarlierRefusal(outcome: SavedSubmissionOutcome): Promise<void> {
    await this.updateComplete;
    const fields = this.fields;
    if (outcome.formId !== this.parsed?.id || this.status !== 'idle') return;
    if (!nothingEntered(fields) || !takeRefusal(outcome.id)) return;
    giveBack(fields, outcome.values);
    this.letGo(outcome.id);
    this.fail(this.refusalMessage(outcome), outcome.errors);
    this.notice = FORM_MESSAGES.savedRefused;
  }

  /** A newsletter shows its field errors without the general message, as for a send. */
  private refusalMessage(outcome: SavedSubmissionOutcome): string | null {
    const fieldErrors = Object.keys(outcome.errors).length > 0;
    return this.parsed?.isNewsletter && fieldErrors ? null : outcome.message;
  }

  /** The refusal is shown: the kept submission goes (if storage fails, a later visit shows it again). */
  private letGo(id: string): void {
    forgetSavedSubmission(id).catch(() => undefined);
  }

  /** The first field that shows one of the server's `errors` (hidden fields and sections show none). */
  private firstWithError(errors: Record<string, string>): SsFormField | undefined {
    return this.fields.find((field) => field.hasControls && errorOf(errors, field.field!.id));
  }

  /** An edited field's server error goes: shown again only if the server gives it again. */
  private onFieldEdit(event: Event): void {
    const id = (event.target as SsFormField).field?.id;
    if (id === undefined || !Object.hasOwn(this.errors, id)) return;
    const { [id]: _edited, ...rest } = this.errors;
    this.errors = rest;
  }

  private onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    void this.requestSubmit();
  }

  /**
   * Enter in a one-line field submits as the button does, and says why it cannot where the button
   * waits (an incomplete captcha): heard before the field, whose own implicit submission does
   * nothing while the form's button is disabled, as a native field's.
   */
  private readonly onEnter = {
    capture: true,
    handleEvent: (event: KeyboardEvent): void => {
      if (!isImplicitSubmission(event)) return;
      event.preventDefault();
      void this.requestSubmit();
    },
  };

  override render() {
    const definition = this.parsed;
    if (!definition) return nothing;
    if (this.status === 'success') {
      return html`<div part="success" role="status" tabindex="-1">${definition.successMessage}</div>
        <div part="after"></div>`;
    }
    const failed = this.status === 'failure';
    const submitting = this.status === 'submitting';
    const general = failed ? this.message : null;
    const captchaBlocked = definition.captcha === true && !this.captchaDone;
    return html`
      <form
        part="form"
        novalidate
        aria-busy=${submitting ? 'true' : 'false'}
        @submit=${this.onSubmit}
        @keydown=${this.onEnter}
      >
        ${summaryTop(failed, {
          general,
          unplaced: failed ? unplacedErrors(definition, this.errors) : [],
          failure: this.failures,
        })}
        <div part="fields" @input=${this.onFieldEdit} @change=${this.onFieldEdit}>
          ${repeat(
            definition.fields,
            // Keyed by id: a field keeps what the visitor typed when the definition changes.
            (field) => field.id,
            (field) =>
              html`<ss-form-field
                part="field"
                exportparts=${FORM_FIELD_PARTS}
                .field=${field}
                type=${field.type}
                ?max-length-enabled=${definition.textareaMaxLengthEnabled === true}
                .serverError=${errorOf(this.errors, field.id)}
                ?disabled=${submitting || this.status === 'saved'}
              ></ss-form-field>`,
          )}
        </div>
        ${definition.captcha ? keyed(this.captchaBox, html`<div part="captcha"></div>`) : nothing}
        <div part="actions">
          <button
            part="submit"
            type="submit"
            ?disabled=${submitting || this.status === 'saved' || captchaBlocked}
          >
            ${submitting ? FORM_MESSAGES.submitting : definition.submitButtonText}
          </button>
          <p part="summary bottom" ?hidden=${!failed}>${FORM_MESSAGES.problemBelow}</p>
        </div>
        <p part="status" role="status">${this.notice}</p>
      </form>
    `;
  }
}

customElements.define('ss-form', SsForm);

declare global {
  interface HTMLElementTagNameMap {
    'ss-form': SsForm;
  }
}
