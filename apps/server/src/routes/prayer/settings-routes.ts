import {
  iqamaFixedRequestSchema,
  iqamaMinutesRequestSchema,
  iqamaPatchRequestSchema,
} from '@minbar/api/schemas/prayer';
import { STAFF_ROLES } from '@minbar/domain/access/roles';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { findConflictingSetting, type IqamaSave } from '@minbar/domain/prayer/iqama';
import { asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { IQAMA_SETTINGS_LOCK } from '../../db/locks';
import { prayerSettings } from '../../db/schema-prayer';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { type Acting, asStaff } from '../../services/audit';
import {
  settingColumns,
  settingsMeeting,
  type Transaction,
  toIqamaSetting,
} from '../../services/prayer-store';

export const SETTINGS_DETAIL = {
  conflict: 'Date range conflicts with existing settings',
  notFound: 'Settings not found',
} as const;

/**
 * Inserts or (with `id`) updates a setting, refusing a range that meets another setting of the same
 * city. The edited setting is left out of the check, so moving it within its own
 * range is no conflict.
 */
async function saveSetting(db: Database, acting: Acting, input: IqamaSave, id?: number) {
  return asStaff(db, acting, async (tx: Transaction) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IQAMA_SETTINGS_LOCK})`);
    const columns = settingColumns(input);
    if (id !== undefined) {
      const [existing] = await tx
        .select({ id: prayerSettings.id })
        .from(prayerSettings)
        .where(eq(prayerSettings.id, id));
      if (!existing) throw new Problem(404, SETTINGS_DETAIL.notFound);
    }
    const nearby = await settingsMeeting(tx, columns.city, columns.effectiveFrom, columns.effectiveTo);
    const candidate = {
      city: columns.city,
      effective_from: columns.effectiveFrom,
      effective_to: columns.effectiveTo,
    };
    if (findConflictingSetting(nearby, candidate, id)) throw new Problem(400, SETTINGS_DETAIL.conflict);
    const [row] =
      id === undefined
        ? await tx.insert(prayerSettings).values(columns).returning()
        : await tx.update(prayerSettings).set(columns).where(eq(prayerSettings.id, id)).returning();
    if (!row) throw new Problem(404, SETTINGS_DETAIL.notFound);
    return toIqamaSetting(row);
  });
}

/** The iqama setting calls; admin and imam only (docs/decisions/0004). */
export function settingsRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);

  return new Hono<AppEnv>()
    .get('/prayer-settings', staff, async (c) => {
      const rows = await deps.db
        .select()
        .from(prayerSettings)
        .orderBy(asc(prayerSettings.city), asc(prayerSettings.effectiveFrom), asc(prayerSettings.id));
      return c.json(rows.map(toIqamaSetting));
    })
    .get('/prayer-settings/:id', staff, validate('param', idParamSchema), async (c) => {
      const [row] = await deps.db
        .select()
        .from(prayerSettings)
        .where(eq(prayerSettings.id, c.req.valid('param').id));
      if (!row) throw new Problem(404, SETTINGS_DETAIL.notFound);
      return c.json(toIqamaSetting(row));
    })
    .post('/prayer-settings/minutes-after', staff, validate('json', iqamaMinutesRequestSchema), async (c) =>
      c.json(await saveSetting(deps.db, actingOf(c, deps), c.req.valid('json')), 201),
    )
    .post('/prayer-settings/fixed-time', staff, validate('json', iqamaFixedRequestSchema), async (c) =>
      c.json(await saveSetting(deps.db, actingOf(c, deps), c.req.valid('json')), 201),
    )
    .patch(
      '/prayer-settings/:id',
      staff,
      validate('param', idParamSchema),
      validate('json', iqamaPatchRequestSchema),
      async (c) =>
        c.json(await saveSetting(deps.db, actingOf(c, deps), c.req.valid('json'), c.req.valid('param').id)),
    )
    .delete('/prayer-settings/:id', staff, validate('param', idParamSchema), async (c) => {
      const deleted = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(prayerSettings)
          .where(eq(prayerSettings.id, c.req.valid('param').id))
          .returning({ id: prayerSettings.id }),
      );
      if (deleted.length === 0) throw new Problem(404, SETTINGS_DETAIL.notFound);
      return c.json({ message: 'Settings deleted' });
    });
}
