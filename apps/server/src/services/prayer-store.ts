import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import type { BulkDay } from '@minbar/domain/prayer/bulk-entry';
import { findPolishCity } from '@minbar/domain/prayer/cities';
import type { IqamaMode, IqamaSave, IqamaSetting } from '@minbar/domain/prayer/iqama';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { athanTimes, prayerSettings } from '../db/schema-prayer';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;

/** A listed city under its canonical spelling ('gdansk' -> 'Gdansk'), so one city is one timetable. */
export function canonicalCity(name: string): string {
  return findPolishCity(name)?.name ?? name.trim();
}

export type AthanRow = typeof athanTimes.$inferSelect;
export type SettingRow = typeof prayerSettings.$inferSelect;

export function toAthanDay(row: AthanRow): AthanDay {
  return {
    id: row.id,
    city: row.city,
    date: row.date,
    fajr_athan: row.fajr,
    dhuhr_athan: row.dhuhr,
    asr_athan: row.asr,
    maghrib_athan: row.maghrib,
    isha_athan: row.isha,
  };
}

export function toIqamaSetting(row: SettingRow): IqamaSetting & { created_at: string } {
  return {
    id: row.id,
    mode: row.mode as IqamaMode,
    city: row.city,
    effective_from: row.effectiveFrom,
    effective_to: row.effectiveTo,
    fajr_minutes: row.fajrMinutes,
    dhuhr_minutes: row.dhuhrMinutes,
    asr_minutes: row.asrMinutes,
    maghrib_minutes: row.maghribMinutes,
    isha_minutes: row.ishaMinutes,
    fajr_fixed: row.fajrFixed,
    dhuhr_fixed: row.dhuhrFixed,
    asr_fixed: row.asrFixed,
    maghrib_fixed: row.maghribFixed,
    isha_fixed: row.ishaFixed,
    created_at: row.createdAt.toISOString(),
  } satisfies IqamaSettingAnswer;
}

/** The columns of a save: the other mode's fields are cleared, so a row never holds both. */
export function settingColumns(input: IqamaSave) {
  const minutes = input.mode === 'minutes_after_athan' ? input : null;
  const fixed = input.mode === 'fixed_time' ? input : null;
  return {
    mode: input.mode,
    city: canonicalCity(input.city),
    effectiveFrom: input.effective_from,
    effectiveTo: input.effective_to,
    fajrMinutes: minutes?.fajr_minutes ?? null,
    dhuhrMinutes: minutes?.dhuhr_minutes ?? null,
    asrMinutes: minutes?.asr_minutes ?? null,
    maghribMinutes: minutes?.maghrib_minutes ?? null,
    ishaMinutes: minutes?.isha_minutes ?? null,
    fajrFixed: fixed?.fajr_fixed ?? null,
    dhuhrFixed: fixed?.dhuhr_fixed ?? null,
    asrFixed: fixed?.asr_fixed ?? null,
    maghribFixed: fixed?.maghrib_fixed ?? null,
    ishaFixed: fixed?.isha_fixed ?? null,
  };
}

/** The settings of a city that meet a date range: one query, whatever the range's length. */
export async function settingsMeeting(db: Queryable, city: string, from: string, to: string) {
  const rows = await db
    .select()
    .from(prayerSettings)
    .where(
      and(
        eq(prayerSettings.city, city),
        lte(prayerSettings.effectiveFrom, to),
        gte(prayerSettings.effectiveTo, from),
      ),
    )
    .orderBy(asc(prayerSettings.effectiveFrom), asc(prayerSettings.id));
  return rows.map(toIqamaSetting);
}

/** A city's stored athan times on one date, or undefined when none are entered. */
export async function athanDayOn(db: Queryable, city: string, date: string): Promise<AthanRow | undefined> {
  const [row] = await db
    .select()
    .from(athanTimes)
    .where(and(eq(athanTimes.city, city), eq(athanTimes.date, date)));
  return row;
}

export async function athanDaysBetween(db: Queryable, city: string, from: string, to: string) {
  return db
    .select()
    .from(athanTimes)
    .where(and(eq(athanTimes.city, city), gte(athanTimes.date, from), lte(athanTimes.date, to)))
    .orderBy(asc(athanTimes.date));
}

/**
 * Stores a checked batch as one statement inside one transaction: an upsert on (city, date), so a
 * repeated upload replaces the days it names and leaves the others alone.
 */
export async function upsertDays(db: Database, city: string, days: readonly BulkDay[]): Promise<string[]> {
  return db.transaction(async (tx: Transaction) => {
    const rows = await tx
      .insert(athanTimes)
      .values(days.map((day) => ({ city, ...day })))
      .onConflictDoUpdate({
        target: [athanTimes.city, athanTimes.date],
        set: {
          fajr: sql`excluded.fajr`,
          dhuhr: sql`excluded.dhuhr`,
          asr: sql`excluded.asr`,
          maghrib: sql`excluded.maghrib`,
          isha: sql`excluded.isha`,
        },
      })
      .returning({ date: athanTimes.date });
    return rows.map((row) => row.date).sort();
  });
}
