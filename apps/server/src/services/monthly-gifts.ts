import {
  afterMonthlyCharge,
  MONTHLY_CONFIRM_HOURS,
  MONTHLY_LINK_DAYS,
  type MonthlyGiftState,
  monthlyChargeDue,
  resumedSchedule,
} from '@minbar/domain/donations/monthly';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { donations, monthlyGifts } from '../db/schema-donations';
import type { AppDeps } from '../deps';
import type { MailContent } from '../mail/kinds';
import { mailAmount } from '../mail/texts';
import { type Acting, asStaff } from './audit';
import { mailLanguageOf, queueMail } from './mail';
import { PaymentOutcomeUnknown, type ProviderPayment, toMinorUnits } from './payments';
import { type ExpiringClaims, expiresAfterDays, readLink, signLink } from './signed-links';

/*
 * Monthly gifts (docs/decisions/0044). The first gift is recorded with a monthly gift `setting_up`
 * and paid on the page with the method saved for later; when it succeeds the monthly gift becomes
 * `active`, due a month on. `runDueRenewals` charges the months that are due, off the page, with the
 * saved method: each try of a month is a gift of its own under the key `monthly-<id>-<month>-<try>`,
 * so a run that is repeated (a lost answer, a second instance, a crash) finds the same gift and the
 * provider answers the same payment, never a second one. Whoever settles a month's gift (the run,
 * a webhook, the sweep) moves the monthly gift on, in the same transaction (`moveMonthlyGift`).
 */

export type MonthlyGiftRow = typeof monthlyGifts.$inferSelect;
type DonationRow = typeof donations.$inferSelect;
type Transaction = Parameters<Parameters<AppDeps['db']['transaction']>[0]>[0];

const CHARGING: MonthlyGiftState[] = ['active', 'retrying'];
/** The gifts that have not ended: they charge, or are paused and may again. */
const OPEN: MonthlyGiftState[] = [...CHARGING, 'paused'];

// ---------------------------------------------------------------------------------------------
// The donor's management link

const LINK_PURPOSE = 'monthly-gift';
const RAISE_PURPOSE = 'monthly-gift-raise';

export interface ManageClaims extends ExpiringClaims {
  gift: number;
  /**
   * The gift's link version when the link was made; revoking moves the gift's on, so every older
   * link stops working. Links made before versions existed carry none: version 0.
   */
  v?: number;
}

/** A gift as its links name it: its id and the version of its links. */
export type LinkedGift = Pick<MonthlyGiftRow, 'id' | 'linkVersion'>;

/** A link to manage a monthly gift, opening for MONTHLY_LINK_DAYS: each month's receipt brings a new one. */
export function signManageLink(secret: string, gift: LinkedGift, now: Date): string {
  return signLink<ManageClaims>(secret, LINK_PURPOSE, {
    gift: gift.id,
    v: gift.linkVersion,
    expires: expiresAfterDays(now, MONTHLY_LINK_DAYS),
  });
}

export function readManageLink(secret: string, token: string, now: Date) {
  const claims = readLink<ManageClaims>(secret, LINK_PURPOSE, token, now);
  if (typeof claims === 'string') return claims;
  return Number.isInteger(claims.gift) && Number.isInteger(claims.v ?? 0) ? claims : 'invalid';
}

/** The version a link was made under (0 for links made before versions existed). */
export const linkVersionOf = (claims: { v?: number }) => claims.v ?? 0;

/** The public site's management page for a token, or '' when the server does not know its address. */
export function manageLinkOf(deps: Pick<AppDeps, 'publicUrl'>, token: string): string {
  return deps.publicUrl ? `${deps.publicUrl}/monthly/${token}` : '';
}

/** The page where a donor asks for a new link by address, or '' without the site's address. */
export function linkRequestPageOf(deps: Pick<AppDeps, 'publicUrl'>): string {
  return deps.publicUrl ? `${deps.publicUrl}/monthly` : '';
}

