import { expect } from '@open-wc/testing';
import * as text from '../../../core/text/index.ts';

describe('core/text', () => {
  it('exports its public functions from one entry', () => {
    for (const name of [
      'cartItemsText',
      'cartBadgeText',
      'relativeTime',
      'startRelativeTimeRefresh',
      'toSlug',
      'linkCategory',
      'checkLink',
      'isCollectionPanelPath',
      'validateEmail',
      'isEmailAddress',
      'isUsZip',
      'parseMaxLength',
      'validateTextarea',
      'characterCounterText',
      'likertLabel',
      'displayValue',
      'billingIntervalText',
      'billingDurationText',
      'subscriptionTermText',
      'recurringPriceText',
      'instalmentText',
      'fillTemplate',
      'requiredFieldMessage',
    ]) {
      expect(text, name).to.have.property(name).that.is.a('function');
    }
  });
});
