import type { DecimalMark } from '@minbar/domain/donations/amount';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useMemo } from 'react';

export type FormatMoney = (amount: number, currency?: string) => string;

/** Amounts in the active language with Latin digits, as the inputs take them; whole amounts without decimals. */
export function useMoney(): FormatMoney {
  const locale = latinDigitsLocale(useUiLocale());
  return useMemo(() => {
    const formats = new Map<string, Intl.NumberFormat>();
    return (amount, currency = CENTRE_CURRENCY) => {
      const key = `${currency}:${Number.isInteger(amount)}`;
      let format = formats.get(key);
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
        });
        formats.set(key, format);
      }
      return format.format(amount);
    };
  }, [locale]);
}

/**
 * The decimal mark amounts are shown with in the active language ('2399,99' in Polish, '2399.99' in
 * English and in Arabic with Latin digits), so an amount field reads as the amounts beside it.
 */
export function useDecimalMark(): DecimalMark {
  const locale = latinDigitsLocale(useUiLocale());
  return useMemo(() => {
    const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    return mark?.value === ',' ? ',' : '.';
  }, [locale]);
}
