import { testBankAnswerSchema } from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { monthlyGifts } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { type AppEnv, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { chargeDueMonths } from '../../services/donation-settlement';
import type { PaymentProvider } from '../../services/payments';
import type { TestPaymentProvider } from '../../services/test-payment-provider';

export const TEST_BANK_DETAIL = {
  notFound: 'No such test payment',
  noMonthlyGift: 'No monthly gift that still charges by that id, or payments are not the test provider',
} as const;

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'authorize' in provider;
}

const paymentIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^pi_[A-Za-z0-9_-]{1,120}$/)) });

/**
 * The test provider's bank (public, and only while the test provider takes payments; 404 with
 * Stripe): the page a card asking for 3-D Secure sends the donor to reads the payment and answers
 * Approve or Fail. Like a real bank it tells the provider only: our record learns the outcome from
 * the provider's webhook or when the donor comes back to the thank-you page.
 */
export function testBankRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/payments/test/:id', validate('param', paymentIdSchema), (c) => {
      const provider = deps.payments;
      const payment = isTestPaymentProvider(provider) ? provider.bankPayment(c.req.valid('param').id) : null;
      if (!payment) throw new Problem(404, TEST_BANK_DETAIL.notFound);
      return c.json(payment);
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
        return c.json(provider.bankPayment(id));
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
