import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import type { Locale } from '@minbar/ui/provider/ui-provider';

/*
 * Prices and booking times as the language writes them, always with Latin digits so they match the
 * inputs. A booking's time is an instant: it shows in the viewer's zone.
 */
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const bookedAtFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '1,250.00 PLN' / '1 250,00 zł' / '1,250.00 zł.‏' in the language, with Latin digits. */
export function formatPrice(locale: Locale, amount: number): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CENTRE_CURRENCY,
      numberingSystem: 'latn',
    });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** When a booking was made: its day and time in the language; the text as sent when it is not a time. */
export function formatBookedAt(locale: Locale, iso: string): string {
  let format = bookedAtFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      numberingSystem: 'latn',
    });
    bookedAtFormats.set(locale, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
