import { roundMoney } from '@minbar/domain/donations/money';
import { refundableAmount } from '@minbar/domain/donations/refund';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { donationCategories, donations } from '../db/schema-donations';
import type { AppDeps } from '../deps';
import { type Acting, asStaff, type Transaction } from './audit';
import { mailLanguageOf, queueMail } from './mail';
import {
  monthlyReceiptPart,
  moveMonthlyGift,
  type RenewalsRun,
  runDueRenewals,
  sendMonthlyNotice,
} from './monthly-gifts';
import { PaymentNotFound, PaymentOutcomeUnknown, type ProviderPayment, toMinorUnits } from './payments';

/*
 * What moves a gift between its states (docs/decisions/0024), whoever learns of it first: the
 * donor's own request, the donor's retry with the same key, a verified webhook, or the sweep of
 * unsettled payments. Each move happens in one transaction holding the gift's row, and only from the
 * states it may leave, so a repeated or late report changes nothing twice:
 *
 *   pending ──▶ processing ──▶ succeeded ──▶ refunded (whole) / disputed
 *      │            │              ▲
 *      └────────────┴──▶ failed ───┘  (money taken after a refusal still counts)
 *
 * A campaign's collected amount grows when a gift becomes succeeded and shrinks by what is refunded,
 * in the same transaction. The receipt is sent once, by whoever moved the gift to succeeded.
 */

export type DonationRow = typeof donations.$inferSelect;

const UNSETTLED = ['pending', 'processing'] as const;

/** The amount in the gift's currency of a provider's minor units. */
function majorOf(minor: number, row: DonationRow): number {
  return minor / (toMinorUnits(1, row.currency) || 1);
}

/** A category's name column in each language, for answers in the request's or the donor's language. */
export const categoryNameColumn = {
  en: donationCategories.nameEn,
  ar: donationCategories.nameAr,
  pl: donationCategories.namePl,
} as const;

/** The amount as the donor reads it in their language, with Latin digits in all three. */
export function formatAmount(amount: number, currency: string, language: FatwaLanguage): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/** A gift's cause as its donor reads it: the category's name in their language, or its name at the time. */
export async function purposeOf(
  deps: Pick<AppDeps, 'db'>,
  row: { categoryId: number | null; categoryName: string },
  language: FatwaLanguage,
): Promise<string> {
  const [category] = row.categoryId
    ? await deps.db
        .select({ localName: categoryNameColumn[language] })
        .from(donationCategories)
        .where(eq(donationCategories.id, row.categoryId))
    : [];
  return category?.localName || row.categoryName;
}

/**
 * Queues the gift's receipt in the donor's language; a mail server's failure never undoes the gift.
 * A monthly gift's receipt also says when the next month is charged, with a fresh link to manage it.
 * A gift the built-in test provider took (its row names the provider it was made with) says that no
 * money was taken.
 */
async function sendReceipt(deps: AppDeps, row: DonationRow) {
  const language = mailLanguageOf(row.language);
  const monthly = row.monthlyGiftId === null ? null : await monthlyReceiptPart(deps, row.monthlyGiftId);
  await queueMail(
    deps,
    row.donorEmail,
    {
      kind: 'receipt',
      data: {
        name: row.donorName,
        amount: formatAmount(row.amount, row.currency, language),
        purpose: await purposeOf(deps, row, language),
        dedication: row.dedication ?? '',
        donationId: row.id,
        monthly: monthly?.part ?? null,
        testPayment: row.provider === 'test',
      },
    },
    language,
    [],
    monthly?.token ?? '',
  );
}

/**
 * Tells the donor what staff gave back of their gift (`given`, in the gift's currency), why, and what
 * the gift counts for now (on the yearly statement too), in their language. A gift the built-in test
 * provider took says no money moved. `row` is the gift after the refund.
 */
