import { expect, fixture, oneEvent, waitUntil } from '@open-wc/testing';
import type { SsForm } from '../../../components/form/form.ts';
import { NEWSLETTER } from './fixtures.ts';
import { field, json, part, scripted, submitButton } from './harness.ts';

interface FakeService {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  getResponse(widget: string): string;
  reset(widget: string): void;
}

const GLOBAL = 'ssMarkupCaptcha';
const globals = globalThis as unknown as Record<string, FakeService | undefined>;

describe('<ss-form> with its captcha service named in markup', () => {
  /** What the fake service was asked: the site key of each render, and the answer it gives. */
  let rendered: string[];
  let answer: string;
  let answered: (() => void) | undefined;

  beforeEach(() => {
    rendered = [];
    answer = '';
    globals[GLOBAL] = {
      render(container, options) {
        rendered.push(String(options.sitekey));
        answered = options.callback as () => void;
        container.textContent = 'challenge';
        return `widget-${rendered.length}`;
      },
      getResponse: (widget) => (widget === `widget-${rendered.length}` ? answer : ''),
      reset: () => (answer = ''),
    };
  });

  afterEach(() => delete globals[GLOBAL]);

  it('loads the service its attributes name, draws it with the site key, and sends its answer', async () => {
    const definition = { ...NEWSLETTER, id: 'markup-captcha', captcha: true };
    const form = await fixture<SsForm>(
      `<ss-form definition='${JSON.stringify(definition)}'
        captcha-script-url="data:text/javascript,void%200"
        captcha-site-key="site-key-1"
        captcha-global-name="${GLOBAL}"></ss-form>`,
    );
    expect([form.captchaScriptUrl, form.captchaSiteKey, form.captchaGlobalName]).to.deep.equal([
      'data:text/javascript,void%200',
      'site-key-1',
      GLOBAL,
    ]);
    await waitUntil(() => rendered.length === 1, 'the captcha was not drawn');
    expect(rendered).to.deep.equal(['site-key-1']);
    expect(part(form, 'captcha')!.textContent).to.equal('challenge');
    expect(submitButton(form).disabled).to.equal(true);

    answer = 'markup-answer';
    answered!();
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(false);
    const { sent, client } = scripted(() => json(200, {}));
    form.client = client;
    field(form, 'email').rawValue = 'ada@example.com';
    const succeeded = oneEvent(form, 'ss-submit-success');
    submitButton(form).click();
    await succeeded;
    expect(sent[1]!.body.captchaKey).to.equal('markup-answer');
  });

  it('reflects the captcha properties to their attributes, and draws another site key anew', async () => {
    const definition = { ...NEWSLETTER, id: 'markup-captcha-2', captcha: true };
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push((args[0] as Error).message);
    const form = await fixture<SsForm>(
      `<ss-form definition='${JSON.stringify(definition)}'></ss-form>`,
    ).finally(() => (console.error = original));
    // Shown before its service is named, the form says it has none; named, its captcha is drawn.
    expect(logged).to.have.length(1);
    expect(logged[0]).to.match(/^<ss-form>: the form needs a captcha, but no captcha service/);
    form.captchaScriptUrl = 'data:text/javascript,void%201';
    form.captchaGlobalName = GLOBAL;
    form.captchaSiteKey = 'site-key-1';
    await waitUntil(() => rendered.length === 1, 'the captcha was not drawn');
    expect(
      ['captcha-script-url', 'captcha-site-key', 'captcha-global-name'].map((name) =>
        form.getAttribute(name),
      ),
    ).to.deep.equal(['data:text/javascript,void%201', 'site-key-1', GLOBAL]);
    form.captchaSiteKey = 'site-key-2';
    await waitUntil(() => rendered.length === 2, 'the new site key was not drawn');
    expect(rendered).to.deep.equal(['site-key-1', 'site-key-2']);
    expect(form.getAttribute('captcha-site-key')).to.equal('site-key-2');
    expect(submitButton(form).disabled).to.equal(true);
    expect(part(form, 'status')!.textContent).to.equal('');
  });
});
