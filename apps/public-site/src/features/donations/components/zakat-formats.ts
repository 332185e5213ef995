import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';
import { type FormatMoney, useMoney } from '../../../lib/money';

/**
 * Amounts set inside sentences, each in a first-strong isolate (U+2068 … U+2069): in an Arabic
 * sentence a Latin currency sign such as "US$" otherwise drifts to the other side of its own number
 * ("$US 500"), the bidi algorithm letting the sign take the sentence's direction.
 */
export function useIsolatedMoney(): FormatMoney {
  const money = useMoney();
  return useMemo(() => (amount, currency) => `\u2068${money(amount, currency)}\u2069`, [money]);
}

/**
 * A currency by its name in the page's language ("złoty polski", "US dollar", "دولار أمريكي"): a code
 * alone (PLN, IDR) means little to most donors. The code stands in where the browser has no name.
 */
export function useCurrencyName(): (code: string) => string {
  const locale = useUiLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

/** A day (yyyy-MM-dd) written out in the page's language with Latin digits, e.g. "1 listopada 2026". */
export function useIsoDateText(): (date: string) => string {
  const locale = latinDigitsLocale(useUiLocale());
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);
}
