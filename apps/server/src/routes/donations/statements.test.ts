import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { donations } from '../../db/schema-donations';
import { seedMosqueIdentityDemo } from '../../seed-identity';
import { insertCategory } from '../../test/donation-categories';
import { call, createTestServer, type TestServer } from '../../test/harness';
import { imagesPainted, readPdf } from '../../test/pdf-text';
import { STATEMENT_DETAIL } from './statement-routes';

let server: TestServer;
let gifts = 0;
/** The public site's address the installation is configured with (MINBAR_PUBLIC_URL). */
const PUBLIC_URL = 'https://meczet.example.org';

beforeAll(async () => {
  server = await createTestServer({ publicUrl: PUBLIC_URL, trustProxy: true });
  server.clock.now = new Date('2026-11-27T10:00:00Z');
});
afterAll(() => server.close());

/** A gift recorded as a settled payment leaves it. */
async function gift(
  email: string,
  at: string,
  change: Partial<typeof donations.$inferInsert> = {},
  target: TestServer = server,
): Promise<void> {
  const category = await insertCategory(target, { nameEn: 'Roof', nameAr: 'السقف', namePl: 'Dach' });
  gifts += 1;
  await target.deps.db.insert(donations).values({
    idempotencyKey: `statement-test-${gifts}-0000`,
    requestDigest: 'test',
    categoryId: category.id,
    categoryName: 'Roof',
    amount: 100,
    currency: 'PLN',
    frequency: 'one-time',
    donorName: 'Anna Kowalska',
    donorEmail: email,
    isAnonymous: false,
    language: 'pl',
    status: 'succeeded',
    provider: 'test',
    providerReference: `test_statement_${gifts}`,
    createdAt: new Date(at),
    ...change,
  });
}

const ask = (body: unknown, language = 'pl') =>
  call(server, 'POST', '/api/donations/statements', { body, headers: { 'accept-language': language } });

async function mailsTo(email: string) {
  return server.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
}

