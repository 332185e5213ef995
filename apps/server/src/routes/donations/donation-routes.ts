import { createHash } from 'node:crypto';
import { pageQuerySchema } from '@minbar/api/schemas/common';
import type { Donation } from '@minbar/api/schemas/donations';
import { donationPaymentRequestSchema, zakatRequestSchema } from '@minbar/api/schemas/donations';
import { DONATION_CURRENCY } from '@minbar/domain/donations/amount';
import { type DonationRequest, donorDisplayName } from '@minbar/domain/donations/payment';
import { calculateZakat, type Nisab, type NisabBasis, nisabFor } from '@minbar/domain/donations/zakat';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { donationCategories, donations, nisabSettings } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { receiptMail } from '../../services/outbox';
import { CATEGORY_DETAIL, pageOf } from './category-store';

export const DONATION_DETAIL = {
  keyReused: 'This idempotency key was used for another payment',
  paymentFailed: 'Payment failed',
  nisabUnknown: 'No nisab is set for this currency',
} as const;

type DonationRow = typeof donations.$inferSelect;

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
  const { idempotency_key: _key, ...rest } = payment;
  const ordered = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** The amount as the donor reads it in their language, with Latin digits in all three. */
function formatAmount(amount: number, currency: string, language: FatwaLanguage): string {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language;
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

const categoryNameColumn = {
  en: donationCategories.nameEn,
  ar: donationCategories.nameAr,
  pl: donationCategories.namePl,
} as const;

/**
 * Records one payment attempt under its idempotency key. The key's advisory lock makes concurrent
 * requests with the same key wait for the first, which charges and records; the others then find its
 * row and answer the same way, so a key is charged once. The category's collected amount grows in the
 * same transaction as the gift is recorded. The provider is called inside the transaction, so a
 * crash after the charge leaves no row, and the client's retry with the same key reaches the
 * provider's idempotency instead of a second charge.
 */
async function recordPayment(deps: AppDeps, payment: DonationRequest, language: FatwaLanguage) {
  const digest = digestOf(payment);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${payment.idempotency_key}))`);
    const [existing] = await tx
      .select()
      .from(donations)
      .where(eq(donations.idempotencyKey, payment.idempotency_key));
    if (existing) {
      if (existing.requestDigest !== digest) throw new Problem(409, DONATION_DETAIL.keyReused);
      return { row: existing, replayed: true, categoryName: existing.categoryName };
    }
    const [category] = await tx
      .select({
        id: donationCategories.id,
        isAvailable: donationCategories.isAvailable,
        nameEn: donationCategories.nameEn,
        localName: categoryNameColumn[language],
      })
      .from(donationCategories)
      .where(eq(donationCategories.id, payment.category_id));
    if (!category) throw new Problem(404, CATEGORY_DETAIL.notFound);
    if (!category.isAvailable) throw new Problem(409, CATEGORY_DETAIL.notAvailable);
    const outcome = await deps.payments.charge({
      amount: payment.amount,
      currency: DONATION_CURRENCY,
      paymentMethod: payment.payment_method,
      idempotencyKey: payment.idempotency_key,
      description: `Donation: ${category.nameEn}`,
      receiptEmail: payment.donor_email,
    });
    const [row] = await tx
      .insert(donations)
      .values({
        idempotencyKey: payment.idempotency_key,
        requestDigest: digest,
        categoryId: category.id,
        categoryName: category.nameEn,
        amount: payment.amount,
        currency: DONATION_CURRENCY,
        frequency: payment.frequency,
        donorName: payment.donor_name,
        donorEmail: payment.donor_email,
        isAnonymous: payment.is_anonymous,
        language,
        status: outcome.status,
        provider: deps.payments.name,
        providerReference: outcome.status === 'succeeded' ? outcome.reference : null,
        failureMessage: outcome.status === 'declined' ? outcome.message : null,
        createdAt: deps.now(),
      })
      .returning();
    if (outcome.status === 'succeeded') {
      await tx
        .update(donationCategories)
        .set({ currentAmount: sql`${donationCategories.currentAmount} + ${payment.amount}` })
        .where(eq(donationCategories.id, category.id));
    }
    return { row: row!, replayed: false, categoryName: category.localName || category.nameEn };
  });
}

/** The nisab figures staff have set, by currency. */
async function nisabSettingsOf(deps: AppDeps): Promise<Nisab[]> {
  const rows = await deps.db.select().from(nisabSettings);
  return rows.map((row) => ({
    currency: row.currency,
    amount: row.amount,
    basis: row.basis as NisabBasis,
    as_of: row.asOf,
  }));
}

/** Giving and its payment page's settings (public), the zakat calculator (public) and the history of gifts (admin: donors are personal data). */
export function donationRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ['admin']);

  return new Hono<AppEnv>()
    .post('/donations', validate('json', donationPaymentRequestSchema), async (c) => {
      const payment = c.req.valid('json');
      const language = requestLanguage(c);
      const { row, replayed, categoryName } = await recordPayment(deps, payment, language);
      if (row.status !== 'succeeded')
        throw new Problem(402, row.failureMessage ?? DONATION_DETAIL.paymentFailed);
      if (!replayed) {
        const details = {
          donorName: row.donorName,
          amount: formatAmount(row.amount, row.currency, language),
          categoryName,
          donationId: row.id,
        };
        // The gift is recorded and charged: a mail server's failure must not turn it into an error.
        await deps.outbox
          .send(receiptMail(row.donorEmail, details, language))
          .catch((error: unknown) => deps.log(`receipt for donation ${row.id} not queued: ${String(error)}`));
      }
      return c.json(
        { message: 'Thank you for your donation', donation: toDonation(row) },
        replayed ? 200 : 201,
      );
    })
    .get('/donations-history/', admin, validate('query', pageQuerySchema), async (c) => {
      const { page, per_page } = c.req.valid('query');
      const succeeded = eq(donations.status, 'succeeded');
      const [rows, [total]] = await Promise.all([
        deps.db
          .select({
            id: donations.id,
            donorName: donations.donorName,
            isAnonymous: donations.isAnonymous,
            categoryName: donations.categoryName,
            localName: categoryNameColumn[requestLanguage(c)],
            createdAt: donations.createdAt,
            amount: donations.amount,
            currency: donations.currency,
          })
          .from(donations)
          .leftJoin(donationCategories, eq(donationCategories.id, donations.categoryId))
          .where(and(succeeded))
          .orderBy(desc(donations.createdAt), desc(donations.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        deps.db.select({ value: count() }).from(donations).where(succeeded),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        donor_name: donorDisplayName({ donor_name: row.donorName, is_anonymous: row.isAnonymous }),
        is_anonymous: row.isAnonymous,
        category_name: row.localName || row.categoryName,
        date: row.createdAt.toISOString(),
        amount: row.amount,
        currency: row.currency,
      }));
      return c.json(pageOf(items, total?.value ?? 0, page, per_page));
    })
    .get('/payments/config', (c) => c.json(deps.payments.pageConfig))
    .post('/zakat/calculate', validate('json', zakatRequestSchema), async (c) => {
      const { total_savings, currency } = c.req.valid('json');
      const nisab = nisabFor(currency, await nisabSettingsOf(deps));
      if (!nisab) throw new Problem(422, DONATION_DETAIL.nisabUnknown);
      return c.json(calculateZakat(total_savings, nisab));
    });
}
