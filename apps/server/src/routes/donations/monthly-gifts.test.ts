import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { donations, monthlyGifts } from '../../db/schema-donations';
import { mailAmount, mailDate } from '../../mail/texts';
import { chargeDueMonths } from '../../services/donation-settlement';
import { signManageLink } from '../../services/monthly-gifts';
import {
  createTestPaymentProvider,
  TEST_BLIK_CODE,
  TEST_CARDS,
  type TestPaymentProvider,
} from '../../services/test-payment-provider';
import { insertCategory } from '../../test/donation-categories';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  startAnotherInstance,
  type TestServer,
} from '../../test/harness';
import { DONATION_DETAIL } from './donation-routes';
import { MONTHLY_DETAIL } from './monthly-gift-routes';

/*
 * Monthly gifts from their first gift to their end, with the clock moved rather than waited for:
 * each month charged on its day with the saved card and recorded as a gift, a refused month tried
 * again on the schedule and the donor told, the donor's link to change or stop it, the staff's list,
 * and a month charged once however many runs or instances try it.
 */

const PUBLIC_URL = 'https://centre.example.org';
const DAY = 86_400_000;

let server: TestServer;
let payments: TestPaymentProvider;
let adminToken: string;
let imamToken: string;
let donors = 0;

beforeAll(async () => {
  payments = createTestPaymentProvider();
  server = await createTestServer({ payments, publicUrl: PUBLIC_URL });
});
afterAll(() => server.close());

async function signInStaff() {
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  imamToken = (await signIn(server, await createAccount(server, { roles: ['imam'] }))).access_token;
}

const monthlyCategory = () =>
  insertCategory(server, { paymentType: 'Monthly', nameEn: 'School', nameAr: 'المدرسة', namePl: 'Szkoła' });

/** Sets up a monthly gift at the clock's time; answers the first gift's answer and the donor's address. */
async function giveMonthly(categoryId: number, change: Record<string, unknown> = {}) {
  donors += 1;
  const email = `monthly-${donors}@example.org`;
  const answer = await call(server, 'POST', '/api/donations', {
    headers: { 'accept-language': 'pl' },
    body: {
      payment_method: TEST_CARDS.succeeds,
      amount: 50,
      category_id: categoryId,
      frequency: 'monthly',
      donor_name: 'Anna Kowalska',
      donor_email: email,
      idempotency_key: `monthly-test-${donors}-${Date.now()}`,
      ...change,
    },
  });
  return { answer, email };
}

async function giftOf(email: string) {
  const [gift] = await server.deps.db.select().from(monthlyGifts).where(eq(monthlyGifts.donorEmail, email));
  if (!gift) throw new Error(`no monthly gift of ${email}`);
  return gift;
}

const giftsOf = (email: string) =>
  server.deps.db.select().from(donations).where(eq(donations.donorEmail, email)).orderBy(asc(donations.id));

/** What the provider charged to a donor's address: other tests' gifts fall due on the same clock. */
const chargesTo = (email: string) => payments.charges.filter((charge) => charge.receiptEmail === email);

/** Other tests' monthly gifts stop charging, so a fault a test arranges meets this donor's charge. */
async function onlyThisDonorCharges(email: string) {
  await server.deps.db
    .update(monthlyGifts)
    .set({ state: 'stopped', nextChargeAt: null })
    .where(and(ne(monthlyGifts.donorEmail, email), inArray(monthlyGifts.state, ['active', 'retrying'])));
}

const mailsTo = (email: string, kind?: string) =>
  server.deps.db
    .select()
    .from(outboxEmails)
    .where(kind ? and(eq(outboxEmails.to, email), eq(outboxEmails.kind, kind)) : eq(outboxEmails.to, email))
    .orderBy(asc(outboxEmails.id));

/** The management link's token in a mail's text. */
function tokenIn(body: string): string {
  const token = /\/monthly\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!token) throw new Error(`no management link in: ${body}`);
  return token;
}

const manage = (token: string, method = 'GET', body?: unknown, path = '') =>
  call(server, method, `/api/monthly-gifts/manage/${token}${path}`, {
    body,
    headers: { 'accept-language': 'pl' },
  });

