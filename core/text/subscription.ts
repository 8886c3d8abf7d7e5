import {
  BILLED_FOR_DURATION,
  BILLED_UNTIL_CANCELLED,
  EVERY_MONTH,
  EVERY_N_MONTHS,
  EVERY_N_WEEKS,
  EVERY_N_YEARS,
  EVERY_WEEK,
  EVERY_YEAR,
  INTEREST_FREE_INSTALMENTS,
  N_MONTHS,
  N_WEEKS,
  N_YEARS,
  ONE_MONTH,
  ONE_WEEK,
  ONE_YEAR,
  PRICE_WITH_TERM,
} from './messages.ts';
import { fillTemplate } from './template.ts';

export type BillingUnit = 'week' | 'month' | 'year';

/** How often a plan bills (part 1 §3): every `value` `unit`s. */
export interface BillingPeriod {
  readonly value: number;
  readonly unit: BillingUnit;
}

/** A subscription plan (part 1 §3): its period and how many times it bills, 0 for indefinitely. */
export interface SubscriptionPlan {
  readonly billingPeriod: BillingPeriod;
  readonly numBillingCycles: number;
}

/** Instalment payments offered at checkout, with the order totals they apply to, already formatted. */
export interface InstalmentOffer {
  readonly payments: number;
  readonly minimum: string;
  readonly maximum: string;
}

export const BILLING_UNITS: readonly BillingUnit[] = Object.freeze(['week', 'month', 'year']);

const INTERVAL_TEXTS: Readonly<Record<BillingUnit, readonly [one: string, many: string]>> = {
  week: [EVERY_WEEK, EVERY_N_WEEKS],
  month: [EVERY_MONTH, EVERY_N_MONTHS],
  year: [EVERY_YEAR, EVERY_N_YEARS],
};

const DURATION_TEXTS: Readonly<Record<BillingUnit, readonly [one: string, many: string]>> = {
  week: [ONE_WEEK, N_WEEKS],
  month: [ONE_MONTH, N_MONTHS],
  year: [ONE_YEAR, N_YEARS],
};

/** The unit as one of 'week', 'month', 'year'; server data may spell it in capitals ('MONTH'). */
function billingUnit(unit: string): BillingUnit {
  const lower = typeof unit === 'string' ? unit.toLowerCase() : unit;
  if (!(BILLING_UNITS as readonly unknown[]).includes(lower)) {
    throw new Error(
      `A billing unit must be one of ${BILLING_UNITS.map((u) => `'${u}'`).join(', ')}; got ${JSON.stringify(unit)}.`,
    );
  }
  return lower as BillingUnit;
}

function assertWhole(what: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${what} must be a whole number of ${minimum} or more; got ${String(value)}.`);
  }
}

function pick(texts: readonly [string, string], count: number): string {
  return count === 1 ? texts[0] : fillTemplate(texts[1], { n: count });
}

/**
 * How often a plan bills: 'every week', 'every month', 'every year' for a value of 1, else
 * 'every {n} weeks', 'every {n} months', 'every {n} years' ('every 2 months').
 *
 * @throws Error when the value is not a whole number of 1 or more, or the unit is not week, month or year.
 */
export function billingIntervalText(period: BillingPeriod): string {
  assertWhole('A billing period value', period.value, 1);
  return pick(INTERVAL_TEXTS[billingUnit(period.unit)], period.value);
}

/**
 * A length of time: '1 week', '1 month', '1 year', else '{n} weeks', '{n} months', '{n} years'.
 *
 * @throws Error when the count is not a whole number of 1 or more, or the unit is not week, month or year.
 */
export function billingDurationText(count: number, unit: BillingUnit): string {
  assertWhole('A duration', count, 1);
  return pick(DURATION_TEXTS[billingUnit(unit)], count);
}

/**
 * A plan's term: '{interval} until cancelled' when it bills indefinitely (numBillingCycles 0), else
 * '{interval} for {duration}', the duration being the whole time it bills (period value × cycles):
 * 'every month until cancelled', 'every month for 6 months', 'every 2 weeks for 6 weeks',
 * 'every year for 1 year' (a single cycle).
 *
 * @throws Error for a bad period (see `billingIntervalText`) or a cycle count that is not a whole
 * number of 0 or more.
 */
export function subscriptionTermText(plan: SubscriptionPlan): string {
  const { billingPeriod, numBillingCycles } = plan;
  const interval = billingIntervalText(billingPeriod);
  assertWhole('numBillingCycles', numBillingCycles, 0);
  if (numBillingCycles === 0) return fillTemplate(BILLED_UNTIL_CANCELLED, { interval });
  const duration = billingDurationText(billingPeriod.value * numBillingCycles, billingPeriod.unit);
  return fillTemplate(BILLED_FOR_DURATION, { interval, duration });
}

function assertFormattedMoney(what: string, money: string): void {
  if (typeof money !== 'string' || money.trim() === '') {
    throw new Error(
      `${what} must be a formatted money text such as '$10.00'; got ${JSON.stringify(money)}.`,
    );
  }
}

/**
 * A recurring price: '{price} {term}', e.g. '$10.00 every month until cancelled'. `price` is money
 * already formatted by the money module.
 *
 * @throws Error for a blank price or a bad plan (see `subscriptionTermText`).
 */
export function recurringPriceText(price: string, plan: SubscriptionPlan): string {
  assertFormattedMoney('The price', price);
  return fillTemplate(PRICE_WITH_TERM, { price, term: subscriptionTermText(plan) });
}

/**
 * The instalment offer: 'Pay in {n} interest-free payments on orders from {minimum} to {maximum}.',
 * e.g. 'Pay in 4 interest-free payments on orders from $35.00 to $1,000.00.' ('from … to' includes
 * both ends). Minimum and maximum are money already formatted by the money module.
 *
 * @throws Error when payments is not a whole number of 2 or more (one payment is no instalment
 * plan), or the minimum or maximum is blank.
 */
export function instalmentText(offer: InstalmentOffer): string {
  assertWhole('The number of instalment payments', offer.payments, 2);
  assertFormattedMoney('The order minimum', offer.minimum);
  assertFormattedMoney('The order maximum', offer.maximum);
  return fillTemplate(INTEREST_FREE_INSTALMENTS, {
    n: offer.payments,
    minimum: offer.minimum,
    maximum: offer.maximum,
  });
}
