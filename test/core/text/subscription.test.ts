import { expect } from '@open-wc/testing';
import {
  BILLING_UNITS,
  billingDurationText,
  billingIntervalText,
  instalmentText,
  recurringPriceText,
  subscriptionTermText,
  type BillingUnit,
  type SubscriptionPlan,
} from '../../../core/text/subscription.ts';

const plan = (value: number, unit: BillingUnit, numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('subscription texts', () => {
  it('bills by week, month or year', () => {
    expect(BILLING_UNITS).to.deep.equal(['week', 'month', 'year']);
  });

  describe('billingIntervalText', () => {
    it('reads a period of 1 as "every week", "every month", "every year"', () => {
      expect(billingIntervalText({ value: 1, unit: 'week' })).to.equal('every week');
      expect(billingIntervalText({ value: 1, unit: 'month' })).to.equal('every month');
      expect(billingIntervalText({ value: 1, unit: 'year' })).to.equal('every year');
    });

    it('reads a longer period as "every {n} weeks/months/years"', () => {
      expect(billingIntervalText({ value: 2, unit: 'week' })).to.equal('every 2 weeks');
      expect(billingIntervalText({ value: 3, unit: 'month' })).to.equal('every 3 months');
      expect(billingIntervalText({ value: 5, unit: 'year' })).to.equal('every 5 years');
    });

    it('reads the unit without regard to case', () => {
      expect(billingIntervalText({ value: 2, unit: 'MONTH' as BillingUnit })).to.equal(
        'every 2 months',
      );
    });

    it('rejects periods that are not whole numbers of 1 or more, and unknown units', () => {
      for (const value of [0, -1, 1.5, Number.NaN]) {
        expect(() => billingIntervalText({ value, unit: 'week' }), String(value)).to.throw(
          Error,
          /billing period value must be a whole number of 1 or more/,
        );
      }
      expect(() => billingIntervalText({ value: 1, unit: 'day' as BillingUnit })).to.throw(
        Error,
        /one of 'week', 'month', 'year'; got "day"/,
      );
      expect(() => billingIntervalText({ value: 1, unit: 7 as unknown as BillingUnit })).to.throw(
        Error,
        /got 7/,
      );
    });
  });

  describe('billingDurationText', () => {
    it('reads "1 year" and "{n} weeks/months/years"', () => {
      expect(billingDurationText(1, 'week')).to.equal('1 week');
      expect(billingDurationText(1, 'month')).to.equal('1 month');
      expect(billingDurationText(1, 'year')).to.equal('1 year');
      expect(billingDurationText(3, 'week')).to.equal('3 weeks');
      expect(billingDurationText(6, 'month')).to.equal('6 months');
      expect(billingDurationText(2, 'year')).to.equal('2 years');
    });

    it('rejects a duration of 0', () => {
      expect(() => billingDurationText(0, 'week')).to.throw(Error, /whole number of 1 or more/);
    });
  });

  describe('subscriptionTermText', () => {
    it('bills until cancelled when numBillingCycles is 0', () => {
      expect(subscriptionTermText(plan(1, 'month', 0))).to.equal('every month until cancelled');
      expect(subscriptionTermText(plan(2, 'week', 0))).to.equal('every 2 weeks until cancelled');
    });

    it('bills for the whole duration of a finite plan', () => {
      expect(subscriptionTermText(plan(1, 'month', 6))).to.equal('every month for 6 months');
      expect(subscriptionTermText(plan(2, 'week', 3))).to.equal('every 2 weeks for 6 weeks');
      expect(subscriptionTermText(plan(1, 'year', 1))).to.equal('every year for 1 year');
      expect(subscriptionTermText(plan(1, 'week', 1))).to.equal('every week for 1 week');
    });

    it('rejects cycle counts that are not whole numbers of 0 or more', () => {
      expect(() => subscriptionTermText(plan(1, 'month', -1))).to.throw(
        Error,
        /numBillingCycles must be a whole number of 0 or more/,
      );
      expect(() => subscriptionTermText(plan(1, 'month', 2.5))).to.throw(Error, /got 2.5/);
    });
  });

  describe('recurringPriceText', () => {
    it('puts the formatted price before the term', () => {
      expect(recurringPriceText('$10.00', plan(1, 'month', 0))).to.equal(
        '$10.00 every month until cancelled',
      );
      expect(recurringPriceText('1,234.56 kr', plan(1, 'year', 3))).to.equal(
        '1,234.56 kr every year for 3 years',
      );
    });

    it('rejects a blank price', () => {
      expect(() => recurringPriceText(' ', plan(1, 'month', 0))).to.throw(
        Error,
        /price must be a formatted money text/,
      );
    });
  });

  describe('instalmentText', () => {
    it('shows the interest-free payments with the order minimum and maximum', () => {
      expect(instalmentText({ payments: 4, minimum: '$35.00', maximum: '$1,000.00' })).to.equal(
        'Pay in 4 interest-free payments on orders from $35.00 to $1,000.00.',
      );
    });

    it('needs 2 or more payments and both amounts', () => {
      expect(() => instalmentText({ payments: 1, minimum: '$1.00', maximum: '$2.00' })).to.throw(
        Error,
        /instalment payments must be a whole number of 2 or more/,
      );
      expect(() => instalmentText({ payments: 4, minimum: '', maximum: '$2.00' })).to.throw(
        Error,
        /order minimum must be a formatted money text/,
      );
      expect(() => instalmentText({ payments: 4, minimum: '$1.00', maximum: '' })).to.throw(
        Error,
        /order maximum must be a formatted money text/,
      );
    });
  });
});