describe('setting up a monthly gift', () => {
  it('pays the first gift, saves the card and mails a receipt with the next day and the link', async () => {
    server.clock.now = new Date('2026-01-31T10:00:00Z');
    const category = await monthlyCategory();
    const { answer, email } = await giveMonthly(category.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ donation: { frequency: 'monthly', status: 'succeeded' } });

    const gift = await giftOf(email);
    expect(gift).toMatchObject({
      state: 'active',
      period: 1,
      amount: 50,
      providerCustomer: expect.stringMatching(/^cus_test_/),
      providerPaymentMethod: expect.stringMatching(/^pm_test_/),
    });
    // January's 31st has no February match: February's last day, at the same time.
    expect(gift.nextChargeAt?.toISOString()).toBe('2026-02-28T10:00:00.000Z');

    const [receipt] = await mailsTo(email, 'receipt');
    expect(receipt?.body).toContain(mailDate('2026-02-28', 'pl'));
    expect(receipt?.body).toContain(`${PUBLIC_URL}/monthly/`);
    const read = await manage(tokenIn(receipt?.body ?? ''));
    expect(read).toMatchObject({
      status: 200,
      body: {
        category_name: 'Szkoła',
        amount: 50,
        state: 'active',
        next_charge_at: '2026-02-28T10:00:00.000Z',
        started_at: '2026-01-31T10:00:00.000Z',
        donor_email: email,
      },
    });
  });

  it('refuses a monthly gift to a cause that takes one-time gifts, and one paid by BLIK', async () => {
    const oneTime = await insertCategory(server, { paymentType: 'One Time' });
    const refused = await giveMonthly(oneTime.id);
    expect(refused.answer).toMatchObject({ status: 409, body: { detail: DONATION_DETAIL.notMonthly } });
    expect(await giftsOf(refused.email)).toEqual([]);

    const category = await monthlyCategory();
    const blik = await giveMonthly(category.id, { payment_method: `blik:${TEST_BLIK_CODE}` });
    expect(blik.answer.status).toBe(422);
    expect(JSON.stringify(blik.answer.body)).toContain('donation.monthly_needs_card');
  });

  it('never charges a monthly gift whose first gift was refused, nor lists it for the staff', async () => {
    server.clock.now = new Date('2026-01-10T10:00:00Z');
    const category = await monthlyCategory();
    const { answer, email } = await giveMonthly(category.id, { payment_method: TEST_CARDS.declined });
    expect(answer.status).toBe(402);
    expect((await giftOf(email)).state).toBe('setting_up');

    server.clock.now = new Date('2026-03-10T10:00:00Z');
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toEqual([]);

    await signInStaff();
    const list = await call(server, 'GET', `/api/categories/${category.id}/monthly-gifts`, {
      token: adminToken,
    });
    expect(list.body).toMatchObject({ items: [], total: 0, charging_count: 0, monthly_total: 0 });
  });
});

