import type { MosqueSettingsInput } from '@minbar/domain/prayer/mosque-settings';
import { DEFAULT_MOSQUE_SETTINGS } from '@minbar/domain/prayer/mosque-settings';
import { normaliseTime } from '@minbar/domain/prayer/prayers';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mosqueSettings } from '../db/schema-settings';

const SETTINGS_ROW = 1;

/**
 * The mosque's stored settings (default city, Hijri offset, Jumu'a), or the defaults while no
 * administrator has saved any. Read by GET /settings and by the public prayer calls.
 */
export async function readMosqueSettings(db: Database): Promise<MosqueSettingsInput> {
  const [row] = await db.select().from(mosqueSettings).limit(1);
  if (!row) return DEFAULT_MOSQUE_SETTINGS;
  const athan = normaliseTime(row.jumuahAthan);
  return {
    default_city: row.defaultCity,
    hijri_offset: row.hijriOffset,
    jumuah: athan === null ? null : { athan, iqama: normaliseTime(row.jumuahIqama) },
  };
}

/** Writes the one row of settings, creating it on the first save; `by` is the administrator. */
export async function writeMosqueSettings(
  db: Database,
  settings: MosqueSettingsInput,
  by: number | null,
): Promise<void> {
  const values = {
    defaultCity: settings.default_city,
    hijriOffset: settings.hijri_offset,
    jumuahAthan: settings.jumuah?.athan ?? null,
    jumuahIqama: settings.jumuah?.iqama ?? null,
    updatedBy: by,
  };
  await db
    .insert(mosqueSettings)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: mosqueSettings.id, set: { ...values, updatedAt: sql`now()` } });
}
