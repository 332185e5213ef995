import type { PublicPrayerDay } from '@minbar/api/schemas/public-prayer';
import { addDays, mosqueToday } from '@minbar/domain/prayer/calendar';
import { type MomentName, type PrayerMoment, prayerMoment } from '@minbar/domain/prayer/next-prayer';
import { type DaySchedule, daySchedule } from '@minbar/domain/prayer/schedule';

/** The mosque's Jumu'a as its settings give it: the khutbah's athan and, where set, the iqama. */
export interface JumuahSetting {
  athan: string;
  iqama: string | null;
}

/** What the congregation's screens know: a city's served days and the mosque's settings around them. */
export interface PrayerTimesData {
  city: string;
  /** The mosque's IANA zone: every time is its wall clock. */
  timeZone: string;
  /** The mosque's correction of the Umm al-Qura calendar, -2 to 2 days. */
  hijriOffset: number;
  jumuah: JumuahSetting | null;
  /** The served days, by date; days the staff have not entered are missing. */
  days: PublicPrayerDay[];
  /** When the server gave them (epoch ms): the stale mark says how old the screen's times are. */
  fetchedAt: number;
}

/** A served day as the schedule rule reads it: the server's iqama as given, Jumu'a on a Friday. */
export function scheduleOfDay(city: string, day: PublicPrayerDay, jumuah: JumuahSetting | null): DaySchedule {
  return daySchedule({
    city,
    date: day.date,
    athan: {
      fajr: day.fajr_athan,
      dhuhr: day.dhuhr_athan,
      asr: day.asr_athan,
      maghrib: day.maghrib_athan,
      isha: day.isha_athan,
    },
    iqama: {
      fajr: day.fajr_iqama,
      dhuhr: day.dhuhr_iqama,
      asr: day.asr_iqama,
      maghrib: day.maghrib_iqama,
      isha: day.isha_iqama,
    },
    iqamaSettings: [],
    sunrise: day.sunrise,
    jumuah,
  });
}

/** The schedule of `date` in the data, or null when the server had no times for it. */
export function scheduleOn(data: PrayerTimesData, date: string): DaySchedule | null {
  const day = data.days.find((each) => each.date === date);
  return day ? scheduleOfDay(data.city, day, data.jumuah) : null;
}

/**
 * Where a row stands: prayed (past), the prayer whose time it is (current), the next start (next),
 * or later today (upcoming).
 */
export type BoardRowState = 'past' | 'current' | 'next' | 'upcoming';

export interface BoardRow {
  name: MomentName;
  /** 'HH:MM' on the mosque's clock; for sunrise its time. */
  athan: string | null;
  iqama: string | null;
  state: BoardRowState;
}

/** The day as a screen shows it at an instant: its rows and where the clock stands among them. */
export interface PrayerBoard {
  /** The mosque's date at the instant. */
  today: string;
  /** Today's six rows (Jumu'a in dhuhr's place on a Friday that has it); empty without today's times. */
  rows: BoardRow[];
  moment: PrayerMoment;
}

/**
 * Today's prayers at `now` in the mosque's zone, with the current and next marked and the countdown
 * to the next athan or, after an athan, to its iqama (the domain's prayerMoment).
 */
export function boardAt(data: PrayerTimesData, now: number): PrayerBoard {
  const today = mosqueToday(new Date(now), data.timeZone);
  const schedule = scheduleOn(data, today);
  const tomorrow = scheduleOn(data, addDays(today, 1));
  const moment = prayerMoment(now, data.timeZone, schedule?.hasTimes ? schedule : null, tomorrow);
  if (!schedule?.hasTimes) return { today, rows: [], moment };

  const names: MomentName[] = schedule.entries.map((entry) =>
    entry.name === 'dhuhr' && schedule.jumuah ? 'jumuah' : entry.name,
  );
  const currentIndex = moment.current?.date === today ? names.indexOf(moment.current.name) : -1;
  const next = moment.next;
  const nextIndex = next?.kind === 'start' && next.date === today ? names.indexOf(next.name) : -1;
  const rows = schedule.entries.map((entry, index): BoardRow => {
    const name = names[index] as MomentName;
    const times =
      name === 'jumuah' && schedule.jumuah
        ? { athan: schedule.jumuah.athan, iqama: schedule.jumuah.iqama }
        : { athan: entry.athan, iqama: entry.iqama };
    let state: BoardRowState = 'upcoming';
    // Sunrise ends fajr's time; no prayer is called until dhuhr, so its row is passed, not prayed now.
    if (index === currentIndex) state = name === 'sunrise' ? 'past' : 'current';
    else if (index === nextIndex) state = 'next';
    else if (index < currentIndex) state = 'past';
    return { name, ...times, state };
  });
  return { today, rows, moment };
}