describe('the months after', () => {
  it('charges each month on its day with the saved card, each a gift in the history, once however often it runs', async () => {
    server.clock.now = new Date('2026-01-31T10:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);

    server.clock.now = new Date('2026-02-28T09:59:00Z');
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toHaveLength(1);

    server.clock.now = new Date('2026-02-28T10:00:00Z');
    await chargeDueMonths(server.deps);
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toHaveLength(2);
    expect(chargesTo(email).at(-1)).toMatchObject({
      amountMinor: 5000,
      recurring: { kind: 'charge_saved' },
    });

    server.clock.now = new Date('2026-03-31T10:00:00Z');
    await chargeDueMonths(server.deps);
    const history = await giftsOf(email);
    expect(history.map((row) => [row.frequency, row.status, row.monthlyPeriod, row.amount])).toEqual([
      ['monthly', 'succeeded', 0, 50],
      ['monthly', 'succeeded', 1, 50],
      ['monthly', 'succeeded', 2, 50],
    ]);
    const [row] = await server.deps.db
      .select({ current: monthlyGifts.nextChargeAt })
      .from(monthlyGifts)
      .where(eq(monthlyGifts.donorEmail, email));
    expect(row?.current?.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    // Each month's receipt brings a fresh link and the next day.
    const receipts = await mailsTo(email, 'receipt');
    expect(receipts).toHaveLength(3);
    expect(receipts.at(-1)?.body).toContain(mailDate('2026-04-30', 'pl'));

    await signInStaff();
    const staffHistory = await call(server, 'GET', '/api/donations-history/?per_page=100', {
      token: adminToken,
    });
    const listed = (staffHistory.body as { items: { id: number; frequency: string }[] }).items.filter(
      (item) => history.some((gift) => gift.id === item.id),
    );
    expect(listed.map((item) => item.frequency)).toEqual(['monthly', 'monthly', 'monthly']);
  });

  it('charges a month once when two instances run at the same moment', async () => {
    server.clock.now = new Date('2026-05-05T08:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    const other = startAnotherInstance(server, { payments, publicUrl: PUBLIC_URL });
    try {
      server.clock.now = new Date('2026-06-05T08:00:00Z');
      await Promise.all([
        chargeDueMonths(server.deps),
        chargeDueMonths(other.deps),
        chargeDueMonths(server.deps),
      ]);
      expect(chargesTo(email)).toHaveLength(2);
      expect((await giftsOf(email)).filter((row) => row.monthlyPeriod === 1)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('records a month once when the answer to its charge was lost, asking again under the same key', async () => {
    server.clock.now = new Date('2026-05-06T08:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);

    server.clock.now = new Date('2026-06-06T08:00:00Z');
    await onlyThisDonorCharges(email);
    payments.faults.loseAnswers = 1;
    await chargeDueMonths(server.deps);
    // The money was taken; the answer never came, so the month's gift waits, unsettled.
    expect(chargesTo(email)).toHaveLength(2);
    expect((await giftsOf(email)).at(-1)?.status).toBe('pending');

    // A later run, once the claim has run out, looks the payment up by its key before charging (Stripe
    // forgets an idempotency key after a day): the same payment is settled, and nothing is created again.
    server.clock.now = new Date('2026-06-06T08:06:00Z');
    const created = vi.spyOn(payments, 'createPayment');
    const found = vi.spyOn(payments, 'findPayment');
    try {
      await chargeDueMonths(server.deps);
      const key = (await giftsOf(email)).at(-1)?.idempotencyKey;
      expect(found.mock.calls.map(([asked]) => asked)).toContain(key);
      expect(created.mock.calls.filter(([request]) => request.idempotencyKey === key)).toEqual([]);
    } finally {
      created.mockRestore();
      found.mockRestore();
    }
    expect(chargesTo(email)).toHaveLength(2);
    const months = (await giftsOf(email)).filter((row) => row.monthlyPeriod === 1);
    expect(months.map((row) => row.status)).toEqual(['succeeded']);
    expect((await giftOf(email)).period).toBe(2);
  });

  it('tries a refused month again 3, 5 and 7 days on, tells the donor each time, then stops it', async () => {
    server.clock.now = new Date('2026-04-10T12:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    await onlyThisDonorCharges(email);
    payments.faults.refuseSavedCharges = 4;

    let at = new Date('2026-05-10T12:00:00Z');
    const expectedRetries = ['2026-05-13', '2026-05-18', '2026-05-25'];
    for (const [index, retryOn] of expectedRetries.entries()) {
      server.clock.now = at;
      await chargeDueMonths(server.deps);
      const gift = await giftOf(email);
      expect(gift).toMatchObject({ state: 'retrying', period: 1, failedTries: index + 1 });
      expect(gift.nextChargeAt?.toISOString().slice(0, 10)).toBe(retryOn);
      const told = await mailsTo(email, 'monthly_refused');
      expect(told).toHaveLength(index + 1);
      expect(told.at(-1)?.body).toContain(mailDate(retryOn, 'pl'));
      expect(told.at(-1)?.body).toContain(`${PUBLIC_URL}/monthly/`);
      at = gift.nextChargeAt as Date;
    }
    server.clock.now = at;
    await chargeDueMonths(server.deps);
    expect(await giftOf(email)).toMatchObject({ state: 'lapsed', stoppedBy: 'failures', nextChargeAt: null });
    const stopped = await mailsTo(email, 'monthly_stopped');
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.body).toContain('Po kilku próbach');

    // Refused tries are gifts in the history too, each with its state; nothing is charged after.
    expect((await giftsOf(email)).map((row) => row.status)).toEqual([
      'succeeded',
      'failed',
      'failed',
      'failed',
      'failed',
    ]);
    server.clock.now = new Date('2026-07-10T12:00:00Z');
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toHaveLength(1);
  });

  it('keeps the month’s place in the schedule when a retry is paid', async () => {
    server.clock.now = new Date('2026-04-11T12:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    await onlyThisDonorCharges(email);
    payments.faults.refuseSavedCharges = 1;
    server.clock.now = new Date('2026-05-11T12:00:00Z');
    await chargeDueMonths(server.deps);
    server.clock.now = new Date('2026-05-14T12:00:00Z');
    await chargeDueMonths(server.deps);
    const gift = await giftOf(email);
    expect(gift).toMatchObject({ state: 'active', period: 2, failedTries: 0 });
    expect(gift.nextChargeAt?.toISOString()).toBe('2026-06-11T12:00:00.000Z');
    expect((await giftsOf(email)).map((row) => row.status)).toEqual(['succeeded', 'failed', 'succeeded']);
  });
});

describe("the donor's link", () => {
  it('lowers the amount from the next month on, and stops the gift; stopping again is harmless', async () => {
    server.clock.now = new Date('2026-08-01T09:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    const token = tokenIn((await mailsTo(email, 'receipt'))[0]?.body ?? '');

    expect((await manage(token, 'PUT', { amount: 14 })).status).toBe(422);
    const changed = await manage(token, 'PUT', { amount: 35.5 });
    expect(changed).toMatchObject({
      status: 200,
      body: { gift: { amount: 35.5, state: 'active' }, confirmation: null },
    });
    server.clock.now = new Date('2026-09-01T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect((await giftsOf(email)).at(-1)).toMatchObject({ amount: 35.5, status: 'succeeded' });

    const stopped = await manage(token, 'POST', undefined, '/stop');
    expect(stopped).toMatchObject({
      status: 200,
      body: { state: 'stopped', next_charge_at: null, stopped_at: '2026-09-01T09:00:00.000Z' },
    });
    const again = await manage(token, 'POST', undefined, '/stop');
    expect(again).toMatchObject({ status: 200, body: { state: 'stopped' } });
    expect(await mailsTo(email, 'monthly_stopped')).toHaveLength(1);
    expect((await manage(token, 'PUT', { amount: 30 })).body).toMatchObject({
      detail: MONTHLY_DETAIL.notCharging,
    });

    server.clock.now = new Date('2026-10-01T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toHaveLength(2);
  });

  it('refuses an altered, forged or expired link and changes nothing', async () => {
    server.clock.now = new Date('2026-08-02T09:00:00Z');
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    const gift = await giftOf(email);
    const token = signManageLink(server.deps.jwtSecret, gift, server.clock.now);
    const [payload, signature] = token.split('.') as [string, string];

    // Another gift's id under this signature.
    const otherPayload = Buffer.from(JSON.stringify({ gift: gift.id + 1, expires: 4102444800 })).toString(
      'base64url',
    );
    const forged = signManageLink('not-the-servers-secret-0123456789-abcdefghijkl', gift, server.clock.now);
    for (const bad of [`${otherPayload}.${signature}`, forged, `${payload}.${signature.slice(1)}x`]) {
      expect(await manage(bad, 'POST', undefined, '/stop')).toMatchObject({
        status: 404,
        body: { detail: MONTHLY_DETAIL.invalid },
      });
    }
    expect((await manage('not a token')).status).toBe(422);

    server.clock.now = new Date(server.clock.now.getTime() + 91 * DAY);
    expect(await manage(token, 'PUT', { amount: 20 })).toMatchObject({
      status: 410,
      body: { detail: MONTHLY_DETAIL.expired },
    });
    expect(await giftOf(email)).toMatchObject({ amount: 50 });
  });
});

describe('the link manages, it does not raise', () => {
  /** The confirmation link's token in a mail's text. */
  function confirmationIn(body: string): string {
    const token = /\/monthly\/confirm\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(body)?.[1];
    if (!token) throw new Error(`no confirmation link in: ${body}`);
    return token;
  }
  const confirm = (token: string, method = 'GET') =>
    call(server, method, `/api/monthly-gifts/confirm/${token}`, { headers: { 'accept-language': 'pl' } });

  /** A monthly gift of 50 set up now, with the link its receipt carries. */
  async function giftWithLink() {
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    return { email, token: tokenIn((await mailsTo(email, 'receipt'))[0]?.body ?? '') };
  }

  it('never raises the amount through the link: a confirmation goes to the donor, and only its link raises it', async () => {
    server.clock.now = new Date('2026-08-05T09:00:00Z');
    const { email, token } = await giftWithLink();

    const asked = await manage(token, 'PUT', { amount: 500 });
    expect(asked).toMatchObject({
      status: 202,
      body: {
        gift: { amount: 50 },
        confirmation: { amount: 500, expires_at: '2026-08-06T09:00:00.000Z' },
      },
    });
    expect((await giftOf(email)).amount).toBe(50);
    // The next month is charged at the old amount while the raise waits.
    server.clock.now = new Date('2026-09-05T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect((await giftsOf(email)).at(-1)).toMatchObject({ amount: 50, monthlyPeriod: 1 });

    const [mail] = await mailsTo(email, 'monthly_confirm');
    expect(mail?.body).toContain(`z ${mailAmount(50, 'PLN', 'pl')} do ${mailAmount(500, 'PLN', 'pl')}`);
    const confirmation = confirmationIn(mail?.body ?? '');
    expect(mail?.code).toBe(confirmation);
    // The mailed link opens only a confirmation: a management token is not one, nor the other way.
    expect((await confirm(token)).status).toBe(404);
    expect((await manage(confirmation)).status).toBe(404);

    // Its page reads the raise before making it; a raise asked later (after the month) still works.
    server.clock.now = new Date('2026-08-06T08:00:00Z');
    expect(await confirm(confirmation)).toMatchObject({
      status: 200,
      body: { amount: 500, gift: { amount: 50 } },
    });
    const raised = await confirm(confirmation, 'POST');
    expect(raised).toMatchObject({ status: 200, body: { amount: 500, state: 'active' } });
    expect((await confirm(confirmation, 'POST')).status).toBe(200);
    const told = await mailsTo(email, 'monthly_changed');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Zgodnie z Twoim potwierdzeniem');
    expect(told[0]?.body).toContain(`wcześniej ${mailAmount(50, 'PLN', 'pl')}`);

    server.clock.now = new Date('2026-10-05T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect((await giftsOf(email)).at(-1)).toMatchObject({ amount: 500, monthlyPeriod: 2 });
  });

  it('refuses a confirmation altered, expired, revoked, or overtaken by another change', async () => {
    server.clock.now = new Date('2026-08-06T09:00:00Z');
    const { email, token } = await giftWithLink();
    await manage(token, 'PUT', { amount: 90 });
    await manage(token, 'PUT', { amount: 120 });
    const [first, second] = (await mailsTo(email, 'monthly_confirm')).map((mail) =>
      confirmationIn(mail.body),
    );
    const [payload, signature] = (first ?? '').split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, number>;
    const more = Buffer.from(JSON.stringify({ ...claims, to: 1000 })).toString('base64url');
    expect(await confirm(`${more}.${signature}`, 'POST')).toMatchObject({
      status: 404,
      body: { detail: MONTHLY_DETAIL.invalid },
    });

    // A lower amount made since: an older confirmation does not undo it.
    expect((await manage(token, 'PUT', { amount: 40 })).status).toBe(200);
    expect(await confirm(first ?? '', 'POST')).toMatchObject({
      status: 409,
      body: { detail: MONTHLY_DETAIL.raiseStale },
    });
    expect((await giftOf(email)).amount).toBe(40);

    server.clock.now = new Date('2026-08-07T09:00:01Z');
    expect(await confirm(second ?? '', 'POST')).toMatchObject({
      status: 410,
      body: { detail: MONTHLY_DETAIL.raiseExpired },
    });

    server.clock.now = new Date('2026-08-07T10:00:00Z');
    await manage(token, 'PUT', { amount: 60 });
    const waiting = confirmationIn((await mailsTo(email, 'monthly_confirm')).at(-1)?.body ?? '');
    expect((await manage(token, 'POST', undefined, '/revoke')).status).toBe(200);
    expect(await confirm(waiting, 'POST')).toMatchObject({
      status: 410,
      body: { detail: MONTHLY_DETAIL.revoked },
    });
    expect((await giftOf(email)).amount).toBe(40);
  });

  it('pauses (nothing is charged), resumes from the next day ahead, and lowers at once; each change is mailed', async () => {
    server.clock.now = new Date('2026-08-10T09:00:00Z');
    const { email, token } = await giftWithLink();

    const paused = await manage(token, 'POST', undefined, '/pause');
    expect(paused).toMatchObject({ status: 200, body: { state: 'paused', next_charge_at: null } });
    expect((await manage(token, 'POST', undefined, '/pause')).status).toBe(200);
    server.clock.now = new Date('2026-10-20T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect(chargesTo(email)).toHaveLength(1);

    // While paused, the amount may still be lowered.
    expect(await manage(token, 'PUT', { amount: 20 })).toMatchObject({
      status: 200,
      body: { gift: { amount: 20, state: 'paused' } },
    });
    const resumed = await manage(token, 'POST', undefined, '/resume');
    expect(resumed).toMatchObject({
      status: 200,
      body: { state: 'active', next_charge_at: '2026-11-10T09:00:00.000Z' },
    });
    expect((await manage(token, 'POST', undefined, '/resume')).status).toBe(200);

    const told = (await mailsTo(email, 'monthly_changed')).map((mail) => mail.subject);
    expect(told).toEqual([
      'Twoja comiesięczna darowizna jest wstrzymana',
      'Twoja comiesięczna darowizna ma nową kwotę',
      'Twoja comiesięczna darowizna została wznowiona',
    ]);
    const [lastNotice] = (await mailsTo(email, 'monthly_changed')).slice(-1);
    expect(lastNotice?.body).toContain(mailDate('2026-11-10', 'pl'));
    // Each notice carries a fresh link, to undo the change (and revoke the link) if it was not the donor.
    expect((await manage(tokenIn(lastNotice?.body ?? ''))).status).toBe(200);

    server.clock.now = new Date('2026-11-10T09:00:00Z');
    await chargeDueMonths(server.deps);
    expect((await giftsOf(email)).at(-1)).toMatchObject({ amount: 20, status: 'succeeded' });

    // A stopped gift is neither paused nor resumed (the receipt's link is past its 90 days by now).
    const latest = tokenIn(lastNotice?.body ?? '');
    await manage(latest, 'POST', undefined, '/stop');
    expect(await manage(latest, 'POST', undefined, '/resume')).toMatchObject({
      status: 409,
      body: { detail: MONTHLY_DETAIL.notOpen },
    });
  });

  it('revokes every earlier link, by the donor or the staff; a new one is mailed only to the donor’s address', async () => {
    server.clock.now = new Date('2026-08-12T09:00:00Z');
    await signInStaff();
    const { email, token } = await giftWithLink();
    const gift = await giftOf(email);

    const revoked = await manage(token, 'POST', undefined, '/revoke');
    expect(revoked).toMatchObject({ status: 200, body: { message: MONTHLY_DETAIL.revokedNow } });
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', { amount: 10_000 }],
      ['POST', '/pause', undefined],
      ['POST', '/stop', undefined],
    ] as const) {
      expect(await manage(token, method, body, path)).toMatchObject({
        status: 410,
        body: { detail: MONTHLY_DETAIL.revoked },
      });
    }
    expect(await giftOf(email)).toMatchObject({ state: 'active', amount: 50, linkVersion: 1 });
    const notice = (await mailsTo(email, 'monthly_changed')).at(-1);
    expect(notice?.body).toContain('unieważniliśmy');
    expect(notice?.body).toContain(`${PUBLIC_URL}/monthly`);

    // A new link by address: the one answer for any address; only a giving one gets a mail.
    const asked = await call(server, 'POST', '/api/monthly-gifts/links', {
      body: { email: email.toUpperCase() },
      headers: { 'accept-language': 'pl' },
    });
    const nobody = await call(server, 'POST', '/api/monthly-gifts/links', {
      body: { email: 'gives-nothing@example.org' },
    });
    expect(asked).toMatchObject({ status: 202, body: { message: MONTHLY_DETAIL.linkRequested } });
    expect([nobody.status, nobody.body]).toEqual([asked.status, asked.body]);
    expect(await mailsTo('gives-nothing@example.org')).toEqual([]);
    const fresh = tokenIn((await mailsTo(email, 'monthly_link'))[0]?.body ?? '');
    expect((await manage(fresh)).status).toBe(200);

    // The staff revoke it too; only an admin may.
    const path = `/api/monthly-gifts/${gift.id}/revoke-links`;
    expect((await call(server, 'POST', path, { token: imamToken })).status).toBe(403);
    const byStaff = await call(server, 'POST', path, { token: adminToken });
    expect(byStaff).toMatchObject({
      status: 200,
      body: { id: gift.id, state: 'active', links_revoked_at: '2026-08-12T09:00:00.000Z' },
    });
    expect((await manage(fresh)).status).toBe(410);
    expect((await mailsTo(email, 'monthly_changed')).at(-1)?.body).toContain('Centrum unieważniło');
    expect(
      (await call(server, 'POST', '/api/monthly-gifts/999999/revoke-links', { token: adminToken })).status,
    ).toBe(404);
  });

  it('holds requests for a new link to five a day per mailbox, and refuses a malformed address', async () => {
    server.clock.now = new Date('2026-08-13T09:00:00Z');
    const ask = (email: string) => call(server, 'POST', '/api/monthly-gifts/links', { body: { email } });
    expect((await ask('not an address')).status).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await ask('held@example.org')).status).toBe(202);
    const refused = await ask('held@example.org');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe("the staff's monthly donors", () => {
  it('lists a category’s monthly donors with the monthly total, and stops one; the donor is told', async () => {
    server.clock.now = new Date('2026-10-03T09:00:00Z');
    await signInStaff();
    const category = await monthlyCategory();
    const anna = await giveMonthly(category.id, { amount: 40 });
    const hidden = await giveMonthly(category.id, { amount: 25, is_anonymous: true });
    const third = await giveMonthly(category.id, { amount: 100 });
    await manage(tokenIn((await mailsTo(third.email, 'receipt'))[0]?.body ?? ''), 'POST', undefined, '/stop');

    const path = `/api/categories/${category.id}/monthly-gifts`;
    expect((await call(server, 'GET', path, { token: imamToken })).status).toBe(403);
    expect((await call(server, 'GET', path)).status).toBe(401);
    const list = await call(server, 'GET', path, { token: adminToken });
    expect(list.body).toMatchObject({ total: 3, charging_count: 2, monthly_total: 65, currency: 'PLN' });
    const items = (
      list.body as { items: { donor_email: string; donor_name: string | null; state: string }[] }
    ).items;
    expect(items.map((item) => [item.donor_email, item.donor_name, item.state])).toEqual([
      [hidden.email, null, 'active'],
      [anna.email, 'Anna Kowalska', 'active'],
      [third.email, 'Anna Kowalska', 'stopped'],
    ]);
    expect(items[0]).toMatchObject({ months_paid: 1, next_charge_at: '2026-11-03T09:00:00.000Z' });

    const gift = await giftOf(anna.email);
    expect(
      (await call(server, 'POST', `/api/monthly-gifts/${gift.id}/stop`, { token: imamToken })).status,
    ).toBe(403);
    const stop = await call(server, 'POST', `/api/monthly-gifts/${gift.id}/stop`, { token: adminToken });
    expect(stop).toMatchObject({
      status: 200,
      body: { state: 'stopped', stopped_by: 'staff', months_paid: 1 },
    });
    const told = await mailsTo(anna.email, 'monthly_stopped');
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Centrum zatrzymało');
    expect((await call(server, 'POST', '/api/monthly-gifts/999999/stop', { token: adminToken })).status).toBe(
      404,
    );
    expect(
      (await call(server, 'GET', '/api/categories/999999/monthly-gifts', { token: adminToken })).status,
    ).toBe(404);
  });
});

describe("the demo's month passing at once", () => {
  it('charges the next month now for the admin, with the test provider only', async () => {
    server.clock.now = new Date('2026-11-20T09:00:00Z');
    await signInStaff();
    const category = await monthlyCategory();
    const { email } = await giveMonthly(category.id);
    const gift = await giftOf(email);
    const path = `/api/payments/test/monthly-gifts/${gift.id}/renew`;
    expect((await call(server, 'POST', path, { token: imamToken })).status).toBe(403);
    const renewed = await call(server, 'POST', path, { token: adminToken });
    expect(renewed.status).toBe(200);
    expect((await giftsOf(email)).map((row) => [row.monthlyPeriod, row.status])).toEqual([
      [0, 'succeeded'],
      [1, 'succeeded'],
    ]);
    expect((await giftOf(email)).nextChargeAt?.toISOString()).toBe('2027-01-20T09:00:00.000Z');
    const list = await call(server, 'GET', `/api/categories/${category.id}/monthly-gifts`, {
      token: adminToken,
    });
    expect(list.body).toMatchObject({ items: [{ id: gift.id, months_paid: 2 }] });

    await manage(signManageLink(server.deps.jwtSecret, gift, server.clock.now), 'POST', undefined, '/stop');
    expect((await call(server, 'POST', path, { token: adminToken })).status).toBe(404);
  });
});
