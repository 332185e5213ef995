import {
  type ManagedMonthlyGift,
  MONTHLY_LINK_REVOKED_DETAIL,
  type MonthlyAmountAnswer,
  type MonthlyGiftItem,
  type MonthlyGiftList,
  type MonthlyLinkAnswer,
  type MonthlyRaise,
  monthlyAmountRequestSchema,
  monthlyGiftListQuerySchema,
  monthlyLinkRequestBodySchema,
} from '@minbar/api/schemas/monthly-gifts';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import {
  type MonthlyGiftState,
  type MonthlyLinkChange,
  monthlyLinkVerdict,
} from '@minbar/domain/donations/monthly';
import { donorDisplayName } from '@minbar/domain/donations/payment';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { and, count, desc, eq, inArray, ne, sql, sum } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { donationCategories, donations, monthlyGifts } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, clientAddress, requestLanguage, requireUser } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { validate, validationItems } from '../../http/validation';
import type { MailContent } from '../../mail/kinds';
import type { Acting } from '../../services/audit';
import { purposeOf } from '../../services/donation-settlement';
import { mailLanguageOf, templatedMail } from '../../services/mail';
import {
  changeMonthlyAmount,
  linkMailOf,
  linkRequestPageOf,
  linkVersionOf,
  type MonthlyChange,
  type MonthlyGiftRow,
  openGiftsOf,
  pauseMonthlyGift,
  readManageLink,
  readRaiseLink,
  resumeMonthlyGift,
  revokeMonthlyLinks,
  sendMonthlyChange,
  sendMonthlyNotice,
  sendRaiseConfirmation,
  stopMonthlyGift,
} from '../../services/monthly-gifts';
import { CATEGORY_DETAIL, pageOf } from './category-store';

