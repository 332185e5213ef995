import { type MosqueSettings, mosqueSettingsUpdateSchema } from '@minbar/api/schemas/settings';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { readMosqueSettings, writeMosqueSettings } from '../../services/mosque-settings';

/**
 * GET /settings: the mosque's time zone (MINBAR_TIMEZONE) and its stored settings (default city,
 * Hijri offset, Jumu'a), so the apps take "today" and the rest from the server instead of hard-coding
 * them. Public: nothing in it is secret, and the sign-in screen and the public site need it before
 * anyone signs in. PUT /settings changes the stored ones; administrators only (docs/decisions/0004).
 */
export function mosqueSettingsRoutes(deps: AppDeps) {
  const timeZone = () => deps.timeZone ?? DEFAULT_TIME_ZONE;
  const answer = async (): Promise<MosqueSettings> => ({
    time_zone: timeZone(),
    ...(await readMosqueSettings(deps.db)),
  });

  const reads = publicReadsOf(deps);
  return (
    new Hono<AppEnv>()
      // Mosque settings move the prayer area's version (the default city is part of the prayer reads).
      .get('/settings', (c) =>
        reads.answer(c, { area: 'prayer', build: async () => jsonAnswer(await answer()) }),
      )
      .put(
        '/settings',
        requireUser(deps, ADMIN_ROLES),
        validate('json', mosqueSettingsUpdateSchema),
        async (c) => {
          await asStaff(deps.db, actingOf(c, deps), (tx) =>
            writeMosqueSettings(tx, c.req.valid('json'), c.get('user').id),
          );
          return c.json(await answer());
        },
      )
  );
}