export async function sendRefundNotice(deps: AppDeps, row: DonationRow, given: number, reason: string) {
  const language = mailLanguageOf(row.language);
  const left = refundableAmount({ amount: row.amount, refunded_amount: row.refundedAmount });
  await queueMail(
    deps,
    row.donorEmail,
    {
      kind: 'donation_refunded',
      data: {
        name: row.donorName,
        amount: formatAmount(given, row.currency, language),
        total: formatAmount(left, row.currency, language),
        whole: left === 0,
        purpose: await purposeOf(deps, row, language),
        reason,
        donationId: row.id,
        testPayment: row.provider === 'test',
      },
    },
    language,
  );
}

/**
 * Records the staff's reason for a refund the gift's row already holds (applyRefunded) and marks
 * what is given back as told, in one locked step: of two requests for one refund (a double click, a
 * retry) only the first finds it untold, while a refund the webhook recorded before the staff's request
 * got there is still untold. Returns the gift and how much of it is newly given back (0: already told).
 */
export async function recordStaffRefund(
  deps: AppDeps,
  donationId: number,
  staff: { reason: string; by: number; acting: Acting },
): Promise<{ row: DonationRow; untold: number }> {
  return asStaff(deps.db, staff.acting, async (tx) => {
    const [current] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
    if (!current) throw new Error(`no donation ${donationId}`);
    const [updated] = await tx
      .update(donations)
      .set({
        refundReason: staff.reason,
        refundedBy: staff.by,
        refundedAt: staff.acting.at,
        refundToldAmount: current.refundedAmount,
      })
      .where(eq(donations.id, donationId))
      .returning();
    return {
      row: updated ?? current,
      untold: Math.max(0, roundMoney(current.refundedAmount - current.refundToldAmount)),
    };
  });
}

export interface Settled {
  row: DonationRow;
  /** This call moved the gift to succeeded (and so sent its receipt). */
  succeededNow: boolean;
  /** What the provider said, when it was asked: a step still awaiting the donor is read from it. */
  payment: ProviderPayment | null;
}

/**
 * Applies what the provider says of a gift's payment. Money wins: a payment the provider reports
 * as succeeded makes the gift succeeded from pending, processing or failed. A report of failure or
 * processing moves only a gift not yet settled; refunds are applied by their amount.
 */
export async function applyProviderPayment(
  deps: AppDeps,
  donationId: number,
  payment: ProviderPayment,
): Promise<Settled> {
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
    if (!row) throw new Error(`no donation ${donationId}`);
    const reference = payment.id || row.providerReference;
    let next: Partial<DonationRow> | null = null;
    let succeededNow = false;
    if (payment.status === 'succeeded' && ['pending', 'processing', 'failed'].includes(row.status)) {
      next = { status: 'succeeded', providerReference: reference, failureMessage: null };
      succeededNow = true;
    } else if (payment.status === 'processing' && row.status === 'pending') {
      next = { status: 'processing', providerReference: reference };
    } else if (payment.status === 'failed' && (UNSETTLED as readonly string[]).includes(row.status)) {
      next = {
        status: 'failed',
        providerReference: reference,
        failureMessage: payment.failure?.message ?? 'Payment failed',
      };
    } else if (reference && reference !== row.providerReference) {
      // Awaiting the donor (the bank's page, the Payment Element): the gift stays pending, found by its payment.
      next = { providerReference: reference };
    }
    if (payment.method && payment.method !== row.method) next = { ...next, method: payment.method };
    if (next) {
      const [updated] = await tx.update(donations).set(next).where(eq(donations.id, row.id)).returning();
      if (succeededNow) await moveCollected(tx, row, row.amount);
      const settledAs = succeededNow ? 'succeeded' : next.status === 'failed' ? 'failed' : null;
      const notice = settledAs ? await moveMonthlyGift(tx, row, settledAs, payment, deps.now()) : null;
      return { row: updated ?? row, succeededNow, payment, notice };
    }
    return { row, succeededNow, payment, notice: null };
  });
  const { notice, ...applied } = result;
  let settled: Settled = applied;
  if (payment.amountRefundedMinor > 0)
    settled = { ...settled, row: await applyRefunded(deps, donationId, payment) };
  if (result.succeededNow) await sendReceipt(deps, result.row);
  if (notice)
    await sendMonthlyNotice(
      deps,
      notice,
      await purposeOf(deps, result.row, mailLanguageOf(result.row.language)),
    );
  return settled;
}