/**
 * A raise's confirmation: bound to the gift, the version of its links, the amount it replaces and
 * the new one. It works once in effect: after it, the gift's amount is no longer `from`.
 */
export interface RaiseClaims extends ExpiringClaims {
  gift: number;
  v: number;
  from: number;
  to: number;
}

export function signRaiseLink(
  secret: string,
  gift: LinkedGift & Pick<MonthlyGiftRow, 'amount'>,
  to: number,
  now: Date,
) {
  const claims: RaiseClaims = {
    gift: gift.id,
    v: gift.linkVersion,
    from: gift.amount,
    to,
    expires: Math.floor(now.getTime() / 1000) + MONTHLY_CONFIRM_HOURS * 3600,
  };
  return { token: signLink<RaiseClaims>(secret, RAISE_PURPOSE, claims), claims };
}

export function readRaiseLink(secret: string, token: string, now: Date) {
  const claims = readLink<RaiseClaims>(secret, RAISE_PURPOSE, token, now);
  if (typeof claims === 'string') return claims;
  const numbers = [claims.from, claims.to].every((value) => typeof value === 'number' && value > 0);
  return Number.isInteger(claims.gift) && Number.isInteger(claims.v) && numbers ? claims : 'invalid';
}

/** The public site's page that confirms a raise, or '' without the site's address. */
export function raiseLinkOf(deps: Pick<AppDeps, 'publicUrl'>, token: string): string {
  return deps.publicUrl ? `${deps.publicUrl}/monthly/confirm/${token}` : '';
}

// ---------------------------------------------------------------------------------------------
// Setting up

/** The idempotency key of a month's try: the same month and try is always the same payment. */
export function renewalKey(giftId: number, period: number, tries: number): string {
  return `monthly-${giftId}-${period}-${tries}`;
}

