import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { scriptCaptcha, TestCaptcha } from '../../../components/form/form.ts';
import { NEWSLETTER } from './fixtures.ts';
import { field, json, mount, part, pressEnterToFail, scripted, submitButton } from './harness.ts';

interface FakeService {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  getResponse(widget: string): string;
  reset(widget: string): void;
}

const GLOBAL = 'ssGivenAgainCaptcha';
const globals = globalThis as unknown as Record<string, FakeService | undefined>;

describe('<ss-form> with its captcha', () => {
  afterEach(() => delete globals[GLOBAL]);

  it('sends the answer of the captcha it drew, and resets that one, when its provider is given again as a new object', async () => {
    // A service that knows the answer of the widget it drew; a provider knows its own widget only.
    let answer = '';
    let widgets = 0;
    let answered: (() => void) | undefined;
    const resets: string[] = [];
    globals[GLOBAL] = {
      render(container, options) {
        answered = options.callback as () => void;
        container.textContent = 'challenge';
        return `widget-${++widgets}`;
      },
      getResponse: (widget) => (widget === `widget-${widgets}` ? answer : ''),
      reset: (widget) => {
        resets.push(widget);
        answer = '';
      },
    };
    // As a React wrapper with an inline prop does: a new provider object on every render.
    const provider = () =>
      scriptCaptcha({
        scriptUrl: 'data:text/javascript,void%202',
        siteKey: 'site-key',
        globalName: GLOBAL,
      });
    let saves = 0;
    const { sent, client } = scripted(() => (saves++ === 0 ? json(500, {}) : json(200, {})));
    const form = await mount({ ...NEWSLETTER, captcha: true }, client, provider());
    await waitUntil(() => widgets === 1, 'the captcha was not drawn');
    field(form, 'email').rawValue = 'ada@example.com';
    answer = 'first-answer';
    answered!();
    form.captcha = provider();
    await form.updateComplete;
    expect(submitButton(form).disabled).to.equal(false);
    const refused = oneEvent(form, 'ss-submit-failure');
    submitButton(form).click();
    expect((await refused).detail.message).to.equal('Unable to send form. Please try again later.');
    await form.updateComplete;
    expect(sent[1]!.body.captchaKey).to.equal('first-answer');
    // The captcha the visitor sees is the one started over.
    expect(resets).to.deep.equal(['widget-1']);
    expect(submitButton(form).disabled).to.equal(true);
    answer = 'second-answer';
    answered!();
    form.captcha = provider();
    await form.updateComplete;
    const succeeded = oneEvent(form, 'ss-submit-success');
    submitButton(form).click();
    await succeeded;
    expect(sent[3]!.body.captchaKey).to.equal('second-answer');
    expect(widgets).to.equal(1);
  });

  it('gives focus to the problem summary when a send from the button fails, the button waiting for the captcha again', async () => {
    const { client } = scripted(() => json(500, {}));
    const captcha = new TestCaptcha();
    const form = await mount({ ...NEWSLETTER, captcha: true }, client, captcha);
    field(form, 'email').rawValue = 'ada@example.com';
    captcha.solve();
    await form.updateComplete;
    submitButton(form).focus();
    await pressEnterToFail(form);
    expect(submitButton(form).disabled).to.equal(true);
    const top = part(form, 'top')!;
    expect(document.activeElement === form).to.equal(true);
    expect(form.shadowRoot!.activeElement === top).to.equal(true);
    expect(top.textContent).to.include('Unable to send form. Please try again later.');
  });
});