async function moveCollected(tx: Transaction, row: DonationRow, amount: number) {
  if (!row.categoryId || amount === 0) return;
  // The first update locks the category's row, so a second gift settling at once waits here; the
  // recount, a statement of its own, then reads every gift committed before it (READ COMMITTED).
  await tx
    .update(donationCategories)
    .set({ currentAmount: sql`${donationCategories.currentAmount} + ${amount}` })
    .where(eq(donationCategories.id, row.categoryId));
  await recountDonors(tx, row.categoryId);
}

/** Gifts that count towards a campaign: the money is the centre's, or still is while disputed. */
const COUNTED = ['succeeded', 'disputed'] as const;

/**
 * Sets a category's donor count from its gifts: distinct addresses (case aside) among the gifts
 * that count, so one person giving twice is one donor and a gift refunded in full no longer counts.
 */
export async function recountDonors(db: Pick<Transaction, 'update'>, categoryId: number) {
  await db
    .update(donationCategories)
    .set({
      donorCount: sql`(select count(distinct lower(${donations.donorEmail})) from ${donations} where ${donations.categoryId} = ${categoryId} and ${inArray(donations.status, [...COUNTED])})`,
    })
    .where(eq(donationCategories.id, categoryId));
}

/**
 * Records what the provider says was given back of a succeeded gift, by its total, so a repeated or
 * late report changes nothing twice: the campaign's amount shrinks by the difference only.
 */
export async function applyRefunded(
  deps: AppDeps,
  donationId: number,
  payment: ProviderPayment,
  /** The staff member refunding, for the audit trail; a refund the provider reports has none. */
  acting?: Acting,
) {
  const apply = async (tx: Transaction) => {
    const [row] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update');
    if (!row) throw new Error(`no donation ${donationId}`);
    if (!['succeeded', 'refunded', 'disputed'].includes(row.status)) return row;
    const refunded = Math.min(row.amount, majorOf(payment.amountRefundedMinor, row));
    if (refunded <= row.refundedAmount) return row;
    const [updated] = await tx
      .update(donations)
      .set({ refundedAmount: refunded, ...(refunded >= row.amount ? { status: 'refunded' } : {}) })
      .where(eq(donations.id, row.id))
      .returning();
    await moveCollected(tx, row, -(refunded - row.refundedAmount));
    return updated ?? row;
  };
  return acting ? asStaff(deps.db, acting, apply) : deps.db.transaction(apply);
}

/** A dispute opened on a gift's charge: the gift is marked, its money counted until the dispute is decided. */
export async function markDisputed(deps: AppDeps, donationId: number) {
  await deps.db
    .update(donations)
    .set({ status: 'disputed' })
    .where(and(eq(donations.id, donationId), inArray(donations.status, ['succeeded'])));
}