/** The try a month's gift was, read back from its key; null for a first gift. */
function tryOfKey(key: string): number | null {
  const match = /^monthly-\d+-\d+-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

/** Records the monthly gift a first gift sets up, in the transaction that records that gift. */
export async function openMonthlyGift(
  tx: Transaction,
  values: Pick<
    MonthlyGiftRow,
    | 'categoryId'
    | 'categoryName'
    | 'amount'
    | 'currency'
    | 'donorName'
    | 'donorEmail'
    | 'isAnonymous'
    | 'showAmount'
    | 'dedication'
    | 'language'
    | 'provider'
    | 'createdAt'
  >,
): Promise<number> {
  const [gift] = await tx
    .insert(monthlyGifts)
    .values({ ...values, state: 'setting_up' })
    .returning({ id: monthlyGifts.id });
  return gift!.id;
}

// ---------------------------------------------------------------------------------------------
// Moving on when a gift settles

/** What the donor is told after a month's gift settled, once its transaction has committed. */
export type MonthlyNotice =
  | { kind: 'refused'; gift: MonthlyGiftRow; retryAt: Date }
  | { kind: 'stopped'; gift: MonthlyGiftRow; by: 'failures' };

/**
 * Moves a gift's monthly gift on after the gift became `status`, in the transaction that moved it:
 * a first gift paid makes it active, due a month on, with the method the payment saved; a month paid
 * moves it to the next month; the month's current try refused schedules the next try, or lapses it.
 * A report about a month already moved past, a try already superseded, or a stopped gift changes
 * nothing.
 */
export async function moveMonthlyGift(
  tx: Transaction,
  row: DonationRow,
  status: 'succeeded' | 'failed',
  payment: ProviderPayment,
  now: Date,
): Promise<MonthlyNotice | null> {
  if (row.monthlyGiftId === null || row.monthlyPeriod === null) return null;
  const [gift] = await tx
    .select()
    .from(monthlyGifts)
    .where(eq(monthlyGifts.id, row.monthlyGiftId))
    .for('update');
  if (!gift) return null;
  if (row.monthlyPeriod === 0) {
    if (status !== 'succeeded' || gift.state !== 'setting_up') return null;
    const saved = payment.savedMethod;
    // Paid without a method kept for later (a provider that did not save it): it cannot charge.
    if (!saved) return null;
    await tx
      .update(monthlyGifts)
      .set({
        state: 'active',
        startedAt: now,
        period: 1,
        failedTries: 0,
        nextChargeAt: monthlyChargeDue(now, 1),
        providerCustomer: saved.customer,
        providerPaymentMethod: saved.paymentMethod,
      })
      .where(eq(monthlyGifts.id, gift.id));
    return null;
  }
  if (!CHARGING.includes(gift.state as MonthlyGiftState) || gift.period !== row.monthlyPeriod) return null;
  if (status === 'failed' && tryOfKey(row.idempotencyKey) !== gift.failedTries) return null;
  const start = gift.startedAt ?? gift.createdAt;
  const next = afterMonthlyCharge(start, { period: gift.period, failedTries: gift.failedTries }, status, now);
  const [moved] = await tx
    .update(monthlyGifts)
    .set({
      state: next.state,
      period: next.period,
      failedTries: next.failedTries,
      nextChargeAt: next.nextChargeAt,
      claimedUntil: null,
      ...(next.state === 'lapsed' ? { stoppedAt: now, stoppedBy: 'failures' } : {}),
    })
    .where(eq(monthlyGifts.id, gift.id))
    .returning();
  if (!moved || next.state === 'active') return null;
  return next.state === 'lapsed'
    ? { kind: 'stopped', gift: moved, by: 'failures' }
    : { kind: 'refused', gift: moved, retryAt: next.nextChargeAt };
}

/** The gift as the donor's mails name it: amount and cause in their language. */
function mailFacts(gift: MonthlyGiftRow, language: ReturnType<typeof mailLanguageOf>, purpose: string) {
  return {
    name: gift.donorName,
    amount: mailAmount(gift.amount, gift.currency, language),
    purpose,
  };
}

/** Tells the donor a month was refused (with the next try and the link) or that the gift stopped. */
export async function sendMonthlyNotice(
  deps: AppDeps,
  notice: MonthlyNotice | { kind: 'stopped'; gift: MonthlyGiftRow; by: 'donor' | 'staff' },
  purpose: string,
) {
  const { gift } = notice;
  const language = mailLanguageOf(gift.language);
  const facts = mailFacts(gift, language, purpose);
  if (notice.kind === 'stopped') {
    await queueMail(
      deps,
      gift.donorEmail,
      { kind: 'monthly_stopped', data: { ...facts, by: notice.by } },
      language,
    );
    return;
  }
  const token = signManageLink(deps.jwtSecret, gift, deps.now());
  const content: MailContent = {
    kind: 'monthly_refused',
    data: {
      ...facts,
      retryOn: mosqueToday(notice.retryAt, DEFAULT_TIME_ZONE),
      manageLink: manageLinkOf(deps, token),
    },
  };
  await queueMail(deps, gift.donorEmail, content, language, [], token);
}

/** What a monthly gift's receipt adds: the next charge's day and a fresh management link. */
export async function monthlyReceiptPart(deps: AppDeps, giftId: number) {
  const [gift] = await deps.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, giftId));
  if (!gift?.nextChargeAt || !CHARGING.includes(gift.state as MonthlyGiftState)) return null;
  const token = signManageLink(deps.jwtSecret, gift, deps.now());
  return {
    token,
    part: {
      nextChargeOn: mosqueToday(gift.nextChargeAt, DEFAULT_TIME_ZONE),
      manageLink: manageLinkOf(deps, token),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Charging the months that are due

/** How long one run holds a monthly gift it is charging. */
const CLAIM_MS = 5 * 60_000;

/** One run's work: gifts claimed (at most the limit), and months charged or asked about. */
export interface RenewalsRun {
  claimed: number;
  tried: number;
}

type Settle = (row: DonationRow, payment: ProviderPayment) => Promise<unknown>;
type Ask = (row: DonationRow) => Promise<unknown>;

/**
 * One run of the renewals: claims up to `limit` monthly gifts whose charge is due (skipping those
 * another instance holds), then charges each outside any transaction. `settle` applies a provider's
 * answer (the donation settlement, which moves the monthly gift on); `ask` settles a gift whose
 * payment was started before. Resolves with how many gifts it claimed and how many months it tried.
 */
export async function runDueRenewals(
  deps: AppDeps,
  settle: Settle,
  ask: Ask,
  limit = 20,
): Promise<RenewalsRun> {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: monthlyGifts.id })
      .from(monthlyGifts)
      .where(
        and(
          inArray(monthlyGifts.state, CHARGING),
          lte(monthlyGifts.nextChargeAt, now),
          or(isNull(monthlyGifts.claimedUntil), lt(monthlyGifts.claimedUntil, now)),
        ),
      )
      .orderBy(asc(monthlyGifts.nextChargeAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(monthlyGifts)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          monthlyGifts.id,
          due.map((each) => each.id),
        ),
      )
      .returning();
  });
  let tried = 0;
  for (const gift of claimed) {
    try {
      if (await chargeMonth(deps, gift, settle, ask)) tried += 1;
    } catch (error) {
      if (!(error instanceof PaymentOutcomeUnknown)) throw error;
      // The claim runs out and a later run asks again under the same key: never a second charge.
      deps.log(`monthly gift ${gift.id}: ${error.message}`);
    }
  }
  return { tried, claimed: claimed.length };
}

