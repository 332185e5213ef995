import { CalculationMethod, Coordinates, HighLatitudeRule, Madhab, PrayerTimes } from 'adhan';
import { daysInMonth, isoDate, mosqueClockTime } from './calendar';
import type { PolishCity } from './cities';
import type { DayTimes } from './prayers';

/**
 * Astronomical suggestions for the add-prayers month and the demo seed. adhan is a pure calculation
 * library (no clock, no I/O), so it sits with the rules it serves rather than in each app.
 */
export const CALCULATION_METHODS = [
  'MuslimWorldLeague',
  'Egyptian',
  'Karachi',
  'UmmAlQura',
  'Dubai',
  'MoonsightingCommittee',
  'NorthAmerica',
  'Kuwait',
  'Qatar',
  'Singapore',
  'Tehran',
  'Turkey',
] as const;
export type CalculationMethodName = (typeof CALCULATION_METHODS)[number];

/** Shafi: Asr when a shadow equals its object; Hanafi: twice its length. */
export const ASR_SCHOOLS = ['shafi', 'hanafi'] as const;
export type AsrSchool = (typeof ASR_SCHOOLS)[number];

export const HIGH_LATITUDE_RULES = ['seventhofthenight', 'middleofthenight', 'twilightangle'] as const;
export type HighLatitudeRuleName = (typeof HIGH_LATITUDE_RULES)[number];

export interface CalculationOptions {
  method?: CalculationMethodName;
  asrSchool?: AsrSchool;
  /**
   * Poland lies above 49°N, where in summer the sun never sinks 18° below the horizon; without a
   * rule fajr and isha would be undefined for weeks. One seventh of the night is the usual choice.
   */
  highLatitudeRule?: HighLatitudeRuleName;
}

export const DEFAULT_CALCULATION: Required<CalculationOptions> = {
  method: 'MuslimWorldLeague',
  asrSchool: 'shafi',
  highLatitudeRule: HighLatitudeRule.SeventhOfTheNight,
};

/** The five athan times of one day at a place, as 'HH:MM' on the mosque's clock in `timeZone`. */
export function calculateDay(
  city: Pick<PolishCity, 'latitude' | 'longitude'>,
  date: string,
  timeZone: string,
  options: CalculationOptions = {},
): { date: string } & DayTimes {
  const settings = { ...DEFAULT_CALCULATION, ...options };
  const params = CalculationMethod[settings.method]();
  params.madhab = settings.asrSchool === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  params.highLatitudeRule = settings.highLatitudeRule;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // adhan reads the calendar day from the Date's local fields; the instants it returns are absolute,
  // and are written on the mosque's clock below, so the process's own time zone never matters.
  const times = new PrayerTimes(
    new Coordinates(city.latitude, city.longitude),
    new Date(year, month - 1, day, 12),
    params,
  );
  return {
    date,
    fajr: mosqueClockTime(times.fajr, timeZone),
    dhuhr: mosqueClockTime(times.dhuhr, timeZone),
    asr: mosqueClockTime(times.asr, timeZone),
    maghrib: mosqueClockTime(times.maghrib, timeZone),
    isha: mosqueClockTime(times.isha, timeZone),
  };
}

/** Every day of a month (1-12), for pre-filling the add-prayers modal. */
export function calculateMonth(
  city: Pick<PolishCity, 'latitude' | 'longitude'>,
  year: number,
  month: number,
  timeZone: string,
  options: CalculationOptions = {},
): Array<{ date: string } & DayTimes> {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) =>
    calculateDay(city, isoDate(year, month, index + 1), timeZone, options),
  );
}

/** Every day of a year, for the demo seed. */
export function calculateYear(
  city: Pick<PolishCity, 'latitude' | 'longitude'>,
  year: number,
  timeZone: string,
  options: CalculationOptions = {},
): Array<{ date: string } & DayTimes> {
  return Array.from({ length: 12 }, (_, index) =>
    calculateMonth(city, year, index + 1, timeZone, options),
  ).flat();
}
