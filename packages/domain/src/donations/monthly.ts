import * as v from 'valibot';
import { emailSchema } from '../access/credentials';
import { donationAmountSchema } from './amount';
import type { PaymentType } from './category';
import { DONATION_ISSUE } from './money';

/*
 * Monthly giving (docs/decisions/0044). The donor's first gift is paid on the page like any other
 * and saves the card for later; each month after, the centre's server charges that card, off the
 * page, for the month's gift. Every charge is a gift of its own in the history.
 *
 * The schedule is kept here, one rule for the server that charges and the pages that say when:
 *
 * - A month's charge falls on the day of the month the first gift was made, at the same time of
 *   day; a month without that day (31 January → February) is charged on its last day, and the next
 *   month goes back to the 31st.
 * - A refused charge is tried again 3, 5 and 7 days after the previous try (as Stripe's own retry
 *   schedule for subscriptions does); after the last one fails, the monthly gift stops (it has
 *   lapsed) and the donor is told. A retry that succeeds keeps the month's place in the schedule.
 */

/** Whether a category takes monthly gifts: its payment type says so. */
export function takesMonthlyGifts(category: { payment_type: PaymentType | string }): boolean {
  return category.payment_type === 'Monthly';
}

/** Days after a refused try before the next one; its length is how many retries a month gets. */
export const MONTHLY_RETRY_DAYS = [3, 5, 7] as const;

/** How long a management link in a receipt opens: each month's receipt brings a new one. */
export const MONTHLY_LINK_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the charge of month `period` falls (the first gift is period 0): `start` moved on that many
 * calendar months in UTC, on the same day of the month or the month's last day when it is shorter.
 */
export function monthlyChargeDue(start: Date, period: number): Date {
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + period;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** Where a monthly gift stands in its schedule: the month it charges next and how many tries it has had. */
export interface MonthlySchedule {
  /** The month the next charge is for: 1 is the first charge after the first gift. */
  period: number;
  /** Refused tries of that month so far. */
  failedTries: number;
}

export type AfterCharge =
  | { state: 'active'; period: number; failedTries: 0; nextChargeAt: Date }
  | { state: 'retrying'; period: number; failedTries: number; nextChargeAt: Date }
  | { state: 'lapsed'; period: number; failedTries: number; nextChargeAt: null };

/**
 * Where the schedule goes after a month's charge: a paid month moves on to the next one; a refused
 * one is tried again after the next retry delay, counted from `now`, or lapses after the last.
 */
export function afterMonthlyCharge(
  start: Date,
  schedule: MonthlySchedule,
  outcome: 'succeeded' | 'failed',
  now: Date,
): AfterCharge {
  if (outcome === 'succeeded') {
    const period = schedule.period + 1;
    return { state: 'active', period, failedTries: 0, nextChargeAt: monthlyChargeDue(start, period) };
  }
  const failedTries = schedule.failedTries + 1;
  const delay = MONTHLY_RETRY_DAYS[failedTries - 1];
  if (delay === undefined)
    return { state: 'lapsed', period: schedule.period, failedTries, nextChargeAt: null };
  return {
    state: 'retrying',
    period: schedule.period,
    failedTries,
    nextChargeAt: new Date(now.getTime() + delay * DAY_MS),
  };
}

/**
 * The states of a monthly gift: `setting_up` until its first gift is paid (it never charges
 * before), `active`, `retrying` after a refused month, `paused` by its donor (nothing is charged
 * until they resume it), `stopped` by the donor or the staff, and `lapsed` when a month stayed
 * refused after every retry.
 */
export const MONTHLY_GIFT_STATES = [
  'setting_up',
  'active',
  'retrying',
  'paused',
  'stopped',
  'lapsed',
] as const;
export type MonthlyGiftState = (typeof MONTHLY_GIFT_STATES)[number];

/** A monthly gift that will still charge: the staff's monthly total counts these. */
export function monthlyGiftCharges(state: MonthlyGiftState): boolean {
  return state === 'active' || state === 'retrying';
}

/** A monthly gift that has not ended: it charges, or it is paused and may charge again. */
export function monthlyGiftOpen(state: MonthlyGiftState): boolean {
  return monthlyGiftCharges(state) || state === 'paused';
}

/**
 * Where a paused gift's schedule picks up when its donor resumes it: the first month, from the one
 * it was waiting for, whose day is still ahead. The months that fell while it was paused are not
 * charged, and each month keeps the first gift's day.
 */
export function resumedSchedule(
  start: Date,
  period: number,
  now: Date,
): { period: number; nextChargeAt: Date } {
  let next = Math.max(period, 1);
  while (monthlyChargeDue(start, next).getTime() <= now.getTime()) next += 1;
  return { period: next, nextChargeAt: monthlyChargeDue(start, next) };
}

// ---------------------------------------------------------------------------------------------
// What the management link may do

/*
 * The management link travels: it is in every receipt, people forward receipts, it opens for 90
 * days. So whoever holds it may only make the gift smaller or quieter (stop, pause, resume, a lower
 * amount), each change mailed to the donor. A higher amount is never made through the link alone: a
 * confirmation goes to the donor's own mailbox, and only the link in that mail raises it.
 */

/** How long the link in a raise's confirmation mail works. */
export const MONTHLY_CONFIRM_HOURS = 24;

/** A change asked through the management link. */
export type MonthlyLinkChange =
  | { kind: 'stop' }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'amount'; amount: number };

