import { expect } from '@open-wc/testing';
import * as messages from '../../../core/text/messages.ts';

describe('messages', () => {
  it('quotes the spec word for word', () => {
    expect(messages.CART_ONE_ITEM).to.equal('One item in cart');
    expect(messages.CART_N_ITEMS).to.equal('{%n} items in cart');
    expect(messages.CART_MORE_THAN_N_ITEMS).to.equal('More than {%n} items in cart');
    expect(messages.JUST_NOW).to.equal('just now');
    expect(messages.ABOUT_N_SECONDS_AGO).to.equal('about {n} seconds ago');
    expect(messages.EMAIL_NOT_VALID).to.equal(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(messages.CHARACTER_LIMIT_EXCEEDED).to.equal('You have exceeded the character limit.');
    expect(messages.CHARACTER_COUNTER).to.equal('{n} / {max}');
    expect(messages.REQUIRED_FIELD).to.equal('{label} is required.');
    expect(messages.EMPTY_VALUE).to.equal('N/A');
  });

  it("has the editor's email and link messages", () => {
    expect(messages.EDITOR_EMAIL_NOT_VALID).to.equal('Please enter a valid email');
    expect(messages.EDITOR_EMAIL_FORMAT).to.equal('Emails must be formatted as name@example.com');
    expect(messages.EDITOR_LINK_FORMAT).to.equal(
      'Links must be formatted as example.com or https://example.com',
    );
  });

  it('holds only text', () => {
    for (const [name, text] of Object.entries(messages)) {
      expect(text, name).to.be.a('string').and.not.equal('');
    }
  });
});
