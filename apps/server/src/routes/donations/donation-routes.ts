import type { Donation } from '@minbar/api/schemas/donations';
import {
  type DonationHistoryFilter,
  donationHistoryQuerySchema,
  donationPaymentRequestSchema,
  donationReceiptQuerySchema,
  refundRequestSchema,
  zakatRequestSchema,
} from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { takesMonthlyGifts } from '@minbar/domain/donations/monthly';
import { type DonationRequest, dedicationOf, donorDisplayName } from '@minbar/domain/donations/payment';
import { checkRefund } from '@minbar/domain/donations/refund';
import { calculateZakat, nisabFor } from '@minbar/domain/donations/zakat';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { donationCategories, donations } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, clientAddress, requestLanguage, requireUser } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { PUBLIC_CONFIG_CACHE_CONTROL } from '../../http/public-cache';
import { validate } from '../../http/validation';
import {
  applyProviderPayment,
  applyRefunded,
  categoryNameColumn,
  type DonationRow,
  recordStaffRefund,
  type Settled,
  sendRefundNotice,
  settleFromProvider,
} from '../../services/donation-settlement';
import { requestFingerprint } from '../../services/idempotency';
import { openMonthlyGift } from '../../services/monthly-gifts';
import { newPageToken, pageTokenMatches } from '../../services/page-tokens';
import { PaymentOutcomeUnknown, RefundRefused, toMinorUnits } from '../../services/payments';
import { CATEGORY_DETAIL, pageOf } from './category-store';
import { readNisabSettings } from './nisab-store';

/**
 * What the donor's browser does next: nothing (settled or processing), go to the bank's page
 * (`redirect_url`), or confirm in the page with Stripe.js (`client_secret`).
 */
function nextStepOf(settled: Settled) {
  const awaiting = settled.row.status === 'pending' && settled.payment?.status === 'requires_action';
  return {
    client_secret: awaiting ? (settled.payment?.clientSecret ?? null) : null,
    redirect_url: awaiting ? (settled.payment?.redirectUrl ?? null) : null,
  };
}

export const DONATION_DETAIL = {
  keyReused: 'This idempotency key was used for another payment',
  paymentFailed: 'Payment failed',
  outcomeUnknown:
    'The payment service did not answer, so whether this payment went through is not known yet. Try again: the same payment is never taken twice.',
  nisabUnknown: 'No nisab is set for this currency',
  notFound: 'Donation not found',
  notRefundable: 'Only a received gift can be refunded',
  refundTooLarge: 'More than is left of this gift was asked to be refunded',
  refundedMeanwhile:
    'This gift was already refunded (another refund was made at the same time): nothing more was given back',
  refundUnknown:
    'The payment service did not answer, so whether the refund went through is not known yet. Try again: the same refund is never made twice.',
  notMonthly: 'This cause takes one-time gifts only',
  thanked: 'Thank you for your donation',
  awaitingDonor: 'The payment waits for the donor to confirm it',
} as const;

/** Which gift states each filter of the staff's history shows. */
const HISTORY_STATES: Record<DonationHistoryFilter, string[]> = {
  received: ['succeeded', 'refunded', 'disputed'],
  succeeded: ['succeeded'],
  refunded: ['refunded'],
  disputed: ['disputed'],
  pending: ['pending', 'processing'],
  failed: ['failed'],
};

/** A gift as the staff's history shows it: an anonymous donor's name is never sent. */
function historyItem(
  row: Pick<
    DonationRow,
    | 'id'
    | 'donorName'
    | 'isAnonymous'
    | 'dedication'
    | 'createdAt'
    | 'amount'
    | 'currency'
    | 'status'
    | 'refundedAmount'
    | 'method'
    | 'frequency'
    | 'attentionReason'
  >,
  categoryName: string,
) {
  return {
    id: row.id,
    donor_name: donorDisplayName({ donor_name: row.donorName, is_anonymous: row.isAnonymous }),
    is_anonymous: row.isAnonymous,
    dedication: row.dedication,
    category_name: categoryName,
    date: row.createdAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    refunded_amount: row.refundedAmount,
    method: row.method,
    frequency: row.frequency,
    needs_attention: row.attentionReason !== null,
  };
}

