import {
  findCoveringIqamaSetting,
  type IqamaMode,
  type IqamaSetting,
  iqamaTimesForDay,
  readMinutes,
} from './iqama';
import { isIsoDate, MINUTES_PER_DAY, normaliseTime, PRAYERS, type Prayer, parseTime } from './prayers';

/** The rows of a day's schedule in the order of the day; sunrise ends fajr's time and has no iqama. */
export const SCHEDULE_ENTRY_NAMES = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type ScheduleEntryName = (typeof SCHEDULE_ENTRY_NAMES)[number];

/** Friday as `Date.getUTCDay` numbers it. */
export const FRIDAY = 5;

export interface ScheduleEntry {
  name: ScheduleEntryName;
  /** 'HH:MM' on the mosque's clock; for sunrise, its time. Null when the day has no time for it. */
  athan: string | null;
  /** 'HH:MM'; null for sunrise, and when no iqama setting covers the day or the setting leaves it empty. */
  iqama: string | null;
  /**
   * True when the iqama is on the next date's clock: athan + minutes runs past midnight ('23:30' + 45
   * reads '00:15' of the next date). A fixed iqama is always on the day it is set for.
   */
  iqamaNextDay: boolean;
}

/** Jumu'a on a Friday: the athan (the khutbah's call) and, where the mosque gives one, the iqama. */
export interface JumuahTimes {
  athan: string;
  iqama: string | null;
}

export interface DaySchedule {
  city: string;
  date: string;
  /** Six rows, always in SCHEDULE_ENTRY_NAMES order, whatever is missing. */
  entries: ScheduleEntry[];
  /** Set only on a Friday whose input carried a Jumu'a time. */
  jumuah: JumuahTimes | null;
  /** The mode of the iqama setting covering the day; null when none does (no iqama that day). */
  iqamaMode: IqamaMode | null;
  /** False when no athan is stored for the day: the screens say so instead of showing an empty table. */
  hasTimes: boolean;
}

export interface DayScheduleInput {
  city: string;
  /** 'YYYY-MM-DD', the mosque's date. */
  date: string;
  /** The day's stored athan times in any accepted spelling ('4:01', '04:01:00'), or null when none is stored. */
  athan: Partial<Record<Prayer, string | null>> | null;
  /** The iqama settings (any cities, any periods): the one covering this city and date applies. */
  iqamaSettings: readonly IqamaSetting[];
  /**
   * The day's iqama times as the server already computed them (the public calls serve them so that no
   * screen computes them differently). When given, they are taken as they are and `iqamaSettings` is
   * not read; an iqama earlier on the clock than its athan is on the next date.
   */
  iqama?: Partial<Record<Prayer, string | null>> | null;
  /** Sunrise is not stored with the athan; the caller computes it (calculateSunrise) or leaves it out. */
  sunrise?: string | null;
  /**
   * The prayer area keeps no Jumu'a setting yet, so the caller passes the mosque's Jumu'a time and it
   * shows on Fridays only. Without an athan there is no Jumu'a in the schedule.
   */
  jumuah?: { athan?: string | null; iqama?: string | null } | null;
}

/** 0 for Sunday to 6 for Saturday of a 'YYYY-MM-DD' date, whatever the process's time zone. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/**
 * The day's schedule for a city: the stored athan, sunrise, and the iqama of the setting covering the
 * date (minutes after the athan or a fixed time, as iqamaTimesForDay reads it), plus Jumu'a on a Friday.
 */
export function daySchedule(input: DayScheduleInput): DaySchedule {
  if (!isIsoDate(input.date)) throw new RangeError(`Not a date: ${input.date}`);
  const athan = {} as Record<Prayer, string | null>;
  for (const prayer of PRAYERS) athan[prayer] = normaliseTime(input.athan?.[prayer]);
  const hasTimes = PRAYERS.some((prayer) => athan[prayer] !== null);
  const served = input.iqama ?? null;
  const setting =
    hasTimes && served === null
      ? findCoveringIqamaSetting(input.iqamaSettings, input.city, input.date)
      : null;
  const iqama = served ?? iqamaTimesForDay(athan, setting);

  const entries = SCHEDULE_ENTRY_NAMES.map((name): ScheduleEntry => {
    if (name === 'sunrise') {
      return {
        name,
        athan: hasTimes ? normaliseTime(input.sunrise) : null,
        iqama: null,
        iqamaNextDay: false,
      };
    }
    const start = parseTime(athan[name]);
    const iqamaTime = normaliseTime(iqama[name]);
    const iqamaStart = parseTime(iqamaTime);
    const iqamaNextDay =
      served !== null
        ? start !== null && iqamaStart !== null && iqamaStart < start
        : setting?.mode === 'minutes_after_athan' &&
          start !== null &&
          start + readMinutes(setting[`${name}_minutes`]) >= MINUTES_PER_DAY;
    return { name, athan: athan[name], iqama: iqamaTime, iqamaNextDay };
  });

  const jumuahAthan = normaliseTime(input.jumuah?.athan);
  const jumuah =
    weekdayOf(input.date) === FRIDAY && jumuahAthan !== null
      ? { athan: jumuahAthan, iqama: normaliseTime(input.jumuah?.iqama) }
      : null;

  return {
    city: input.city,
    date: input.date,
    entries,
    jumuah,
    iqamaMode: setting?.mode ?? null,
    hasTimes,
  };
}

/** The row of a schedule by name. */
export function scheduleEntry(schedule: DaySchedule, name: ScheduleEntryName): ScheduleEntry {
  return schedule.entries.find((entry) => entry.name === name) as ScheduleEntry;
}
