import { expect } from '@open-wc/testing';
import {
  FORM_MESSAGES,
  FORM_STATUS_MESSAGES,
  formStatusMessage,
} from '../../../core/forms/index.ts';

describe('FORM_MESSAGES', () => {
  it('holds every form message of the catalogue word for word', () => {
    expect(FORM_MESSAGES.processingError).to.equal(
      'Error processing form submission. Please reload and try again.',
    );
    expect(FORM_MESSAGES.unknownError).to.equal('Unknown error, please try again later.');
    expect(FORM_MESSAGES.noSubmissionKey).to.equal(
      'Could not get a form submission key, please try again later.',
    );
    expect(FORM_MESSAGES.unparsableFields).to.equal(
      'Could not parse the form fields, please check your entries.',
    );
    expect(FORM_MESSAGES.problemAbove).to.equal(
      'Your form has encountered a problem. Please scroll down to review.',
    );
    expect(FORM_MESSAGES.problemBelow).to.equal(
      'Your form has encountered a problem. Please scroll up to review.',
    );
    expect(FORM_MESSAGES.invalidFields).to.equal(
      'One or more fields is invalid, please check your entries.',
    );
    expect(FORM_MESSAGES.completeCaptcha).to.equal('Complete CAPTCHA before submitting.');
    expect(FORM_MESSAGES.renderFailed).to.equal('Could not render form');
  });

  it("ends 'Submitting…' with the single character U+2026", () => {
    expect(FORM_MESSAGES.submitting).to.equal('Submitting\u2026');
    expect([...FORM_MESSAGES.submitting]).to.have.length(11);
  });

  it('holds our wording for what the catalogue leaves open', () => {
    expect(FORM_MESSAGES.savedOffline).to.equal(
      'You are offline. Your submission is saved and will be sent when the connection returns.',
    );
    expect(FORM_MESSAGES.savedRetry).to.equal(
      'Your submission could not be sent yet. It is saved and will be sent again shortly.',
    );
    expect(FORM_MESSAGES.savedSent).to.equal('Your saved submission has been sent.');
    expect(FORM_MESSAGES.zipNotValid).to.equal(
      'Zip code is not valid. US zip codes have exactly 5 digits.',
    );
    expect(FORM_MESSAGES.untitledField).to.equal('This field');
    expect(FORM_MESSAGES.defaultSubmitButtonText).to.equal('Submit');
  });

  it('gives the message of each status the catalogue names, and none for others', () => {
    expect(FORM_STATUS_MESSAGES).to.deep.equal({
      401: 'Unable to submit form. Please try again later.',
      404: 'This form has not been configured yet.',
      429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      500: 'Unable to send form. Please try again later.',
    });
    expect(formStatusMessage(404)).to.equal('This form has not been configured yet.');
    for (const status of [null, undefined, 200, 400, 403, 502, 503]) {
      expect(formStatusMessage(status), String(status)).to.equal(undefined);
    }
  });
});
