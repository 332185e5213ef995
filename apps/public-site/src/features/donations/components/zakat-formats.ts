import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';
import { type FormatMoney, useMoney } from '../../../lib/money';

/**
 * Amounts whose currency is written in Latin letters ("US$", "PLN", "zł") keep that sign whole in
 * Arabic: the sign sits in a left-to-right isolate (U+2066 … U+2069). Without it the bidi algorithm
 * gives the "$" after "US" the sentence's direction, and "US$ 500" reads "$US 500".
 */
export function useIsolatedMoney(): FormatMoney {
  const money = useMoney();
  return useMemo(() => (amount, currency) => isolateLatinSigns(money(amount, currency)), [money]);
}

function isolateLatinSigns(text: string): string {
  return text.replace(/[\p{Script=Latin}$€£¥]+/gu, (sign) => `\u2066${sign}\u2069`);
}

/**
 * An exchange rate in a currency, to as many as six decimals as staff set it (a rupiah is
 * 0.000218 zł), with the currency's sign isolated as in useIsolatedMoney.
 */
export function useIsolatedRate(): (rate: number, currency: string) => string {
  const locale = latinDigitsLocale(useUiLocale());
  return useMemo(
    () => (rate, currency) =>
      isolateLatinSigns(
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 6,
        }).format(rate),
      ),
    [locale],
  );
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
