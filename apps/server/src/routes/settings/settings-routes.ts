import type { MosqueSettings } from '@minbar/api/schemas/settings';
import { DEFAULT_TIME_ZONE } from '@minbar/domain/prayer/calendar';
import { DEFAULT_CITY } from '@minbar/domain/prayer/cities';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';

/**
 * GET /settings: the mosque's time zone (MINBAR_TIMEZONE) and default city, so the apps take "today"
 * from the server instead of hard-coding a zone. Public: nothing in it is secret, and the sign-in
 * screen and the public site need it before anyone signs in.
 */
export function mosqueSettingsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/settings', (c) => {
    const settings: MosqueSettings = {
      time_zone: deps.timeZone ?? DEFAULT_TIME_ZONE,
      default_city: DEFAULT_CITY,
    };
    return c.json(settings);
  });
}