function linkIn(body: string): string {
  const link = /https?:\/\/[^\s/]+\/api\/donations\/statements\/[A-Za-z0-9_.-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no statement link in: ${body}`);
  return link;
}

async function open(link: string) {
  const response = await server.app.request(new URL(link).pathname);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('the yearly statement', () => {
  it('mails a link for a year with gifts; it opens a PDF of that year’s gifts on the centre’s days, less refunds', async () => {
    const email = 'anna.statement@example.org';
    await gift(email, '2026-03-12T10:00:00Z', { amount: 250.5 });
    // 23:30 UTC on 31 December 2025 is already 2026 in Warsaw.
    await gift(email, '2025-12-31T23:30:00Z', { amount: 40 });
    await gift(email, '2026-06-01T10:00:00Z', { amount: 100, refundedAmount: 30 });
    await gift(email, '2026-07-01T10:00:00Z', { status: 'failed' });
    await gift(email, '2025-06-01T10:00:00Z', { amount: 999 });

    const answer = await ask({ email: 'Anna.Statement@Example.org', year: 2026 });
    expect(answer).toEqual({
      status: 202,
      body: { message: STATEMENT_DETAIL.requested },
      headers: expect.anything(),
    });
    const [mail, ...others] = await mailsTo(email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'statement', subject: 'Zestawienie Twoich darowizn za rok 2026' });
    expect(mail?.body).toContain('Anna Kowalska');

    const { response, bytes } = await open(linkIn(mail?.body ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { pages, title } = await readPdf(bytes);
    expect(title).toBe('Zestawienie darowizn za rok 2026');
    const text = (pages[0] ?? '').replace(/\s+/g, '');
    for (const expected of [
      'Darczyńca:AnnaKowalska',
      `Adrese-mail:${email}`,
      '250,50zł',
      '40,00zł',
      '70,00zł',
      '360,50zł',
      'Dach',
      '1stycznia2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('999');
  });

  it('marks the gifts the test provider took as test payments, not those Stripe took', async () => {
    const email = 'mixed.statement@example.org';
    await gift(email, '2026-03-12T10:00:00Z', { amount: 11, provider: 'stripe' });
    await gift(email, '2026-04-12T10:00:00Z', { amount: 22, provider: 'test' });
    await ask({ email, year: 2026 }, 'en');
    const [mail] = await mailsTo(email);
    const text = ((await readPdf((await open(linkIn(mail?.body ?? ''))).bytes)).pages[0] ?? '').replace(
      /\s+/g,
      '',
    );
    expect(text).toContain('Donationsmarked“testpayment”');
    // One row marked: the cause, then the mark, once.
    expect(text.match(/Roof\(testpayment\)/g)).toHaveLength(1);
    expect(text).toContain('11.00');
    expect(text).toContain('22.00');
  });

  it('links the mail to the configured address, never to the Host or the proxy’s headers the request names', async () => {
    const email = 'forged.host@example.org';
    await gift(email, '2026-04-04T10:00:00Z');
    const answer = await server.app.request('http://evil.example/api/donations/statements', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ email, year: 2026 }),
    });
    expect(answer.status).toBe(202);
    const [mail] = await mailsTo(email);
    expect(linkIn(mail?.body ?? '').startsWith(`${PUBLIC_URL}/api/donations/statements/`)).toBe(true);
    expect(`${mail?.body}${mail?.html}`).not.toContain('evil.example');
  });

  it('builds no link from the request where no address is configured', async () => {
    const unconfigured = await createTestServer({ trustProxy: true });
    try {
      const email = 'unconfigured.host@example.org';
      await gift(email, '2026-04-04T10:00:00Z', {}, unconfigured);
      const answer = await unconfigured.app.request('http://evil.example/api/donations/statements', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' },
        body: JSON.stringify({ email, year: 2026 }),
      });
      expect(answer.status).toBe(202);
      const mails = await unconfigured.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      for (const mail of mails) expect(`${mail.body}${mail.html}`).not.toContain('evil.example');
    } finally {
      await unconfigured.close();
    }
  });

  it('answers an address that never gave exactly as one that did, and mails nothing', async () => {
    const email = 'never.gave@example.org';
    const answer = await ask({ email, year: 2026 });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: STATEMENT_DETAIL.requested });
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('writes the mail and the PDF in the language asked in', async () => {
    const email = 'omar.statement@example.org';
    await gift(email, '2026-02-02T10:00:00Z', { donorName: 'Omar Farouk' });
    await ask({ email, year: 2026 }, 'ar');
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('كشف تبرعاتكم لسنة 2026');
    const { pages, title } = await readPdf((await open(linkIn(mail?.body ?? ''))).bytes);
    expect(title).toBe('كشف التبرعات لسنة 2026');
    expect(pages[0]).toContain('السقف');
  });

  it('names the donor as they signed their latest gift of the year', async () => {
    const email = 'renamed.statement@example.org';
    await gift(email, '2026-01-10T10:00:00Z', { donorName: 'A. Nowak' });
    await gift(email, '2026-09-10T10:00:00Z', { donorName: 'Adam Nowak' });
    // Not the year's, nor kept by the centre: their names are not the statement's.
    await gift(email, '2027-01-02T10:00:00Z', { donorName: 'Adam Nowak-Later' });
    await gift(email, '2026-10-10T10:00:00Z', { donorName: 'Failed Name', status: 'failed' });
    await ask({ email, year: 2026 });
    const [mail] = await mailsTo(email);
    const { pages } = await readPdf((await open(linkIn(mail?.body ?? ''))).bytes);
    const text = (pages[0] ?? '').replace(/\s+/g, '');
    expect(text).toContain('Darczyńca:AdamNowak');
    expect(text).not.toMatch(/A\.Nowak|Later|FailedName/);
  });

  it('carries the mosque’s logo when it has one, read from the stored uploads', async () => {
    const email = 'logo.statement@example.org';
    await gift(email, '2026-04-04T10:00:00Z');
    await ask({ email, year: 2026 });
    const [plain] = await mailsTo(email);
    const before = (await open(linkIn(plain?.body ?? ''))).bytes;
    expect(await imagesPainted(before)).toEqual([0]);

    const withLogo = await createTestServer({ publicUrl: PUBLIC_URL });
    try {
      await seedMosqueIdentityDemo(withLogo.deps.db, withLogo.deps.uploads);
      withLogo.clock.now = server.clock.now;
      await gift(email, '2026-04-04T10:00:00Z', {}, withLogo);
      await call(withLogo, 'POST', '/api/donations/statements', {
        body: { email, year: 2026 },
        headers: { 'accept-language': 'ar' },
      });
      const [mail] = await withLogo.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      const response = await withLogo.app.request(new URL(linkIn(mail?.body ?? '')).pathname);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(await imagesPainted(bytes)).toEqual([1]);
      const text = (await readPdf(bytes)).pages[0] ?? '';
      expect(text).toContain('Warszawa');
      expect(text.replace(/\s+/g, '')).toContain('AnnaKowalska:المتبرع');
    } finally {
      await withLogo.close();
    }
  });

  it('refuses a year not begun and an address that is none, under their fields', async () => {
    const answer = await ask({ email: 'anna', year: 2027 });
    expect(answer.status).toBe(422);
    const fields = (answer.body as { detail: Array<{ loc: string[]; type: string }> }).detail.map((item) => [
      item.loc.join('.'),
      item.type,
    ]);
    expect(fields).toEqual([
      ['body.email', 'email.invalid'],
      ['body.year', 'donation.statement_year_invalid'],
    ]);
  });

  it('opens no statement from a forged, altered or expired link', async () => {
    const email = 'expiring.statement@example.org';
    await gift(email, '2026-04-04T10:00:00Z');
    await ask({ email, year: 2026 });
    const [mail] = await mailsTo(email);
    const link = linkIn(mail?.body ?? '');
    const [payload, signature] = (link.split('/').pop() ?? '').split('.');
    // Another year under the same signature.
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), year: 2025 }),
    ).toString('base64url');
    for (const token of [`${altered}.${signature}`, 'not-a-token', `${payload}.AAAA`]) {
      const answer = await server.app.request(`/api/donations/statements/${token}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: STATEMENT_DETAIL.invalid });
    }
    const before = server.clock.now;
    server.clock.now = new Date(before.getTime() + 15 * 24 * 60 * 60 * 1000);
    try {
      const expired = await server.app.request(new URL(link).pathname);
      expect(expired.status).toBe(410);
    } finally {
      server.clock.now = before;
    }
  });

  it('mails one mailbox at most five statements a day, answering alike whether or not it gave', async () => {
    const gave = 'daily.statement@example.org';
    const never = 'daily.never@example.org';
    await gift(gave, '2026-05-05T10:00:00Z');
    const start = server.clock.now;
    const answers: Record<string, Array<{ status: number; body: unknown; retryAfter: string | null }>> = {
      [gave]: [],
      [never]: [],
    };
    try {
      // Forty minutes apart, so the fifteen-minute limits never bind: only the day's cap does.
      for (let index = 0; index < 6; index++) {
        server.clock.now = new Date(start.getTime() + index * 40 * 60_000);
        for (const email of [gave, never]) {
          const answer = await ask({ email, year: 2026 });
          answers[email]?.push({
            status: answer.status,
            body: answer.body,
            retryAfter: answer.headers.get('retry-after'),
          });
        }
      }
      for (const email of [gave, never]) {
        expect(answers[email]?.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
      }
      // The refusal says no more than the acceptance: the same words, the same wait.
      expect(answers[gave]?.at(-1)).toEqual(answers[never]?.at(-1));
      expect(answers[gave]?.at(-1)?.body).toEqual({ detail: 'Too many attempts, try again later' });
      const wait = Number(answers[gave]?.at(-1)?.retryAfter);
      expect(wait).toBeGreaterThan(20 * 60 * 60);
      expect(await mailsTo(gave)).toHaveLength(5);
      expect(await mailsTo(never)).toHaveLength(0);

      // Still refused an hour on; a day after the first request, the mailbox may ask again.
      server.clock.now = new Date(start.getTime() + 6 * 40 * 60_000);
      expect((await ask({ email: gave, year: 2026 })).status).toBe(429);
      server.clock.now = new Date(start.getTime() + 24 * 60 * 60_000 + 1000);
      expect((await ask({ email: gave, year: 2026 })).status).toBe(202);
      expect(await mailsTo(gave)).toHaveLength(6);
    } finally {
      server.clock.now = start;
    }
  });

  it('holds the requests of one mailbox to the mail limit within fifteen minutes, under a higher daily cap', async () => {
    const generous = await createTestServer({ limits: { statementMailsPerDay: 100 } });
    try {
      const email = 'flooded.statement@example.org';
      const statuses: number[] = [];
      for (let index = 0; index < generous.deps.limits.settings.mailPerAccount + 1; index++) {
        const answer = await call(generous, 'POST', '/api/donations/statements', {
          body: { email, year: 2025 },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await generous.close();
    }
  });
});
