import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutgoingMail, verificationMail } from '../../services/outbox';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

/** A mail server that refuses the addresses in `refusing` and keeps what it takes. */
function mailServer() {
  const taken: OutgoingMail[] = [];
  const refusing = new Set<string>();
  return {
    taken,
    refusing,
    async deliver(mail: OutgoingMail) {
      if (refusing.has(mail.to)) throw new Error('550 5.1.1 <gone@example.org>: mailbox unavailable');
      taken.push(mail);
    },
  };
}

type Caller = 'anonymous' | 'parent' | 'teacher' | 'imam' | 'admin';
const callers: Caller[] = ['anonymous', 'parent', 'teacher', 'imam', 'admin'];

let server: TestServer;
const smtp = mailServer();
const tokens: Partial<Record<Caller, string>> = {};

interface Listed {
  id: number;
  to: string;
  kind: string;
  status: string;
  attempts: number;
  error: string | null;
  delivered_at: string | null;
}

/** Queues a mail to `to`, and lets the mail server refuse it until it is failed. */
async function failedMailTo(to: string, code: string): Promise<Listed> {
  smtp.refusing.add(to);
  await server.deps.outbox.send(verificationMail(to, code));
  for (let drain = 1; drain < MAX_DELIVERY_ATTEMPTS; drain += 1) await server.deps.outbox.drain();
  const listed = await call(server, 'GET', '/api/admin/mails', { token: tokens.admin });
  const mail = (listed.body as { data: Listed[] }).data.find((each) => each.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

beforeAll(async () => {
  server = await createTestServer({ mail: smtp });
  for (const role of ['parent', 'teacher', 'imam', 'admin'] as const) {
    tokens[role] = (await signIn(server, await createAccount(server, { roles: [role] }))).access_token;
  }
});
afterAll(() => server.close());

describe('the mails the centre sent', () => {
  it('lists them newest first with where each stands, and never their subject, body or code', async () => {
    const failed = await failedMailTo('gone@example.org', '804411');
    await server.deps.outbox.send(verificationMail('arrives@example.org', '551902'));
    const listed = await call(server, 'GET', '/api/admin/mails?per_page=2', { token: tokens.admin });
    expect(listed.status).toBe(200);
    const page = listed.body as { data: Listed[]; pagination: { total: number; total_pages: number } };
    expect(page.data.map((mail) => [mail.to, mail.kind, mail.status])).toEqual([
      ['arrives@example.org', 'verify', 'sent'],
      ['gone@example.org', 'verify', 'failed'],
    ]);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      delivered_at: null,
      error: '550 5.1.1 <gone@example.org>: mailbox unavailable',
    });
    expect(page.data[0]?.error).toBeNull();
    expect(page.pagination).toMatchObject({ total: 2, total_pages: 1 });
    const text = JSON.stringify(page);
    expect(text).not.toContain('804411');
    expect(text).not.toContain('551902');
    expect(Object.keys(page.data[0] ?? {}).sort()).toEqual(
      ['attempts', 'created_at', 'delivered_at', 'error', 'id', 'kind', 'status', 'to'].sort(),
    );
  });

  it('sends a failed mail again: taken this time it is sent; refused again it is tried anew', async () => {
    const stillRefused = await failedMailTo('still-gone@example.org', '100200');
    const again = await call(server, 'POST', `/api/admin/mails/${stillRefused.id}/send-again`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(200);
    // One try now, refused: pending with the reason, tried again by the next drains, not by hand.
    expect(again.body).toMatchObject({
      status: 'pending',
      attempts: 1,
      error: expect.stringContaining('550'),
    });
    const early = await call(server, 'POST', `/api/admin/mails/${stillRefused.id}/send-again`, {
      token: tokens.admin,
    });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ detail: 'Only a failed mail is sent again' });

    const fixed = await failedMailTo('fixed@example.org', '300400');
    smtp.refusing.delete('fixed@example.org');
    const sent = await call(server, 'POST', `/api/admin/mails/${fixed.id}/send-again`, {
      token: tokens.admin,
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', error: null });
    expect(smtp.taken.filter((mail) => mail.to === 'fixed@example.org')).toHaveLength(1);
    const twice = await call(server, 'POST', `/api/admin/mails/${fixed.id}/send-again`, {
      token: tokens.admin,
    });
    expect(twice.status).toBe(409);
  });

  it('sends a mail once when two administrators press "send again" at the same moment', async () => {
    const failed = await failedMailTo('twice@example.org', '500600');
    smtp.refusing.delete('twice@example.org');
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(server, 'POST', `/api/admin/mails/${failed.id}/send-again`, { token: tokens.admin }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(smtp.taken.filter((mail) => mail.to === 'twice@example.org')).toHaveLength(1);
  });

  it('answers 404 for a mail that does not exist and 422 for an id that is not one', async () => {
    const missing = await call(server, 'POST', '/api/admin/mails/999999/send-again', { token: tokens.admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: 'Mail not found' });
    expect(
      (await call(server, 'POST', '/api/admin/mails/abc/send-again', { token: tokens.admin })).status,
    ).toBe(422);
    expect((await call(server, 'GET', '/api/admin/mails?page=0', { token: tokens.admin })).status).toBe(422);
  });
});

describe('who may read and resend the mails', () => {
  it('covers every sent-mail call the app serves', () => {
    const served = new Set(
      server.app.routes
        .filter((route) => route.method !== 'ALL' && route.path.includes('/admin/mails'))
        .map((route) => `${route.method} ${route.path}`),
    );
    expect([...served].sort()).toEqual(['GET /api/admin/mails', 'POST /api/admin/mails/:id/send-again']);
  });

  it.each([
    { name: 'GET /admin/mails', method: 'GET', path: '/api/admin/mails', admin: 200 },
    // Every caller reaches the role check first; an admin then hears that the mail does not exist.
    {
      name: 'POST /admin/mails/{id}/send-again',
      method: 'POST',
      path: '/api/admin/mails/999999/send-again',
      admin: 404,
    },
  ])("$name is the administrators' alone", async ({ method, path, admin }) => {
    const seen: Record<string, number> = {};
    for (const caller of callers)
      seen[caller] = (await call(server, method, path, { token: tokens[caller] })).status;
    expect(seen).toEqual({ anonymous: 401, parent: 403, teacher: 403, imam: 403, admin });
  });
});
