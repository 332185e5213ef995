import {
  type ManagedMonthlyGift,
  type MonthlyGiftItem,
  type MonthlyGiftList,
  monthlyAmountRequestSchema,
  monthlyGiftListQuerySchema,
} from '@minbar/api/schemas/monthly-gifts';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import type { MonthlyGiftState } from '@minbar/domain/donations/monthly';
import { donorDisplayName } from '@minbar/domain/donations/payment';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { and, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { donationCategories, donations, monthlyGifts } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import type { Acting } from '../../services/audit';
import { purposeOf } from '../../services/donation-settlement';
import { mailLanguageOf } from '../../services/mail';
import {
  changeMonthlyAmount,
  type MonthlyGiftRow,
  readManageLink,
  sendMonthlyNotice,
  stopMonthlyGift,
} from '../../services/monthly-gifts';
import { CATEGORY_DETAIL, pageOf } from './category-store';

export const MONTHLY_DETAIL = {
  invalid: 'This link is not valid',
  expired: 'This link has expired; the link in your latest receipt works',
  notFound: 'Monthly gift not found',
  notCharging: 'This monthly gift has stopped, so its amount cannot change',
} as const;

/** A management link's token: two base64url parts, as `signLink` makes them. */
const tokenParamSchema = v.object({
  token: v.pipe(
    v.string('monthly.link_invalid'),
    v.maxLength(512, 'monthly.link_invalid'),
    v.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'monthly.link_invalid'),
  ),
});

const CHARGING: MonthlyGiftState[] = ['active', 'retrying'];

/**
 * Monthly gifts (docs/decisions/0044). The donor reads, changes and stops theirs through the signed
 * link their receipts carry, with no account; the admin sees a category's monthly donors with the
 * monthly total, and may stop one (the donor is told).
 */
