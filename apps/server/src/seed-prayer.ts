import { calculateYear } from '@minbar/domain/prayer/calculated-times';
import { DEFAULT_TIME_ZONE, daysInMonth, isoDate, mosqueToday } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY, findPolishCity } from '@minbar/domain/prayer/cities';
import { withSeconds } from '@minbar/domain/prayer/prayers';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { athanTimes, prayerSettings } from './db/schema-prayer';
import { upsertDays } from './services/prayer-store';

/**
 * Demo prayer times: the mosque's current year for Warsaw, calculated with the Muslim World League
 * method and the seventh-of-the-night rule on the Warsaw clock, and two iqama settings: minutes after
 * athan for this month, fixed times for the whole of next month. Only into an empty timetable.
 */
export async function seedPrayerDemo(
  db: Database,
  options: { now: Date; timeZone?: string },
): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(athanTimes);
  if ((existing?.count ?? 0) > 0) return false;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today = mosqueToday(options.now, timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const warsaw = findPolishCity(DEFAULT_CITY)!;
  const days = calculateYear(warsaw, year, timeZone).map((day) => ({
    date: day.date,
    fajr: withSeconds(day.fajr),
    dhuhr: withSeconds(day.dhuhr),
    asr: withSeconds(day.asr),
    maghrib: withSeconds(day.maghrib),
    isha: withSeconds(day.isha),
  }));
  await upsertDays(db, warsaw.name, days);

  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  await db.insert(prayerSettings).values([
    {
      mode: 'minutes_after_athan',
      city: warsaw.name,
      effectiveFrom: isoDate(year, month, 1),
      effectiveTo: isoDate(year, month, daysInMonth(year, month)),
      fajrMinutes: 20,
      dhuhrMinutes: 10,
      asrMinutes: 10,
      maghribMinutes: 5,
      ishaMinutes: 10,
    },
    {
      mode: 'fixed_time',
      city: warsaw.name,
      effectiveFrom: isoDate(nextYear, nextMonth, 1),
      effectiveTo: isoDate(nextYear, nextMonth, daysInMonth(nextYear, nextMonth)),
      fajrFixed: '07:00:00',
      dhuhrFixed: '13:30:00',
      asrFixed: '16:00:00',
      maghribFixed: null,
      ishaFixed: '20:30:00',
    },
  ]);
  return true;
}
