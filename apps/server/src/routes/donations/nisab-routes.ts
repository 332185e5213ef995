import type { NisabAnswer } from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import {
  nisabFor,
  nisabSettingSchema,
  ZAKAT_CURRENCIES,
  zakatCurrencySchema,
} from '@minbar/domain/donations/zakat';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { readNisabSettings, writeNisabSetting } from './nisab-store';

/**
 * GET /zakat/nisab lists the nisab of every currency the calculator takes (what staff set, else the
 * first figures); PUT /zakat/nisab/{currency} sets one from its basis, the metal's price per gram and
 * the day the price was read. Administrators only: the figure decides whether a donor owes zakat.
 */
export function nisabRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/zakat/nisab', admin, async (c) => {
      const settings = await readNisabSettings(deps.db);
      const list: NisabAnswer[] = ZAKAT_CURRENCIES.flatMap((currency) => {
        const nisab = nisabFor(currency, settings);
        return nisab ? [nisab] : [];
      });
      return c.json(list);
    })
    .put(
      '/zakat/nisab/:currency',
      admin,
      validate('param', v.object({ currency: zakatCurrencySchema })),
      validate('json', nisabSettingSchema),
      async (c) => {
        const { currency } = c.req.valid('param');
        const nisab = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          writeNisabSetting(tx, currency, c.req.valid('json'), c.get('user').id),
        );
        return c.json(nisab satisfies NisabAnswer);
      },
    );
}