export const MONTHLY_DETAIL = {
  invalid: 'This link is not valid',
  expired: 'This link has expired; the link in your latest receipt works',
  revoked: MONTHLY_LINK_REVOKED_DETAIL,
  notFound: 'Monthly gift not found',
  notCharging: 'This monthly gift has stopped, so its amount cannot change',
  notOpen: 'This monthly gift has stopped, so it cannot be paused or resumed',
  raiseExpired: 'This confirmation has expired; ask for the new amount again on your gift’s page',
  raiseStale: 'The amount has changed since this confirmation was sent; ask for the new amount again',
  /** The one answer to every accepted request for a new link, whether or not the address gives monthly. */
  linkRequested: 'If this address gives monthly, a new link to manage each gift is on its way to it.',
  revokedNow: 'Every link to this monthly gift is revoked; a new one can be asked for by email.',
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

  /** The gift of a link's claims, or the link's refusal: 404 unknown, 410 when its links were revoked since. */
  async function giftOfClaims(claims: { gift: number; v?: number }): Promise<MonthlyGiftRow> {
    const [gift] = await deps.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, claims.gift));
    if (!gift) throw new Problem(404, MONTHLY_DETAIL.invalid);
    if (linkVersionOf(claims) !== gift.linkVersion) throw new Problem(410, MONTHLY_DETAIL.revoked);
    return gift;
  }

  /** The monthly gift a link names, or the link's refusal: 404 altered or unknown, 410 expired or revoked. */
  async function giftOfLink(token: string): Promise<MonthlyGiftRow> {
    const claims = readManageLink(deps.jwtSecret, token, deps.now());
    if (claims === 'invalid') throw new Problem(404, MONTHLY_DETAIL.invalid);
    if (claims === 'expired') throw new Problem(410, MONTHLY_DETAIL.expired);
    return giftOfClaims(claims);
  }

  /** The gift and the raise a confirmation link names, or its refusal (404, 410; 409 once the gift ended). */
  async function raiseOfLink(token: string) {
    const claims = readRaiseLink(deps.jwtSecret, token, deps.now());
    if (claims === 'invalid') throw new Problem(404, MONTHLY_DETAIL.invalid);
    if (claims === 'expired') throw new Problem(410, MONTHLY_DETAIL.raiseExpired);
    const gift = await giftOfClaims(claims);
    if (verdictOf(gift, { kind: 'amount', amount: claims.to }, MONTHLY_DETAIL.notCharging) === 'apply')
      throw new Problem(409, MONTHLY_DETAIL.raiseStale);
    return { gift, claims };
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

  /** The gift's cause in its donor's language, as their mails name it. */
  const purposeForMail = (gift: MonthlyGiftRow) => purposeOf(deps, gift, mailLanguageOf(gift.language));

  async function stopAndTell(id: number, by: 'donor' | 'staff', acting?: Acting) {
    const result = await stopMonthlyGift(deps, id, by, acting);
    if (!result) throw new Problem(404, MONTHLY_DETAIL.notFound);
    if (result.stoppedNow) {
      await sendMonthlyNotice(
        deps,
        { kind: 'stopped', gift: result.gift, by },
        await purposeForMail(result.gift),
      );
    }
    return result.gift;
  }

  async function tell(gift: MonthlyGiftRow, change: MonthlyChange) {
    await sendMonthlyChange(deps, gift, change, await purposeForMail(gift));
  }

  /**
   * A change through the link that mails the donor (a raise's confirmation, a pause, a resume, a
   * lower amount): held per gift and per client address like any mail sent on request, so a
   * forwarded link cannot flood the donor's mailbox. A stop and a revocation are never held.
   */
  async function countLinkMail(c: Context<AppEnv>, gift: MonthlyGiftRow) {
    await countAttempt([
      [deps.limits.mailPerAddress, clientAddress(c, deps.trustProxy)],
      [deps.limits.mailPerAccount, `monthly-gift:${gift.id}`],
    ]);
  }

  /** What the link does with a change (the domain's one rule); a refusal is 409. */
  function verdictOf(gift: MonthlyGiftRow, change: MonthlyLinkChange, refusal: string) {
    const verdict = monthlyLinkVerdict(
      { state: gift.state as MonthlyGiftState, amount: gift.amount },
      change,
    );
    if (verdict.verdict === 'refused') throw new Problem(409, refusal);
    return verdict.verdict;
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
        const { amount } = c.req.valid('json');
        const language = requestLanguage(c);
        const verdict = verdictOf(gift, { kind: 'amount', amount }, MONTHLY_DETAIL.notCharging);
        if (verdict === 'unchanged') {
          const answer: MonthlyAmountAnswer = { gift: await managed(gift, language), confirmation: null };
          return c.json(answer);
        }
        await countLinkMail(c, gift);
        if (verdict === 'confirm') {
          // A raise is never made through the link alone: only the link mailed to the donor makes it.
          const expires = await sendRaiseConfirmation(deps, gift, amount, await purposeForMail(gift));
          const answer: MonthlyAmountAnswer = {
            gift: await managed(gift, language),
            confirmation: { amount, expires_at: expires.toISOString() },
          };
          return c.json(answer, 202);
        }
        const changed = await changeMonthlyAmount(deps, gift.id, amount, gift.amount);
        if (!changed) throw new Problem(409, MONTHLY_DETAIL.notCharging);
        await tell(changed, { change: 'lowered', by: 'donor', previous: gift.amount });
        const answer: MonthlyAmountAnswer = { gift: await managed(changed, language), confirmation: null };
        return c.json(answer);
      },
    )
    .post('/monthly-gifts/manage/:token/stop', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      return c.json(await managed(await stopAndTell(gift.id, 'donor'), requestLanguage(c)));
    })
    .post('/monthly-gifts/manage/:token/pause', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      if (verdictOf(gift, { kind: 'pause' }, MONTHLY_DETAIL.notOpen) === 'unchanged')
        return c.json(await managed(gift, requestLanguage(c)));
      await countLinkMail(c, gift);
      const paused = await pauseMonthlyGift(deps, gift.id);
      if (!paused) throw new Problem(409, MONTHLY_DETAIL.notOpen);
      await tell(paused, { change: 'paused', by: 'donor' });
      return c.json(await managed(paused, requestLanguage(c)));
    })
    .post('/monthly-gifts/manage/:token/resume', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      if (verdictOf(gift, { kind: 'resume' }, MONTHLY_DETAIL.notOpen) === 'unchanged')
        return c.json(await managed(gift, requestLanguage(c)));
      await countLinkMail(c, gift);
      const resumed = await resumeMonthlyGift(deps, gift.id);
      if (!resumed) throw new Problem(409, MONTHLY_DETAIL.notOpen);
      await tell(resumed, { change: 'resumed', by: 'donor' });
      return c.json(await managed(resumed, requestLanguage(c)));
    })
    .post('/monthly-gifts/manage/:token/revoke', validate('param', tokenParamSchema), async (c) => {
      const gift = await giftOfLink(c.req.valid('param').token);
      const revoked = await revokeMonthlyLinks(deps, gift.id);
      if (!revoked) throw new Problem(404, MONTHLY_DETAIL.invalid);
      await tell(revoked, { change: 'links_revoked', by: 'donor' });
      const answer: MonthlyLinkAnswer = { message: MONTHLY_DETAIL.revokedNow };
      return c.json(answer);
    })
    .get('/monthly-gifts/confirm/:token', validate('param', tokenParamSchema), async (c) => {
      const { gift, claims } = await raiseOfLink(c.req.valid('param').token);
      if (gift.amount !== claims.from && gift.amount !== claims.to)
        throw new Problem(409, MONTHLY_DETAIL.raiseStale);
      const answer: MonthlyRaise = {
        gift: await managed(gift, requestLanguage(c)),
        amount: claims.to,
        expires_at: new Date(claims.expires * 1000).toISOString(),
      };
      return c.json(answer);
    })
    .post('/monthly-gifts/confirm/:token', validate('param', tokenParamSchema), async (c) => {
      const { gift, claims } = await raiseOfLink(c.req.valid('param').token);
      // Only from the amount the confirmation was asked from: opening it twice raises once, and a
      // change made since (a lower amount, another raise) is not undone by an older mail.
      const raised = await changeMonthlyAmount(deps, gift.id, claims.to, claims.from);
      if (raised) {
        await tell(raised, { change: 'raised', by: 'donor', previous: claims.from });
        return c.json(await managed(raised, requestLanguage(c)));
      }
      if (gift.amount === claims.to) return c.json(await managed(gift, requestLanguage(c)));
      throw new Problem(409, MONTHLY_DETAIL.raiseStale);
    })
    .post('/monthly-gifts/links', async (c) => {
      const body = await c.req.json().catch(() => {
        throw new Problem(400, 'Malformed JSON in request body');
      });
      const parsed = v.safeParse(monthlyLinkRequestBodySchema, body);
      if (!parsed.success) return c.json({ detail: validationItems('body', parsed.issues) }, 422);
      const { email } = parsed.output;
      // Counted before the gifts are looked at, so a refusal says nothing of them.
      await countAttempt([
        [deps.limits.mailPerAddress, clientAddress(c, deps.trustProxy)],
        [deps.limits.mailPerAccount, `monthly-link:${email}`],
        [deps.limits.monthlyLinkMailsPerDay, email],
      ]);
      const gifts = await openGiftsOf(deps, email);
      try {
        if (gifts.length === 0) {
          // A mail is made whether or not it goes, so the answer takes about as long either way.
          await templatedMail(deps, email, placeholderLinkMail(deps), mailLanguageOf(requestLanguage(c)));
        }
        for (const gift of gifts) {
          const mail = linkMailOf(deps, gift, await purposeForMail(gift));
          // Without the site's address (a test server) no link can be made.
          if (deps.publicUrl)
            await deps.outbox.send(
              await templatedMail(deps, gift.donorEmail, mail.content, mail.language, [], mail.token),
            );
        }
      } catch (error) {
        deps.log(`monthly link mail to ${email} not queued: ${String(error)}`);
      }
      const answer: MonthlyLinkAnswer = { message: MONTHLY_DETAIL.linkRequested };
      return c.json(answer, 202);
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
    })
    .post('/monthly-gifts/:id/revoke-links', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const revoked = await revokeMonthlyLinks(deps, id, actingOf(c, deps));
      if (!revoked) throw new Problem(404, MONTHLY_DETAIL.notFound);
      await tell(revoked, { change: 'links_revoked', by: 'staff' });
      const [paid] = await deps.db
        .select({ value: count() })
        .from(donations)
        .where(and(eq(donations.monthlyGiftId, id), inArray(donations.status, ['succeeded', 'disputed'])));
      return c.json(toItem(revoked, paid?.value ?? 0));
    });
}

/** What the request for a link renders when the address has no monthly gift: never sent. */
function placeholderLinkMail(deps: AppDeps): MailContent {
  return {
    kind: 'monthly_link',
    data: { name: '', amount: '', purpose: '', manageLink: linkRequestPageOf(deps) },
  };
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
    links_revoked_at: gift.linksRevokedAt?.toISOString() ?? null,
  };
}