/** The gift a provider's payment belongs to: by its reference, else by the key in its metadata. */
export async function donationOfPayment(deps: AppDeps, payment: Pick<ProviderPayment, 'id' | 'metadata'>) {
  const key = payment.metadata.idempotency_key;
  const [row] = await deps.db
    .select()
    .from(donations)
    .where(
      key
        ? or(eq(donations.providerReference, payment.id), eq(donations.idempotencyKey, key))
        : eq(donations.providerReference, payment.id),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Asks the provider about a gift whose payment is not settled and applies the answer: by its
 * reference when known, else by its key (the answer to its creation was lost). Null when the provider
 * knows no such payment (none under the key, or none by the reference): the gift stays as it is, and
 * the sweep fails it after ABANDON_AFTER_MS.
 */
export async function settleFromProvider(deps: AppDeps, row: DonationRow): Promise<Settled | null> {
  let payment: ProviderPayment | null;
  try {
    payment = row.providerReference
      ? await deps.payments.retrievePayment(row.providerReference)
      : await deps.payments.findPayment(row.idempotencyKey);
  } catch (error) {
    if (error instanceof PaymentNotFound) return null;
    throw error;
  }
  if (payment) return applyProviderPayment(deps, row.id, payment);
  return null;
}

/** What a gift whose payment the provider never heard of says, to its donor and to staff. */
export const UNKNOWN_TO_PROVIDER = {
  failure:
    'The payment service has no record of this payment, so nothing was taken for it. The centre has been told.',
  attention: 'unknown_to_provider',
} as const;

/** How long a payment may stay unsettled before the sweep asks the provider about it. */
export const SWEEP_AFTER_MS = 5 * 60_000;
/** How long one instance holds a gift it is asking about. */
const CLAIM_MS = 2 * 60_000;
/** A payment the provider never heard of, this long after it was recorded, was never made. */
export const ABANDON_AFTER_MS = 60 * 60_000;

/**
 * One pass of the sweep: claims up to `limit` gifts unsettled for a few minutes (skipping those
 * another instance holds, so several instances share the work without asking twice), then asks the
 * provider about each outside any transaction. Resolves with how many were settled.
 */
export async function sweepUnsettledPayments(deps: AppDeps, limit = 20): Promise<number> {
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          inArray(donations.status, [...UNSETTLED]),
          lt(donations.createdAt, new Date(now.getTime() - SWEEP_AFTER_MS)),
          or(isNull(donations.settleClaimedUntil), lt(donations.settleClaimedUntil, now)),
        ),
      )
      .orderBy(donations.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(donations)
      .set({ settleClaimedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          donations.id,
          due.map((each) => each.id),
        ),
      )
      .returning();
  });
  let settled = 0;
  for (const row of claimed) {
    // One gift's trouble never holds up the others: it is logged and asked about on a later pass.
    try {
      const result = await settleFromProvider(deps, row);
      if (result && result.row.status !== row.status) settled += 1;
      // Never made, or still awaiting a donor who left (the bank's page, the Payment Element) an hour on.
      const abandoned =
        !result || (result.row.status === 'pending' && result.payment?.status === 'requires_action');
      if (abandoned && now.getTime() - row.createdAt.getTime() > ABANDON_AFTER_MS) {
        // A reference the provider does not know is no abandoned page: staff are asked to look.
        const unknown = !result && row.providerReference !== null;
        await applyProviderPayment(deps, row.id, {
          id: '',
          status: 'failed',
          failure: unknown
            ? { code: UNKNOWN_TO_PROVIDER.attention, message: UNKNOWN_TO_PROVIDER.failure, retryable: false }
            : { code: 'abandoned', message: 'The payment was never made.', retryable: true },
          amountMinor: 0,
          amountRefundedMinor: 0,
          metadata: {},
          method: null,
          clientSecret: null,
          redirectUrl: null,
        });
        if (unknown)
          await deps.db
            .update(donations)
            .set({ attentionReason: UNKNOWN_TO_PROVIDER.attention })
            .where(eq(donations.id, row.id));
        settled += 1;
      }
    } catch (error) {
      if (error instanceof PaymentOutcomeUnknown)
        deps.log(`payment of donation ${row.id} still unknown: ${error.message}`);
      else
        deps.log(`payment of donation ${row.id} could not be settled: ${String(error)}`, {
          level: 'error',
        });
    }
  }
  return settled;
}

/**
 * One run of the monthly renewals (`services/monthly-gifts.ts`): each month that is due is charged
 * with its saved method and settled here like any gift, which moves its monthly gift on. Safe to
 * run on several instances at once, and again after a crash.
 */
export function chargeDueMonths(deps: AppDeps, limit = 20): Promise<RenewalsRun> {
  return runDueRenewals(
    deps,
    (row, payment) => applyProviderPayment(deps, row.id, payment),
    (row) => settleFromProvider(deps, row),
    limit,
  );
}