/** Records this month's try (or finds it recorded) and charges it with the saved method. */
async function chargeMonth(deps: AppDeps, claimed: MonthlyGiftRow, settle: Settle, ask: Ask) {
  const key = renewalKey(claimed.id, claimed.period, claimed.failedTries);
  const found = await deps.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(monthlyGifts).where(eq(monthlyGifts.id, claimed.id)).for('update');
    // Stopped, or moved on, since the claim: nothing of this try is charged.
    if (
      !gift ||
      !CHARGING.includes(gift.state as MonthlyGiftState) ||
      gift.period !== claimed.period ||
      gift.failedTries !== claimed.failedTries
    )
      return null;
    if (gift.categoryId === null) {
      // Its cause was deleted by the staff: nothing is charged for it any more.
      await tx
        .update(monthlyGifts)
        .set({
          state: 'stopped',
          stoppedAt: deps.now(),
          stoppedBy: 'staff',
          nextChargeAt: null,
          claimedUntil: null,
        })
        .where(eq(monthlyGifts.id, gift.id));
      return null;
    }
    const inserted = await tx
      .insert(donations)
      .values({
        idempotencyKey: key,
        requestDigest: 'monthly',
        categoryId: gift.categoryId,
        categoryName: gift.categoryName,
        amount: gift.amount,
        currency: gift.currency,
        frequency: 'monthly',
        donorName: gift.donorName,
        donorEmail: gift.donorEmail,
        isAnonymous: gift.isAnonymous,
        showAmount: gift.showAmount,
        dedication: gift.dedication,
        language: gift.language,
        status: 'pending',
        provider: deps.payments.name,
        monthlyGiftId: gift.id,
        monthlyPeriod: gift.period,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: donations.idempotencyKey })
      .returning({ id: donations.id });
    const [row] = await tx.select().from(donations).where(eq(donations.idempotencyKey, key));
    return row ? { gift, row, earlierTry: inserted.length === 0 } : null;
  });
  if (!found) return false;
  const { gift, row, earlierTry } = found;
  if (!['pending', 'processing'].includes(row.status)) return false;
  if (row.providerReference) {
    await ask(row);
    return true;
  }
  // A run before this one recorded the try and lost the provider's answer. Stripe forgets an
  // idempotency key after 24 hours, so the payment is looked for by the key in its metadata first:
  // a charge made then is settled, never made twice.
  if (earlierTry) {
    const made = await deps.payments.findPayment(key);
    if (made) {
      await settle(row, made);
      return true;
    }
  }
  if (!gift.providerCustomer || !gift.providerPaymentMethod) return false;
  const payment = await deps.payments.createPayment({
    amountMinor: toMinorUnits(row.amount, row.currency),
    currency: row.currency,
    paymentMethod: null,
    idempotencyKey: key,
    description: `Monthly donation: ${row.categoryName}`,
    receiptEmail: row.donorEmail,
    metadata: { kind: 'donation', donation_id: String(row.id), monthly_gift_id: String(gift.id) },
    recurring: {
      kind: 'charge_saved',
      saved: { customer: gift.providerCustomer, paymentMethod: gift.providerPaymentMethod },
    },
  });
  await settle(row, payment);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Stopping and changing

