import * as v from 'valibot';
import { boundedText } from '../input/text';
import { isoDate } from '../prayer/calendar';
import { EDUCATION_ISSUE } from './subject';

export const SUSPENSION_REASON_MAX_LENGTH = 500;

/** A suspension's reason: required and not blank (spaces alone are blank), trimmed, at most 500. */
export const suspensionReasonSchema = v.pipe(
  boundedText(SUSPENSION_REASON_MAX_LENGTH, { type: EDUCATION_ISSUE.reasonRequired }),
  v.trim(),
  v.nonEmpty(EDUCATION_ISSUE.reasonRequired),
);

export function isBlankReason(reason: string | null | undefined): boolean {
  return (reason ?? '').trim() === '';
}

/** The suspend dialog's confirm: only with a reason that is not blank, and not while the call runs. */
export function canConfirmSuspension(reason: string, running: boolean): boolean {
  return !running && !isBlankReason(reason);
}

/**
 * The package id of /dashboard/subscribers/{packageId}: a whole number from 1. Null when the
 * parameter is missing, the text 'undefined', or not a number; the screen then sends the user to
 * /dashboard/Pricing.
 */
export function subscribersPackageId(param: string | null | undefined): number | null {
  if (param === null || param === undefined) return null;
  const text = param.trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The subscriber count of the summary cards: the server's total when it gave one, else the length of
 * the list it sent, else 0.
 */
export function subscriberCount(
  pagination: { total?: number | null; total_items?: number | null } | null | undefined,
  list: readonly unknown[] | null | undefined,
): number {
  const total = pagination?.total_items ?? pagination?.total;
  if (typeof total === 'number' && Number.isFinite(total) && total >= 0) return total;
  return list?.length ?? 0;
}

/**
 * The end of a subscription's first period: a month after its start, on the same day of the month,
 * or the month's last day when it has no such day (31 January runs to 28 or 29 February).
 */
export function periodEndAfter(start: string): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const nextMonthIndex = year * 12 + month; // month is 1-based, so this is the next month's index
  const nextYear = Math.floor(nextMonthIndex / 12);
  const nextMonth = (nextMonthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return isoDate(nextYear, nextMonth, Math.min(day, lastDay));
}

/** How the subscribers table names a subscription's status. */
export type SubscriptionStatus = 'active' | 'notActivated';
export function subscriptionStatus(subscription: { is_active: boolean }): SubscriptionStatus {
  return subscription.is_active ? 'active' : 'notActivated';
}
