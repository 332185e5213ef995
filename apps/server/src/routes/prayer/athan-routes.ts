import {
  athanUpdateRequestSchema,
  bulkPrayerTimesRequestSchema,
  cityQuerySchema,
  prayerRangeQuerySchema,
} from '@minbar/api/schemas/prayer';
import { STAFF_ROLES } from '@minbar/domain/access/roles';
import { isContractYear } from '@minbar/domain/input/dates';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { prepareBulkEntry } from '@minbar/domain/prayer/bulk-entry';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import { findCoveringIqamaSetting, iqamaTimesForDay } from '@minbar/domain/prayer/iqama';
import { isoDateSchema, PRAYER_ISSUE } from '@minbar/domain/prayer/prayers';
import { toTimetableCsv } from '@minbar/domain/prayer/timetable-import';
import { and, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ATHAN_DATE_LOCK } from '../../db/locks';
import { athanTimes } from '../../db/schema-prayer';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import {
  athanDayOn,
  athanDaysBetween,
  canonicalCity,
  settingsMeeting,
  type Transaction,
  toAthanDay,
  upsertDays,
} from '../../services/prayer-store';

/** Stable English details of the prayer calls; the dashboard maps them to its messages. */
export const PRAYER_DETAIL = {
  noneToday: 'No Athan times found for today',
  noTimes: 'No prayer times available',
  dateTaken: 'Prayer times already exist for this city and date',
  rangeOrder: 'End date must be after start date',
  order: 'Prayer times must follow the order fajr, dhuhr, asr, maghrib, isha',
  noneEntered: 'No prayer times entered',
  batchInvalid: 'Some days cannot be saved',
} as const;

const dateParamSchema = v.object({ date: isoDateSchema });
const yearParamSchema = v.object({
  year: v.pipe(
    v.string(),
    v.regex(/^[0-9]{4}$/, 'year.invalid'),
    v.transform(Number),
    v.check(isContractYear, 'year.invalid'),
  ),
});

/** Bulk and import share the rules and the answer: every day stored, or a 400 naming the dates. */
async function saveBatch(
  deps: AppDeps,
  c: Context<AppEnv>,
  input: v.InferOutput<typeof bulkPrayerTimesRequestSchema>,
) {
  const prepared = prepareBulkEntry(input.data);
  if (!prepared.ok) {
    const detail =
      prepared.code === PRAYER_ISSUE.noneEntered
        ? PRAYER_DETAIL.noneEntered
        : prepared.code === PRAYER_ISSUE.order
          ? `${PRAYER_DETAIL.order}: ${prepared.dates.join(', ')}`
          : `${PRAYER_DETAIL.batchInvalid}: ${prepared.dates.join(', ')}`;
    return c.json({ detail, code: prepared.code, dates: prepared.dates, issues: prepared.issues }, 400);
  }
  const dates = await asStaff(deps.db, actingOf(c, deps), (tx) =>
    upsertDays(tx, canonicalCity(input.city), prepared.days),
  );
  return c.json({ message: 'Prayer times saved', saved: dates.length, dates });
}