/**
 * Stops a monthly gift: no month is charged after it. Stopping one already stopped (or lapsed)
 * changes nothing and sends nothing. A month whose charge had already started is not undone.
 */
export async function stopMonthlyGift(
  deps: AppDeps,
  id: number,
  by: 'donor' | 'staff',
  /** The staff member stopping it, for the audit trail; a donor's stop through the link has none. */
  acting?: Acting,
): Promise<{ gift: MonthlyGiftRow; stoppedNow: boolean } | null> {
  const stop = (db: Database) =>
    db
      .update(monthlyGifts)
      .set({ state: 'stopped', stoppedAt: deps.now(), stoppedBy: by, nextChargeAt: null, claimedUntil: null })
      .where(and(eq(monthlyGifts.id, id), inArray(monthlyGifts.state, [...OPEN, 'setting_up'])))
      .returning();
  const [stopped] = acting ? await asStaff(deps.db, acting, stop) : await stop(deps.db);
  if (stopped) return { gift: stopped, stoppedNow: true };
  const [gift] = await deps.db.select().from(monthlyGifts).where(eq(monthlyGifts.id, id));
  return gift ? { gift, stoppedNow: false } : null;
}

/**
 * The new amount of a monthly gift that has not ended (charging or paused), from its next month on;
 * null when it has ended. Whether the amount may change this way is the caller's rule
 * (monthlyLinkVerdict): a raise comes here only from its confirmation, and only from `from`.
 */
export async function changeMonthlyAmount(
  deps: AppDeps,
  id: number,
  amount: number,
  from?: number,
): Promise<MonthlyGiftRow | null> {
  const [changed] = await deps.db
    .update(monthlyGifts)
    .set({ amount })
    .where(
      and(
        eq(monthlyGifts.id, id),
        inArray(monthlyGifts.state, OPEN),
        from === undefined ? undefined : eq(monthlyGifts.amount, from),
      ),
    )
    .returning();
  return changed ?? null;
}

/** Pauses a monthly gift that charges: nothing is charged until it is resumed. Null when it does not charge. */
export async function pauseMonthlyGift(deps: AppDeps, id: number): Promise<MonthlyGiftRow | null> {
  const [paused] = await deps.db
    .update(monthlyGifts)
    .set({ state: 'paused', nextChargeAt: null, claimedUntil: null })
    .where(and(eq(monthlyGifts.id, id), inArray(monthlyGifts.state, CHARGING)))
    .returning();
  return paused ?? null;
}

/**
 * Resumes a paused monthly gift from the first month whose day is still ahead: the months that fell
 * while it was paused are not charged. Null when it is not paused.
 */
export async function resumeMonthlyGift(deps: AppDeps, id: number): Promise<MonthlyGiftRow | null> {
  return deps.db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(monthlyGifts)
      .where(and(eq(monthlyGifts.id, id), eq(monthlyGifts.state, 'paused')))
      .for('update');
    if (!gift) return null;
    const next = resumedSchedule(gift.startedAt ?? gift.createdAt, gift.period, deps.now());
    const [resumed] = await tx
      .update(monthlyGifts)
      .set({ state: 'active', period: next.period, failedTries: 0, nextChargeAt: next.nextChargeAt })
      .where(eq(monthlyGifts.id, id))
      .returning();
    return resumed ?? null;
  });
}

/**
 * Revokes every management link of a gift (and every raise waiting for confirmation): the version
 * the links carry moves on. Null when there is no such gift.
 */