function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    category_id: row.categoryId,
    amount: row.amount,
    currency: row.currency,
    frequency: row.frequency,
    status: row.status,
    date: row.createdAt.toISOString(),
  };
}

/** What makes two requests the same payment: a key sent again with anything else is refused. */
function digestOf(payment: DonationRequest): string {
  // The currency is always the centre's (the schema refuses any other), so it is no part of the digest.
  const { idempotency_key: _key, currency: _currency, ...rest } = payment;
  return requestFingerprint(rest);
}

/**
 * Records a payment attempt under its idempotency key, as pending, in one short transaction: the
 * key's advisory lock makes concurrent requests with the same key wait, and the second finds the
 * first's row. Nothing is charged here: the provider is called after the transaction, never while a
 * lock is held (docs/decisions/0024).
 */
async function openAttempt(deps: AppDeps, payment: DonationRequest, language: FatwaLanguage) {
  const digest = digestOf(payment);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${payment.idempotency_key}))`);
    const [existing] = await tx
      .select()
      .from(donations)
      .where(eq(donations.idempotencyKey, payment.idempotency_key));
    if (existing) {
      if (existing.requestDigest !== digest) throw new Problem(409, DONATION_DETAIL.keyReused);
      return { row: existing, opened: false };
    }
    const [category] = await tx
      .select({
        id: donationCategories.id,
        isAvailable: donationCategories.isAvailable,
        nameEn: donationCategories.nameEn,
        paymentType: donationCategories.paymentType,
      })
      .from(donationCategories)
      .where(eq(donationCategories.id, payment.category_id));
    if (!category) throw new Problem(404, CATEGORY_DETAIL.notFound);
    if (!category.isAvailable) throw new Problem(409, CATEGORY_DETAIL.notAvailable);
    const monthly = payment.frequency === 'monthly';
    if (monthly && !takesMonthlyGifts({ payment_type: category.paymentType }))
      throw new Problem(409, DONATION_DETAIL.notMonthly);
    const donor = {
      categoryId: category.id,
      categoryName: category.nameEn,
      amount: payment.amount,
      currency: CENTRE_CURRENCY,
      donorName: payment.donor_name,
      donorEmail: payment.donor_email,
      isAnonymous: payment.is_anonymous,
      showAmount: payment.show_amount,
      dedication: dedicationOf(payment.dedication),
      language,
      provider: deps.payments.name,
      createdAt: deps.now(),
    };
    // A monthly gift is set up with its first gift, and charges only once that gift is paid.
    const monthlyGiftId = monthly ? await openMonthlyGift(tx, donor) : null;
    const [row] = await tx
      .insert(donations)
      .values({
        ...donor,
        idempotencyKey: payment.idempotency_key,
        requestDigest: digest,
        frequency: payment.frequency,
        status: 'pending',
        viewToken: newPageToken(),
        monthlyGiftId,
        monthlyPeriod: monthly ? 0 : null,
      })
      .returning();
    return { row: row!, opened: true };
  });
}

/**
 * Pays an attempt that is not settled yet: a new one is created at the provider; one seen before
 * (the donor's retry after a lost answer) is asked for again under the same key, which the provider
 * answers with the same payment, never a second one. No answer leaves it pending.
 */
async function payAttempt(deps: AppDeps, row: DonationRow, payment: DonationRequest): Promise<Settled> {
  if (!['pending', 'processing'].includes(row.status)) return { row, succeededNow: false, payment: null };
  try {
    const known = row.providerReference ? await settleFromProvider(deps, row) : null;
    if (known) return known;
    const answer = await deps.payments.createPayment({
      amountMinor: toMinorUnits(row.amount, row.currency),
      currency: row.currency,
      paymentMethod: payment.payment_method ?? null,
      idempotencyKey: row.idempotencyKey,
      description: `Donation: ${row.categoryName}`,
      receiptEmail: row.donorEmail,
      metadata: { kind: 'donation', donation_id: String(row.id) },
      // A monthly gift's first: the method is kept for the months after.
      ...(row.frequency === 'monthly' ? { recurring: { kind: 'save' as const } } : {}),
    });
    return await applyProviderPayment(deps, row.id, answer);
  } catch (error) {
    if (error instanceof PaymentOutcomeUnknown) {
      deps.log(`donation ${row.id}: ${error.message}`);
      throw new Problem(503, DONATION_DETAIL.outcomeUnknown);
    }
    throw error;
  }
}

/** Giving and its payment page's settings (public), the zakat calculator (public) and the history of gifts (admin: donors are personal data). */
export function donationRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);

  return new Hono<AppEnv>()
    .post('/donations', validate('json', donationPaymentRequestSchema), async (c) => {
      // Counted before the attempt is recorded or the provider called: a card-testing script is
      // stopped at its address, never at the provider.
      await countAttempt([[deps.limits.paymentPerAddress, clientAddress(c, deps.trustProxy)]]);
      const payment = c.req.valid('json');
      const { row: opened, opened: isNew } = await openAttempt(deps, payment, requestLanguage(c));
      const settled = await payAttempt(deps, opened, payment);
      const { row } = settled;
      if (row.status === 'failed')
        throw new Problem(402, row.failureMessage ?? DONATION_DETAIL.paymentFailed);
      const next = nextStepOf(settled);
      const body = {
        message:
          next.client_secret || next.redirect_url ? DONATION_DETAIL.awaitingDonor : DONATION_DETAIL.thanked,
        donation: toDonation(row),
        // The thank-you page's address carries it: the gift as the server knows it, after any reload.
        receipt_token: row.viewToken,
        next,
      };
      // Pending or processing: the donor's step, then the provider, report its end (a webhook, the
      // donor's return to the thank-you page, or the sweep).
      if (row.status === 'processing' || row.status === 'pending') return c.json(body, 202);
      return c.json(body, isNew ? 201 : 200);
    })
    .get(
      '/donations/:id/receipt',
      validate('param', idParamSchema),
      validate('query', donationReceiptQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { token } = c.req.valid('query');
        const [found] = await deps.db.select().from(donations).where(eq(donations.id, id));
        if (!found || !pageTokenMatches(found.viewToken, token))
          throw new Problem(404, DONATION_DETAIL.notFound);
        let row = found;
        // The donor is back from their bank or the Payment Element: the provider is asked, so the page
        // says what happened even before (or without) the webhook.
        if (['pending', 'processing'].includes(row.status)) {
          try {
            row = (await settleFromProvider(deps, row))?.row ?? row;
          } catch (error) {
            if (!(error instanceof PaymentOutcomeUnknown)) throw error;
            deps.log(`donation ${row.id}: ${error.message}`);
          }
        }
        const language = requestLanguage(c);
        const [category] = row.categoryId
          ? await deps.db
              .select({ localName: categoryNameColumn[language] })
              .from(donationCategories)
              .where(eq(donationCategories.id, row.categoryId))
          : [];
        return c.json({
          id: row.id,
          category_id: row.categoryId,
          category_name: category?.localName || row.categoryName,
          amount: row.amount,
          currency: row.currency,
          status: row.status,
          refunded_amount: row.refundedAmount,
          method: row.method,
          donor_email: row.donorEmail,
          date: row.createdAt.toISOString(),
          frequency: row.frequency,
        });
      },
    )
    .get('/donations-history/', admin, validate('query', donationHistoryQuerySchema), async (c) => {
      const { page, per_page, status } = c.req.valid('query');
      const shown = inArray(donations.status, HISTORY_STATES[status]);
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({
            id: donations.id,
            donorName: donations.donorName,
            isAnonymous: donations.isAnonymous,
            dedication: donations.dedication,
            categoryName: donations.categoryName,
            localName: categoryNameColumn[requestLanguage(c)],
            createdAt: donations.createdAt,
            amount: donations.amount,
            currency: donations.currency,
            status: donations.status,
            refundedAmount: donations.refundedAmount,
            method: donations.method,
            frequency: donations.frequency,
            attentionReason: donations.attentionReason,
          })
          .from(donations)
          .leftJoin(donationCategories, eq(donationCategories.id, donations.categoryId))
          .where(shown)
          .orderBy(desc(donations.createdAt), desc(donations.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        deps.db.select({ value: count() }).from(donations).where(shown),
      ]);
      const items = rows.map((row) => historyItem(row, row.localName || row.categoryName));
      return c.json(pageOf(items, total?.value ?? 0, page, per_page));
    })
    .post(
      '/donations/:id/refund',
      admin,
      validate('param', idParamSchema),
      validate('json', refundRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const refund = c.req.valid('json');
        const [row] = await deps.db.select().from(donations).where(eq(donations.id, id));
        if (!row) throw new Problem(404, DONATION_DETAIL.notFound);
        if (row.status !== 'succeeded' || !row.providerReference)
          throw new Problem(409, DONATION_DETAIL.notRefundable);
        const check = checkRefund({ amount: row.amount, refunded_amount: row.refundedAmount }, refund.amount);
        if (!check.ok) throw new Problem(409, DONATION_DETAIL.refundTooLarge);
        // The staff's key for this refund: sent again (a double click, a retry after a lost answer),
        // the provider answers the same refund and gives the money back once.
        const key = `refund-${row.id}-${refund.idempotency_key}`;
        let payment: Awaited<ReturnType<typeof deps.payments.refundPayment>>;
        try {
          payment = await deps.payments.refundPayment(
            row.providerReference,
            toMinorUnits(check.amount, row.currency),
            key,
          );
        } catch (error) {
          if (error instanceof PaymentOutcomeUnknown) throw new Problem(503, DONATION_DETAIL.refundUnknown);
          if (error instanceof RefundRefused) {
            // Another refund got there first: the gift is brought up to what the provider says, and
            // staff are told, instead of a second refund.
            try {
              await applyRefunded(deps, row.id, await deps.payments.retrievePayment(row.providerReference));
            } catch (retrieving) {
              if (!(retrieving instanceof PaymentOutcomeUnknown)) throw retrieving;
            }
            throw new Problem(409, DONATION_DETAIL.refundedMeanwhile);
          }
          throw error;
        }
        await applyRefunded(deps, row.id, payment, actingOf(c, deps, 'refund'));
        const { row: latest, untold } = await recordStaffRefund(deps, row.id, {
          reason: refund.reason,
          by: c.get('user').id,
          acting: actingOf(c, deps, 'refund'),
        });
        // The donor hears of each refund once, whichever request or webhook recorded its money.
        if (untold > 0) await sendRefundNotice(deps, latest, untold, refund.reason);
        const [category] = row.categoryId
          ? await deps.db
              .select({ localName: categoryNameColumn[requestLanguage(c)] })
              .from(donationCategories)
              .where(eq(donationCategories.id, row.categoryId))
          : [];
        return c.json(historyItem(latest, category?.localName || latest.categoryName));
      },
    )
    .get('/payments/config', (c) =>
      c.json(deps.payments.pageConfig, 200, {
        'Cache-Control': PUBLIC_CONFIG_CACHE_CONTROL,
        Vary: 'Accept-Encoding',
      }),
    )
    .post('/zakat/calculate', validate('json', zakatRequestSchema), async (c) => {
      const { currency, basis, ...holdings } = c.req.valid('json');
      const nisab = nisabFor(currency, await readNisabSettings(deps.db));
      if (!nisab) throw new Problem(422, DONATION_DETAIL.nisabUnknown);
      // Both metals' prices are stored, so a donor's other basis is worked out from the same figures.
      return c.json(calculateZakat(holdings, nisab, basis));
    });
}