/** The athan-time calls; admin and imam only (docs/decisions/0004). */
export function athanRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);

  return new Hono<AppEnv>()
    .get('/today-athan-times', staff, validate('query', cityQuerySchema), async (c) => {
      const today = mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);
      const city = canonicalCity(c.req.valid('query').city);
      const row = await athanDayOn(deps.db, city, today);
      if (!row) throw new Problem(404, PRAYER_DETAIL.noneToday);
      return c.json(toAthanDay(row));
    })
    .get(
      '/athan-times/:date',
      staff,
      validate('param', dateParamSchema),
      validate('query', cityQuerySchema),
      async (c) => {
        const { date } = c.req.valid('param');
        const city = canonicalCity(c.req.valid('query').city);
        const row = await athanDayOn(deps.db, city, date);
        if (!row) throw new Problem(404, PRAYER_DETAIL.noTimes);
        return c.json(toAthanDay(row));
      },
    )
    .put(
      '/update-athan-time/:id',
      staff,
      validate('param', idParamSchema),
      validate('json', athanUpdateRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        // The check for a taken date and the move are one transaction under the city's lock, so two
        // saves racing to the same date answer 409, never a unique-index error.
        const row = await asStaff(deps.db, actingOf(c, deps), async (tx: Transaction) => {
          const [existing] = await tx.select().from(athanTimes).where(eq(athanTimes.id, id)).for('update');
          if (!existing) throw new Problem(404, PRAYER_DETAIL.noTimes);
          await tx.execute(sql`select pg_advisory_xact_lock(${ATHAN_DATE_LOCK}, hashtext(${existing.city}))`);
          if (input.date !== existing.date) {
            const [taken] = await tx
              .select({ id: athanTimes.id })
              .from(athanTimes)
              .where(and(eq(athanTimes.city, existing.city), eq(athanTimes.date, input.date)));
            if (taken) throw new Problem(409, PRAYER_DETAIL.dateTaken);
          }
          const [updated] = await tx.update(athanTimes).set(input).where(eq(athanTimes.id, id)).returning();
          if (!updated) throw new Problem(404, PRAYER_DETAIL.noTimes);
          return updated;
        });
        return c.json(toAthanDay(row));
      },
    )
    .delete('/delete-athan-time/:id', staff, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const deleted = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx.delete(athanTimes).where(eq(athanTimes.id, id)).returning({ id: athanTimes.id }),
      );
      if (deleted.length === 0) throw new Problem(404, PRAYER_DETAIL.noTimes);
      return c.json({ message: 'Prayer time deleted' });
    })
    .post('/prayer-times/bulk', staff, validate('json', bulkPrayerTimesRequestSchema), (c) =>
      saveBatch(deps, c, c.req.valid('json')),
    )
    .post('/prayer-times/import', staff, validate('json', bulkPrayerTimesRequestSchema), (c) =>
      saveBatch(deps, c, c.req.valid('json')),
    )
    .get('/prayer-times/range', staff, validate('query', prayerRangeQuerySchema), async (c) => {
      const query = c.req.valid('query');
      if (query.from_date > query.to_date) throw new Problem(400, PRAYER_DETAIL.rangeOrder);
      const city = canonicalCity(query.city);
      const [days, settings] = await Promise.all([
        athanDaysBetween(deps.db, city, query.from_date, query.to_date),
        settingsMeeting(deps.db, city, query.from_date, query.to_date),
      ]);
      return c.json(
        days.map((row) => {
          const setting = findCoveringIqamaSetting(settings, city, row.date);
          const iqama = iqamaTimesForDay(row, setting);
          return {
            ...toAthanDay(row),
            fajr_prayer: iqama.fajr,
            dhuhr_prayer: iqama.dhuhr,
            asr_prayer: iqama.asr,
            maghrib_prayer: iqama.maghrib,
            isha_prayer: iqama.isha,
            mode: setting?.mode ?? null,
          };
        }),
      );
    })
    .get(
      '/prayer-times/year/:year',
      staff,
      validate('param', yearParamSchema),
      validate('query', cityQuerySchema),
      async (c) => {
        const { year } = c.req.valid('param');
        const city = canonicalCity(c.req.valid('query').city);
        const rows = await athanDaysBetween(deps.db, city, `${year}-01-01`, `${year}-12-31`);
        return c.json(rows.map(toAthanDay));
      },
    )
    .get(
      '/prayer-times/year/:year/download',
      staff,
      validate('param', yearParamSchema),
      validate('query', cityQuerySchema),
      async (c) => {
        const { year } = c.req.valid('param');
        const city = canonicalCity(c.req.valid('query').city);
        const rows = await athanDaysBetween(deps.db, city, `${year}-01-01`, `${year}-12-31`);
        return c.body(toTimetableCsv(rows), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="prayer_times_${year}.csv"`,
        });
      },
    )
    .get('/polish-cities', staff, (c) => c.json([...POLISH_CITY_NAMES]));
}