export function monthlyGiftRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);

  /** The monthly gift a link names, or the link's refusal: 404 altered or unknown, 410 expired. */
  async function giftOfLink(token: string): Promise<MonthlyGiftRow> {
    const claims = readManageLink(deps.jwtSecret, token, deps.now());
    if (claims === 'invalid') throw new Problem(404, MONTHLY_DETAIL.invalid);
    if (claims === 'expired') throw new Problem(410, MONTHLY_DETAIL.expired);
    const [gift] = await deps.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, claims.gift));
    if (!gift) throw new Problem(404, MONTHLY_DETAIL.invalid);
    return gift;
  }

  async function managed(gift: MonthlyGiftRow, language: ReturnType<typeof requestLanguage>) {
    const answer: ManagedMonthlyGift = {
      category_id: gift.categoryId,
      category_name: await purposeOf(deps, gift, language),
      amount: gift.amount,
      currency: gift.currency,
      state: gift.state as MonthlyGiftState,
      next_charge_at: gift.nextChargeAt?.toISOString() ?? null,
      started_at: (gift.startedAt ?? gift.createdAt).toISOString(),
      stopped_at: gift.stoppedAt?.toISOString() ?? null,
      donor_email: gift.donorEmail,
    };
    return answer;
  }

  async function stopAndTell(id: number, by: 'donor' | 'staff', acting?: Acting) {
    const result = await stopMonthlyGift(deps, id, by, acting);
    if (!result) throw new Problem(404, MONTHLY_DETAIL.notFound);
    if (result.stoppedNow) {
      const purpose = await purposeOf(deps, result.gift, mailLanguageOf(result.gift.language));
      await sendMonthlyNotice(deps, { kind: 'stopped', gift: result.gift, by }, purpose);
    }
    return result.gift;
  }

  return new Hono<AppEnv>()
    .get('/monthly-gifts/manage/:token', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      return c.json(await managed(gift, requestLanguage(c)));
    })
    .put(
      '/monthly-gifts/manage/:token',
      validate('param', tokenParamSchema),
      validate('json', monthlyAmountRequestSchema),
      async (c) => {
        const gift = await giftOfLink(c.req.valid('param').token);
        const changed = await changeMonthlyAmount(deps, gift.id, c.req.valid('json').amount);
        if (!changed) throw new Problem(409, MONTHLY_DETAIL.notCharging);
        return c.json(await managed(changed, requestLanguage(c)));
      },
    )
    .post('/monthly-gifts/manage/:token/stop', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      return c.json(await managed(await stopAndTell(gift.id, 'donor'), requestLanguage(c)));
    })
    .get(
      '/categories/:id/monthly-gifts',
      admin,
      validate('param', idParamSchema),
      validate('query', monthlyGiftListQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { page, per_page } = c.req.valid('query');
        const [category] = await deps.db
          .select({ id: donationCategories.id })
          .from(donationCategories)
          .where(eq(donationCategories.id, id));
        if (!category) throw new Problem(404, CATEGORY_DETAIL.notFound);
        // A monthly gift whose first gift was never paid never charged: the staff do not see it.
        const listed = and(eq(monthlyGifts.categoryId, id), ne(monthlyGifts.state, 'setting_up'));
        const charging = and(eq(monthlyGifts.categoryId, id), inArray(monthlyGifts.state, CHARGING));
        // Written out with its own alias: drizzle leaves a column in a select's sql unqualified, and
        // inside the subquery "id" would then be the gift's, not the monthly gift's.
        const monthsPaid =
          sql<number>`(select count(*) from donations as paid where paid.monthly_gift_id = "monthly_gifts"."id" and paid.status in ('succeeded', 'disputed'))`.mapWith(
            Number,
          );
        const [rows, [total], [figures]] = await Promise.all([
          deps.db
            .select({ gift: monthlyGifts, monthsPaid })
            .from(monthlyGifts)
            .where(listed)
            // Those that still charge first, the newest of each first.
            .orderBy(
              desc(sql`${monthlyGifts.state} in ('active', 'retrying')`),
              desc(monthlyGifts.startedAt),
              desc(monthlyGifts.id),
            )
            .limit(per_page)
            .offset((page - 1) * per_page),
          deps.db.select({ value: count() }).from(monthlyGifts).where(listed),
          deps.db
            .select({ count: count(), amount: sum(monthlyGifts.amount).mapWith(Number) })
            .from(monthlyGifts)
            .where(charging),
        ]);
        const list: MonthlyGiftList = {
          ...pageOf(
            rows.map((row) => toItem(row.gift, Number(row.monthsPaid))),
            total?.value ?? 0,
            page,
            per_page,
          ),
          charging_count: figures?.count ?? 0,
          monthly_total: Math.round((figures?.amount ?? 0) * 100) / 100,
          currency: CENTRE_CURRENCY,
        };
        return c.json(list);
      },
    )
    .post('/monthly-gifts/:id/stop', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const gift = await stopAndTell(id, 'staff', actingOf(c, deps));
      const [paid] = await deps.db
        .select({ value: count() })
        .from(donations)
        .where(and(eq(donations.monthlyGiftId, id), inArray(donations.status, ['succeeded', 'disputed'])));
      return c.json(toItem(gift, paid?.value ?? 0));
    });
}

/** A monthly donor as the staff's list shows them: an anonymous donor's name is never sent. */
function toItem(gift: MonthlyGiftRow, monthsPaid: number): MonthlyGiftItem {
  return {
    id: gift.id,
    donor_name: donorDisplayName({ donor_name: gift.donorName, is_anonymous: gift.isAnonymous }),
    donor_email: gift.donorEmail,
    amount: gift.amount,
    currency: gift.currency,
    state: gift.state as MonthlyGiftState,
    started_at: (gift.startedAt ?? gift.createdAt).toISOString(),
    next_charge_at: gift.nextChargeAt?.toISOString() ?? null,
    months_paid: monthsPaid,
    stopped_at: gift.stoppedAt?.toISOString() ?? null,
    stopped_by: (gift.stoppedBy as MonthlyGiftItem['stopped_by']) ?? null,
  };
}
