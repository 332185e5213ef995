import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { verificationMail } from '../../services/outbox';
import { createStripePaymentProvider } from '../../services/payments';
import { createSmtpTransport } from '../../services/smtp-transport';
import { insertCategory } from '../../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';
import { type Received, startSmtpServer } from '../../test/smtp';

/*
 * The Mosque settings page's status calls: administrators only, and what they say about payments and
 * mail is what the server runs with; a key or a secret is never in an answer.
 */
type Caller = 'imam' | 'parent' | 'admin';

async function tokensOf(server: TestServer): Promise<Record<Caller, string>> {
  const tokens = {} as Record<Caller, string>;
  for (const role of ['imam', 'parent', 'admin'] as const)
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  return tokens;
}

describe('who may read the status', () => {
  let server: TestServer;
  let tokens: Record<Caller, string>;
  beforeAll(async () => {
    server = await createTestServer();
    tokens = await tokensOf(server);
  });
  afterAll(() => server.close());

  for (const path of ['/api/admin/status/payments', '/api/admin/status/mail']) {
    it(`answers GET ${path} to an administrator alone`, async () => {
      expect((await call(server, 'GET', path)).status).toBe(401);
      expect((await call(server, 'GET', path, { token: tokens.imam })).status).toBe(403);
      expect((await call(server, 'GET', path, { token: tokens.parent })).status).toBe(403);
      expect((await call(server, 'GET', path, { token: tokens.admin })).status).toBe(200);
    });
  }
});

describe('the payments status', () => {
  it('names the built-in test provider, its webhook secret set, and the last webhook event it took', async () => {
    const server = await createTestServer({ deliverWebhooks: true });
    try {
      const { admin } = await tokensOf(server);
      const before = await call(server, 'GET', '/api/admin/status/payments', { token: admin });
      expect(before.body).toEqual({
        provider: 'test',
        mode: 'test',
        webhook_configured: true,
        last_webhook: null,
      });
      const category = await insertCategory(server);
      const gift = await call(server, 'POST', '/api/donations', {
        body: {
          payment_method: 'pm_card_visa',
          amount: 25,
          category_id: category.id,
          donor_name: 'Anna Kowalska',
          donor_email: 'anna.status@example.org',
          is_anonymous: false,
          idempotency_key: 'status-webhook-gift-1',
        },
      });
      expect(gift.status).toBe(201);
      await server.webhooks?.idle();
      const after = await call(server, 'GET', '/api/admin/status/payments', { token: admin });
      // The gift's events (created, succeeded) arrive at the same instant of the test's clock.
      expect(after.body).toMatchObject({
        last_webhook: {
          received_at: server.clock.now.toISOString(),
          type: expect.stringMatching(/^payment_intent\./),
        },
      });
    } finally {
      await server.close();
    }
  });

  it("tells Stripe's live keys from its test keys, and a missing webhook secret, without a key in the answer", async () => {
    const secretKey = 'sk_live_statusSecret0123456789';
    const server = await createTestServer({
      payments: createStripePaymentProvider(secretKey, 'pk_live_statusPublishable0123', {}),
      paymentWebhookSecret: null,
    });
    try {
      const { admin } = await tokensOf(server);
      const answer = await call(server, 'GET', '/api/admin/status/payments', { token: admin });
      expect(answer.body).toEqual({
        provider: 'stripe',
        mode: 'live',
        webhook_configured: false,
        last_webhook: null,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/sk_live|pk_live|whsec/);
    } finally {
      await server.close();
    }
  });
});

describe('the mail status', () => {
  it('says mail goes only to the log when no mail server is set, with nothing waiting', async () => {
    const server = await createTestServer();
    try {
      const { admin } = await tokensOf(server);
      await server.deps.outbox.send(verificationMail('kept@example.org', '123456'));
      const answer = await call(server, 'GET', '/api/admin/status/mail', { token: admin });
      expect(answer.body).toEqual({
        transport: 'log',
        from: null,
        pending: 0,
        failed: 0,
        last_failure: null,
      });
    } finally {
      await server.close();
    }
  });

  it('counts what a mail server refused, names the newest refusal in short, and lists those failures', async () => {
    const received: Received[] = [];
    const smtp = await startSmtpServer(received);
    // A mail server that took mail once and is now gone: its port answers nothing.
    const port = smtp.port;
    await smtp.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Centre <no-reply@centre.test>', {
      timeoutMs: 2_000,
    });
    const server = await createTestServer({ mail: transport });
    try {
      const { admin } = await tokensOf(server);
      await server.deps.outbox.send(verificationMail('first@example.org', '111111'));
      for (let drain = 1; drain < MAX_DELIVERY_ATTEMPTS; drain += 1) await server.deps.outbox.drain();
      // Sending tries at once: the second mail's refusal is the newest.
      const refusedFrom = Date.now();
      await server.deps.outbox.send(verificationMail('second@example.org', '222222'));
      const refusedTo = Date.now();
      // Both queued a day ago: the status dates the refusal by the attempt, not by the queueing.
      const queuedAt = new Date(refusedFrom - 24 * 60 * 60 * 1000);
      await server.deps.db.update(outboxEmails).set({ createdAt: queuedAt });
      const answer = await call(server, 'GET', '/api/admin/status/mail', { token: admin });
      expect(answer.body).toMatchObject({
        transport: 'smtp',
        from: 'no-reply@centre.test',
        pending: 1,
        failed: 1,
        last_failure: {
          kind: 'verify',
          status: 'pending',
          queued_at: expect.any(String),
          error: expect.stringContaining('ECONNREFUSED'),
        },
      });
      const { last_failure } = answer.body as {
        last_failure: { error: string; queued_at: string; refused_at: string };
      };
      expect(last_failure.queued_at).toBe(queuedAt.toISOString());
      const refusedAt = Date.parse(last_failure.refused_at);
      expect(refusedAt).toBeGreaterThanOrEqual(refusedFrom);
      expect(refusedAt).toBeLessThanOrEqual(refusedTo);
      expect(last_failure.error.length).toBeLessThanOrEqual(160);
      expect(last_failure.error).not.toContain('\n');
      const failures = await call(server, 'GET', '/api/admin/mails?status=failed', { token: admin });
      expect((failures.body as { data: { to: string; status: string }[] }).data).toEqual([
        expect.objectContaining({ to: 'first@example.org', status: 'failed' }),
      ]);
      const refused = await call(server, 'GET', '/api/admin/mails?status=bounced', { token: admin });
      expect(refused.status).toBe(422);
    } finally {
      transport.close();
      await server.close();
    }
  });
});
