import {
  type TestBankPayment as TestBankAnswer,
  type TestBankPurposeKind,
  testBankAnswerSchema,
} from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { donationCategories, donations, monthlyGifts } from '../../db/schema-donations';
import { eventRegistrations, events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { chargeDueMonths } from '../../services/donation-settlement';
import type { PaymentProvider } from '../../services/payments';
import type { TestBankPayment, TestPaymentProvider } from '../../services/test-payment-provider';

export const TEST_BANK_DETAIL = {
  notFound: 'No such test payment',
  noMonthlyGift: 'No monthly gift that still charges by that id, or payments are not the test provider',
} as const;

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'authorize' in provider;
}

const CATEGORY_NAME = {
  en: donationCategories.nameEn,
  ar: donationCategories.nameAr,
  pl: donationCategories.namePl,
} as const;
const EVENT_NAME = { en: events.eventNameEn, ar: events.eventNameAr, pl: events.eventNamePl } as const;

/**
 * What a payment is for, named in the page's language: the gift's category (its English name, then
 * the name it had when given, when the page's is blank or the category is gone) or the booked event.
 * Null when the payment names no record of ours that is still there.
 */
async function purposeOf(
  deps: AppDeps,
  metadata: Record<string, string>,
  language: FatwaLanguage,
): Promise<{ kind: TestBankPurposeKind; name: string } | null> {
  const id = Number(metadata.donation_id ?? metadata.registration_id);
  if (!Number.isSafeInteger(id)) return null;
  if (metadata.kind === 'donation') {
    const [row] = await deps.db
      .select({
        name: CATEGORY_NAME[language],
        english: donationCategories.nameEn,
        given: donations.categoryName,
        frequency: donations.frequency,
      })
      .from(donations)
      .leftJoin(donationCategories, eq(donationCategories.id, donations.categoryId))
      .where(eq(donations.id, id));
    if (!row) return null;
    return {
      kind: row.frequency === 'monthly' ? 'monthly' : 'donation',
      name: row.name || row.english || row.given,
    };
  }
  if (metadata.kind === 'booking') {
    const [row] = await deps.db
      .select({ name: EVENT_NAME[language], english: events.eventNameEn })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(eq(eventRegistrations.id, id));
    return row ? { kind: 'booking', name: row.name || row.english } : null;
  }
  return null;
}

/** The bank page's view of a payment, with what it is for in the request's language. */
async function bankAnswer(
  deps: AppDeps,
  payment: TestBankPayment,
  language: FatwaLanguage,
): Promise<TestBankAnswer> {
  const { metadata, ...shown } = payment;
  return { ...shown, purpose: await purposeOf(deps, metadata, language) };
}

const paymentIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^pi_[A-Za-z0-9_-]{1,120}$/)) });

/**
 * The test provider's bank (public, and only while the test provider takes payments; 404 with
 * Stripe): the page a card asking for 3-D Secure sends the donor to reads the payment and answers
 * Approve or Fail; it says what is paid for in the page's language (the category's or the event's
 * name, which the page puts in its own words). Like a real bank it tells the provider only: our
 * record learns the outcome from the provider's webhook or when the donor comes back to the
 * thank-you page.
 */
export function testBankRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/payments/test/:id', validate('param', paymentIdSchema), async (c) => {
      const provider = deps.payments;
      const payment = isTestPaymentProvider(provider) ? provider.bankPayment(c.req.valid('param').id) : null;
      if (!payment) throw new Problem(404, TEST_BANK_DETAIL.notFound);
      return c.json(await bankAnswer(deps, payment, requestLanguage(c)));
    })
    .post(
      '/payments/test/:id/authorize',
      validate('param', paymentIdSchema),
      validate('json', testBankAnswerSchema),
      async (c) => {
        const provider = deps.payments;
        const { id } = c.req.valid('param');
        if (!isTestPaymentProvider(provider) || !provider.bankPayment(id))
          throw new Problem(404, TEST_BANK_DETAIL.notFound);
        await provider.authorize(id, c.req.valid('json').approve);
        const answered = provider.bankPayment(id);
        if (!answered) throw new Problem(404, TEST_BANK_DETAIL.notFound);
        return c.json(await bankAnswer(deps, answered, requestLanguage(c)));
      },
    )
    .post(
      '/payments/test/monthly-gifts/:id/renew',
      requireUser(deps, ADMIN_ROLES),
      validate('param', idParamSchema),
      async (c) => {
        // The demo's month passes at once (admin only, the test provider only): the gift's next
        // payment falls due now and the renewals run, the same run the server makes every few minutes.
        const { id } = c.req.valid('param');
        const [due] = isTestPaymentProvider(deps.payments)
          ? await deps.db
              .update(monthlyGifts)
              .set({ nextChargeAt: deps.now(), claimedUntil: null })
              .where(and(eq(monthlyGifts.id, id), inArray(monthlyGifts.state, ['active', 'retrying'])))
              .returning({ id: monthlyGifts.id })
          : [];
        if (!due) throw new Problem(404, TEST_BANK_DETAIL.noMonthlyGift);
        return c.json({ charged: (await chargeDueMonths(deps)).tried });
      },
    );
}
