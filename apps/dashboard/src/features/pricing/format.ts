import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Prices and dates of the area as the user's language writes them, with Latin digits so they match
 * the inputs (decisions 21, 22). Prices are monthly, in złoty. A subscription's dates are calendar
 * dates: formatted in UTC so no viewer's zone shifts them.
 */
const money = new Map<Locale, Intl.NumberFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();

export function formatPrice(locale: Locale, amount: number): string {
  let formatter = money.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CENTRE_CURRENCY,
      numberingSystem: 'latn',
    });
    money.set(locale, formatter);
  }
  return formatter.format(amount);
}

/** '12 Jun 2026' / '12 يونيو 2026' / '12 cze 2026' from a 'YYYY-MM-DD' date or a timestamp; null when absent or unreadable. */
export function formatSubscriptionDate(locale: Locale, date: string | null | undefined): string | null {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})/.exec(date) : null;
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  let formatter = dates.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    dates.set(locale, formatter);
  }
  return formatter.format(new Date(Date.UTC(year, month - 1, day)));
}
