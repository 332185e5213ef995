import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { signIn } from './support/dashboard';
import { DEMO } from './support/demo-accounts';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { dashboardText, publicSiteText } from './support/messages';
import { e2eServer } from './support/server-environment';

/*
 * The demo's payments go to the built-in test provider: no card is charged, and everything that could
 * be taken for real money says so. Every page of the public site carries the notice, the staff's
 * screens of money a line, and a receipt mailed for a gift a line in its language.
 */

test('every page of the demo’s public site says no money is taken', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  for (const path of ['/', '/events', '/prayer-times', '/statement']) {
    await page.goto(`${e2eServer.publicUrl}${path}`);
    const notice = page.getByRole('complementary', {
      name: publicSiteText('en', 'layout.testPayments.label'),
    });
    await expect(notice, `the notice on ${path}`).toHaveText(publicSiteText('en', 'layout.testPayments'));
    await expect(notice).toBeInViewport();
  }
});

test('the staff’s donations screen of the demo says no money is taken', async ({ page }) => {
  await signIn(page, DEMO.admin.email, DEMO.admin.password);
  // The dashboard opens in Polish, its first language.
  await page.goto('/dashboard/Donations');
  await expect(page.getByText(dashboardText('pl', 'app.testPayments'), { exact: true })).toBeVisible();
});

/** The mails' own words (apps/server/src/mail/messages). */
const mailText = (locale: 'en' | 'ar' | 'pl', id: string): string =>
  (
    JSON.parse(
      readFileSync(
        resolve(import.meta.dirname, `../../apps/server/src/mail/messages/${locale}.json`),
        'utf8',
      ),
    ) as Record<string, string>
  )[id] ?? '';

/** A mail server on loopback, keeping every mail it is given, raw. */
async function startMailServer() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((done) => smtp.close(() => done())) };
}

test.describe('a gift of the demo, mailed', () => {
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let server: ExtraServer;

  test.beforeAll(async () => {
    // The suite's server prints its mails without their words; this one hands them to a mail server.
    mail = await startMailServer();
    server = await startExtraServer({ SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  test('its receipt says, in the donor’s language, that it was a test payment and no money was taken', async ({
    request,
  }) => {
    const campaigns = (await (
      await request.get(`${server.apiUrl}/customized_categories/?page=1&per_page=1`)
    ).json()) as { items: Array<{ id: number }> };
    const email = `test-payment-${Date.now()}@example.org`;
    const answer = await request.post(`${server.apiUrl}/donations`, {
      headers: { 'accept-language': 'pl' },
      data: {
        payment_method: '4242424242424242',
        amount: 25,
        category_id: campaigns.items[0]?.id,
        donor_name: 'Anna Kowalska',
        donor_email: email,
        is_anonymous: false,
        idempotency_key: `test-payment-${Date.now()}`,
      },
    });
    expect(answer.status()).toBe(201);

    await expect
      .poll(() => mail.received.filter((each) => each.to.includes(email)).length, { timeout: 15_000 })
      .toBe(1);
    const receipt = await simpleParser(mail.received.find((each) => each.to.includes(email))?.raw ?? '');
    expect(receipt.subject).toBe(mailText('pl', 'receipt.subject'));
    expect(receipt.text).toContain(mailText('pl', 'testPayment'));
    expect(receipt.html || '').toContain(mailText('pl', 'testPayment'));
  });
});