export async function revokeMonthlyLinks(
  deps: AppDeps,
  id: number,
  /** The staff member revoking, for the audit trail; a donor's revocation through the link has none. */
  acting?: Acting,
): Promise<MonthlyGiftRow | null> {
  const revoke = (db: Database) =>
    db
      .update(monthlyGifts)
      .set({ linkVersion: sql`${monthlyGifts.linkVersion} + 1`, linksRevokedAt: deps.now() })
      .where(eq(monthlyGifts.id, id))
      .returning();
  const [revoked] = acting ? await asStaff(deps.db, acting, revoke) : await revoke(deps.db);
  return revoked ?? null;
}

// ---------------------------------------------------------------------------------------------
// Telling the donor

/** What a change made to a gift is told as (the monthly_changed mail). */
export type MonthlyChange =
  | { change: 'paused' | 'resumed'; by: 'donor' }
  | { change: 'lowered' | 'raised'; by: 'donor'; previous: number }
  | { change: 'links_revoked'; by: 'donor' | 'staff' };

/**
 * Tells the donor of a change to their gift, in their language. A change made through the link
 * carries a fresh link (to undo it, and revoke the link, if it was not them); a revocation carries
 * the page where a new link is asked for.
 */
export async function sendMonthlyChange(
  deps: AppDeps,
  gift: MonthlyGiftRow,
  change: MonthlyChange,
  purpose: string,
) {
  const language = mailLanguageOf(gift.language);
  const revoked = change.change === 'links_revoked';
  const token = revoked ? '' : signManageLink(deps.jwtSecret, gift, deps.now());
  const content: MailContent = {
    kind: 'monthly_changed',
    data: {
      ...mailFacts(gift, language, purpose),
      change: change.change,
      by: change.by,
      previous: 'previous' in change ? mailAmount(change.previous, gift.currency, language) : '',
      nextChargeOn:
        gift.nextChargeAt && CHARGING.includes(gift.state as MonthlyGiftState)
          ? mosqueToday(gift.nextChargeAt, DEFAULT_TIME_ZONE)
          : '',
      link: revoked ? linkRequestPageOf(deps) : manageLinkOf(deps, token),
    },
  };
  await queueMail(deps, gift.donorEmail, content, language, [], token);
}

/** Mails the donor the link that makes a raise asked through the management link. */
export async function sendRaiseConfirmation(
  deps: AppDeps,
  gift: MonthlyGiftRow,
  to: number,
  purpose: string,
) {
  const language = mailLanguageOf(gift.language);
  const { token, claims } = signRaiseLink(deps.jwtSecret, gift, to, deps.now());
  const content: MailContent = {
    kind: 'monthly_confirm',
    data: {
      ...mailFacts(gift, language, purpose),
      newAmount: mailAmount(to, gift.currency, language),
      confirmLink: raiseLinkOf(deps, token),
      hours: MONTHLY_CONFIRM_HOURS,
    },
  };
  await queueMail(deps, gift.donorEmail, content, language, [], token);
  return new Date(claims.expires * 1000);
}

/** The gifts an address may be mailed a new link for: those that have not ended. */
export async function openGiftsOf(deps: AppDeps, email: string): Promise<MonthlyGiftRow[]> {
  return deps.db
    .select()
    .from(monthlyGifts)
    .where(and(eq(sql`lower(${monthlyGifts.donorEmail})`, email), inArray(monthlyGifts.state, OPEN)))
    .orderBy(asc(monthlyGifts.id));
}

/** The monthly_link mail of a gift: a fresh management link, as asked on the site. */
export function linkMailOf(deps: AppDeps, gift: MonthlyGiftRow, purpose: string) {
  const language = mailLanguageOf(gift.language);
  const token = signManageLink(deps.jwtSecret, gift, deps.now());
  const content: MailContent = {
    kind: 'monthly_link',
    data: { ...mailFacts(gift, language, purpose), manageLink: manageLinkOf(deps, token) },
  };
  return { content, language, token };
}
