import {
  type AsrSchool,
  type CalculationMethodName,
  calculateMonth,
} from '@minbar/domain/prayer/calculated-times';
import { findPolishCity } from '@minbar/domain/prayer/cities';
import type { DayTimes } from '@minbar/domain/prayer/prayers';
import { useMemo } from 'react';
import { useMosqueSettings } from '../../../lib/use-mosque-settings';

export interface SuggestionOptions {
  method: CalculationMethodName;
  asrSchool: AsrSchool;
}

/** Calculated athan times by date ('YYYY-MM-DD'), each 'HH:MM' on the mosque's clock. */
export type CalculatedMonth = Record<string, DayTimes>;

/** True when the city has coordinates, so its month can be calculated. */
export function canCalculateFor(city: string): boolean {
  return findPolishCity(city) !== undefined;
}

/**
 * Pre-fills the add-prayers month from astronomical calculation (adhan: Muslim World League with the
 * one-seventh-of-the-night rule unless another method is chosen). The times are written on the
 * mosque's clock in `timeZone` (the zone the server serves), summer time included, whatever the
 * browser's own zone is.
 * A city without coordinates yields an empty month rather than a guess from another place.
 */
export function calculatedMonth(
  city: string,
  year: number,
  month: number,
  timeZone: string,
  options?: Partial<SuggestionOptions>,
): CalculatedMonth {
  const place = findPolishCity(city);
  if (!place) return {};
  return Object.fromEntries(
    calculateMonth(place, year, month, timeZone, options).map(({ date, ...times }) => [date, times]),
  );
}

export interface MonthCalculator {
  fillMonth(city: string, year: number, month: number, options?: Partial<SuggestionOptions>): CalculatedMonth;
}

/** The add-prayers modal's access to the suggestions, on the mosque's clock; stable while the zone is. */
export function useCalculatedMonth(): MonthCalculator {
  const { timeZone } = useMosqueSettings();
  return useMemo(
    () => ({
      fillMonth: (city, year, month, options) => calculatedMonth(city, year, month, timeZone, options),
    }),
    [timeZone],
  );
}