export const MONTHLY_ISSUE = {
  /** The gift has stopped or lapsed (or its first gift was never paid): nothing but a stop applies. */
  notOpen: 'monthly.not_open',
} as const;

/**
 * What the link does with a change: `apply` it at once, `confirm` it by mail first (a raise),
 * leave the gift `unchanged` (it already is so: a second stop, a pause of a paused gift, the same
 * amount), or refuse it because the gift has ended (or never began).
 */
export type MonthlyLinkVerdict =
  | { verdict: 'apply' }
  | { verdict: 'confirm' }
  | { verdict: 'unchanged' }
  | { verdict: 'refused'; issue: typeof MONTHLY_ISSUE.notOpen };

/** The one rule of which changes the management link makes directly (see above). */
export function monthlyLinkVerdict(
  gift: { state: MonthlyGiftState; amount: number },
  change: MonthlyLinkChange,
): MonthlyLinkVerdict {
  const open = monthlyGiftOpen(gift.state);
  if (change.kind === 'stop') {
    if (gift.state === 'stopped' || gift.state === 'lapsed') return { verdict: 'unchanged' };
    return { verdict: 'apply' };
  }
  if (!open) return { verdict: 'refused', issue: MONTHLY_ISSUE.notOpen };
  switch (change.kind) {
    case 'pause':
      return { verdict: gift.state === 'paused' ? 'unchanged' : 'apply' };
    case 'resume':
      return { verdict: gift.state === 'paused' ? 'apply' : 'unchanged' };
    case 'amount':
      if (change.amount === gift.amount) return { verdict: 'unchanged' };
      return { verdict: change.amount < gift.amount ? 'apply' : 'confirm' };
  }
}

/** PUT /monthly-gifts/manage/{token}: the donor's new amount, from the next charge on. */
export const monthlyAmountChangeSchema = v.object({ amount: donationAmountSchema }, DONATION_ISSUE.required);
export type MonthlyAmountChange = v.InferOutput<typeof monthlyAmountChangeSchema>;

/** POST /monthly-gifts/links: the address a new management link is mailed to, if it gives monthly. */
export const monthlyLinkRequestSchema = v.object({ email: emailSchema }, DONATION_ISSUE.required);
export type MonthlyLinkRequest = v.InferInput<typeof monthlyLinkRequestSchema>;
