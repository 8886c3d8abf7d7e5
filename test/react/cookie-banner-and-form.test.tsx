import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { useReactRoot } from './react-root.ts';
import { CookieBanner, Form } from '../../react/index.ts';
import type { SsCookieBanner } from '../../components/cookie-banner/cookie-banner.ts';
import type { SsConsentChoiceEvent } from '../../components/cookie-banner/events.ts';
import type { SsForm, SsFormField, SsSubmitFailureEvent } from '../../components/form/form.ts';
import { resetConsentManager } from '../../core/consent/index.ts';
import { removeCookie } from '../../core/net/cookies.ts';
import type { FormDefinition } from '../../core/forms/definition.ts';

const SIGNUP: FormDefinition = {
  id: 'react-signup',
  name: 'Signup',
  submitButtonText: 'Join',
  successMessage: 'Welcome.',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
};

describe('React wrappers: <CookieBanner> and <Form>', () => {
  const stage = useReactRoot();
  beforeEach(() => {
    resetConsentManager();
    removeCookie('ss_cookieAllowed');
  });
  afterEach(() => removeCookie('ss_cookieAllowed'));

  it('shows the banner from settings given as a prop and maps onConsentChoice', async () => {
    const choices: string[] = [];
    stage.render(
      <CookieBanner
        settings={{ isCookieBannerEnabled: true, cookieBannerCtaVariant: 'BUTTON' }}
        onConsentChoice={(event: SsConsentChoiceEvent) => choices.push(event.detail.choice)}
      />,
    );
    const banner = stage.container.querySelector('ss-cookie-banner') as SsCookieBanner;
    await banner.updateComplete;
    const accept = banner.shadowRoot!.querySelector<HTMLButtonElement>('[part="accept-button"]')!;
    expect(accept.textContent!.trim()).to.equal('Accept');
    accept.click();
    expect(choices).to.deep.equal(['accepted']);
  });

  it('renders a form from a definition prop and maps onSubmitFailure', async () => {
    const failures: string[] = [];
    stage.render(
      <Form
        definition={SIGNUP}
        onSubmitFailure={(event: SsSubmitFailureEvent) => failures.push(event.detail.message)}
      />,
    );
    const form = stage.container.querySelector('ss-form') as SsForm;
    await form.updateComplete;
    await waitUntil(() => form.shadowRoot!.querySelector('ss-form-field'));
    const field = form.shadowRoot!.querySelector('ss-form-field') as SsFormField;
    expect(field.field!.id).to.equal('email');
    const failed = oneEvent(form, 'ss-submit-failure');
    form.shadowRoot!.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    await failed;
    expect(failures).to.deep.equal(['One or more fields is invalid, please check your entries.']);
  });
});
