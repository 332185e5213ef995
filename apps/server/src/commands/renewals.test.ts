import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../db/schema-donations';
import { parseEnv } from '../env';
import { createTestPaymentProvider, TEST_CARDS } from '../services/test-payment-provider';
import { insertCategory } from '../test/donation-categories';
import { call, createTestServer, type TestServer } from '../test/harness';
import { chargeAllDueMonths, renewals, whyRenewalsCannotRun } from './renewals';

/*
 * `npm run renewals`: where it refuses to run (and why), and that one run charges every month that
 * is due, however many batches that takes, and nothing on a second run.
 */

describe('where the renewals command runs', () => {
  const folder = mkdtempSync(join(tmpdir(), 'minbar-renewals-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('refuses the embedded database, which the server alone opens, and opens nothing', async () => {
    const dataDir = join(folder, 'data');
    const said: string[] = [];
    const code = await renewals([], parseEnv({ MINBAR_DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_x' }), {
      out: (line) => said.push(line),
      err: (line) => said.push(line),
    });
    expect(code).toBe(2);
    expect(said.join('\n')).toMatch(/embedded database \(PGlite\).*\n.*every five minutes/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses the test provider, whose saved cards live in the running server', () => {
    const refusal = whyRenewalsCannotRun(parseEnv({ DATABASE_URL: 'postgres://localhost/minbar' }));
    expect(refusal).toMatch(/test provider/);
    expect(refusal).toMatch(/\/api\/payments\/test\/monthly-gifts\/\{id\}\/renew/);
  });

  it('runs with PostgreSQL and Stripe', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://localhost/minbar',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(whyRenewalsCannotRun(env)).toBeNull();
  });
});

describe('one run of the renewals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ payments: createTestPaymentProvider() });
  });
  afterAll(() => server.close());

  it('charges every due month batch after batch, and nothing when run again', async () => {
    server.clock.now = new Date('2026-07-03T10:00:00Z');
    const category = await insertCategory(server, { paymentType: 'Monthly' });
    for (let donor = 1; donor <= 5; donor += 1) {
      const answer = await call(server, 'POST', '/api/donations', {
        body: {
          payment_method: TEST_CARDS.succeeds,
          amount: 20 + donor,
          category_id: category.id,
          frequency: 'monthly',
          donor_name: `Donor ${donor}`,
          donor_email: `renewals-${donor}@example.org`,
          idempotency_key: `renewals-command-${donor}`,
        },
      });
      expect(answer.status).toBe(201);
    }

    server.clock.now = new Date('2026-08-03T10:00:00Z');
    // Batches of two: the run goes on until a batch finds fewer than it asked for.
    expect(await chargeAllDueMonths(server.deps, 2)).toBe(5);
    const months = await server.deps.db
      .select({ amount: donations.amount, status: donations.status })
      .from(donations)
      .where(eq(donations.monthlyPeriod, 1));
    expect(months.map((month) => [month.amount, month.status]).sort()).toEqual([
      [21, 'succeeded'],
      [22, 'succeeded'],
      [23, 'succeeded'],
      [24, 'succeeded'],
      [25, 'succeeded'],
    ]);
    expect(await chargeAllDueMonths(server.deps, 2)).toBe(0);
  });
});
