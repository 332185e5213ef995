import { type AuditEntry, auditActorsSchema, auditPageSchema } from '@minbar/api/schemas/audit';
import { errorBodySchema } from '@minbar/api/schemas/common';
import { MAX_DELIVERY_ATTEMPTS } from '@minbar/domain/mail/delivery';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { auditLog, users } from '../../db/schema';
import { asStaff } from '../../services/audit';
import { verificationMail } from '../../services/outbox';
import { TEST_CARDS } from '../../services/test-payment-provider';
import { CAMPAIGN_FORM } from '../../test/donation-categories';
import {
  call,
  createAccount,
  createTestServer,
  signIn,
  type TestAccount,
  type TestServer,
} from '../../test/harness';

/*
 * The audit trail (docs/decisions/0046): what a staff member changes is recorded by the database in
 * the same transaction, with who, when and the changed fields; a rolled-back change and a write that is
 * not a staff member's leave nothing; secrets are never recorded; admins read it, filtered and paged.
 */

let server: TestServer;
let admin: TestAccount;
let imam: TestAccount;
const tokens: Record<'admin' | 'imam' | 'parent', string> = { admin: '', imam: '', parent: '' };
const refusing = new Set<string>();

const minutes = (from: string, to: string, each = 10) => ({
  mode: 'minutes_after_athan',
  city: 'Warsaw',
  effective_from: from,
  effective_to: to,
  fajr_minutes: each,
  dhuhr_minutes: each,
  asr_minutes: each,
  maghrib_minutes: each,
  isha_minutes: each,
});

/** The one row an entry of a one-row action wrote. */
function onlyRow(entry: AuditEntry | undefined) {
  expect(entry?.rows).toHaveLength(1);
  return entry?.rows[0];
}

async function trail(query = '') {
  const answer = await call(server, 'GET', `/api/admin/audit${query}`, { token: tokens.admin });
  expect(answer.status).toBe(200);
  return v.parse(auditPageSchema, answer.body);
}

const entryCount = async () =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n ?? 0;

beforeAll(async () => {
  server = await createTestServer({
    mail: {
      async deliver(mail) {
        if (refusing.has(mail.to)) throw new Error('550 mailbox unavailable');
      },
    },
  });
  admin = await createAccount(server, { roles: ['admin'], username: 'amina' });
  imam = await createAccount(server, { roles: ['imam'], username: 'yusuf' });
  tokens.admin = (await signIn(server, admin)).access_token;
  tokens.imam = (await signIn(server, imam)).access_token;
  tokens.parent = (await signIn(server, await createAccount(server))).access_token;
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.now = new Date('2026-03-01T09:00:00Z');
});

describe('the audit trail', () => {
  it('records nothing for what no staff member did: accounts made, sign-ins, the test setup', async () => {
    expect(await entryCount()).toBe(0);
  });

  it('records an iqama setting created, changed and deleted: who, when, and only the changed fields', async () => {
    const created = await call(server, 'POST', '/api/prayer-settings/minutes-after', {
      token: tokens.imam,
      body: minutes('2026-03-01', '2026-03-31', 10),
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    // The change a day later, with a sign-in of that day; the deletion back on the first day.
    server.clock.now = new Date('2026-03-02T10:30:00Z');
    tokens.imam = (await signIn(server, imam)).access_token;
    const changed = await call(server, 'PATCH', `/api/prayer-settings/${id}`, {
      token: tokens.imam,
      body: { ...minutes('2026-03-01', '2026-03-31', 10), isha_minutes: 20 },
    });
    expect(changed.status).toBe(200);
    server.clock.now = new Date('2026-03-01T09:00:00Z');
    tokens.imam = (await signIn(server, imam)).access_token;
    const deleted = await call(server, 'DELETE', `/api/prayer-settings/${id}`, { token: tokens.imam });
    expect(deleted.status).toBe(200);

    const page = await trail('?area=prayer');
    // Newest first: the change of 2 March, then the deletion and the creation of 1 March.
    expect(page.data.map((entry) => entry.action)).toEqual(['update', 'delete', 'create']);
    const [update, gone, create] = page.data;
    for (const entry of page.data) {
      expect(entry).toMatchObject({
        actor: { id: imam.id, username: 'yusuf', name: 'yusuf' },
        area: 'prayer',
        entity: 'prayer_settings',
        entity_id: String(id),
      });
    }
    expect(create?.at).toBe('2026-03-01T09:00:00.000Z');
    expect(onlyRow(create)?.changes).toMatchObject({ city: [null, 'Warsaw'], isha_minutes: [null, 10] });
    expect(update?.at).toBe('2026-03-02T10:30:00.000Z');
    expect(onlyRow(update)?.changes).toEqual({ isha_minutes: [10, 20] });
    expect(onlyRow(gone)?.changes).toMatchObject({ city: ['Warsaw', null], isha_minutes: [20, null] });
  });

  it('records a role change as one entry: the role row removed and the new one added, naming the member', async () => {
    const member = await createAccount(server, { roles: ['parent'], username: 'maryam' });
    const answer = await call(server, 'PUT', `/api/update-role/${member.email}?new_role=teacher`, {
      token: tokens.admin,
    });
    expect(answer.status).toBe(200);
    const [entry] = (await trail(`?area=accounts&actor=${admin.id}`)).data;
    expect(entry).toMatchObject({
      actor: { id: admin.id, username: 'amina', name: 'amina' },
      entity: 'user_roles',
      entity_id: String(member.id),
      people: { [String(member.id)]: 'maryam' },
    });
    expect(entry?.rows.map((row) => [row.action, row.entity_id, row.changes.role])).toEqual([
      ['delete', String(member.id), ['parent', null]],
      ['create', String(member.id), [null, 'teacher']],
    ]);
  });

  it('records a subject created, renamed and deleted in the education area', async () => {
    const created = await call(server, 'POST', '/api/subjects', {
      token: tokens.admin,
      body: { name: 'Tajwid' },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    expect(
      (await call(server, 'PUT', `/api/subjects/${id}`, { token: tokens.admin, body: { name: 'Tajweed' } }))
        .status,
    ).toBe(200);
    expect((await call(server, 'DELETE', `/api/subjects/${id}`, { token: tokens.admin })).status).toBe(204);
    const subject = (await trail('?area=education')).data.filter(
      (entry) => entry.entity === 'subjects' && entry.entity_id === String(id),
    );
    expect(subject.map((entry) => [entry.action, onlyRow(entry)?.changes.name])).toEqual([
      ['delete', ['Tajweed', null]],
      ['update', ['Tajwid', 'Tajweed']],
      ['create', [null, 'Tajwid']],
    ]);
  });

  it('leaves no entry for a change that was rolled back, and no change either', async () => {
    const before = await entryCount();
    await expect(
      asStaff(server.deps.db, { actor: admin, at: server.clock.now }, async (tx) => {
        await tx.update(users).set({ phone: '+48 500 000 001' }).where(eq(users.id, imam.id));
        throw new Error('the next step failed');
      }),
    ).rejects.toThrow('the next step failed');
    expect(await entryCount()).toBe(before);
    const [row] = await server.deps.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, imam.id));
    expect(row?.phone).toBe('+48 600 000 000');
  });

  it('a refused change (a conflicting range) is not written and not recorded', async () => {
    await call(server, 'POST', '/api/prayer-settings/minutes-after', {
      token: tokens.imam,
      body: minutes('2026-05-01', '2026-05-31'),
    });
    const before = await entryCount();
    const refused = await call(server, 'POST', '/api/prayer-settings/minutes-after', {
      token: tokens.imam,
      body: minutes('2026-05-10', '2026-06-10'),
    });
    expect(refused.status).toBe(400);
    expect(await entryCount()).toBe(before);
  });

  it('says a password changed without ever recording a hash, and cuts long text', async () => {
    await asStaff(server.deps.db, { actor: admin, at: server.clock.now, action: 'password.reset' }, (tx) =>
      tx
        .update(users)
        .set({ passwordHash: 'scrypt$secret-hash-value', username: `long-${'x'.repeat(300)}` })
        .where(eq(users.id, imam.id)),
    );
    const [entry] = (await trail(`?actor=${admin.id}&area=accounts`)).data;
    expect(entry?.action).toBe('password.reset');
    const row = onlyRow(entry);
    expect(row?.changes.password_hash).toEqual(['hidden', 'hidden']);
    expect(JSON.stringify(entry)).not.toContain('secret-hash-value');
    const [, after] = (row?.changes.username ?? []) as [string, string];
    expect(after).toHaveLength(161);
    expect(after.endsWith('…')).toBe(true);
    await server.deps.db.update(users).set({ username: 'yusuf' }).where(eq(users.id, imam.id));
  });

  it('records a failed mail sent again as its own action, with no content of the mail', async () => {
    refusing.add('gone@example.org');
    await server.deps.outbox.send(verificationMail('gone@example.org', '771204'));
    for (let drain = 1; drain < MAX_DELIVERY_ATTEMPTS; drain += 1) await server.deps.outbox.drain();
    const [mail] = await rawRows<{ id: number }>(
      server.deps.db,
      sql`select id from outbox_emails where "to" = 'gone@example.org'`,
    );
    const again = await call(server, 'POST', `/api/admin/mails/${mail?.id}/send-again`, {
      token: tokens.admin,
    });
    expect(again.status).toBe(200);
    const [entry] = (await trail('?area=mail')).data;
    expect(entry).toMatchObject({
      action: 'mail.resend',
      entity: 'outbox_emails',
      entity_id: String(mail?.id),
      actor: { id: admin.id },
      rows: [{ action: 'mail.resend', entity: 'outbox_emails', changes: {} }],
    });
    expect(JSON.stringify(entry)).not.toContain('771204');
  });

  it('shows a refund as one entry: the gift and its campaign, written in two transactions, and who refunded by name', async () => {
    const category = await call(server, 'POST', '/api/categories/', {
      token: tokens.admin,
      body: CAMPAIGN_FORM,
    });
    expect(category.status).toBe(201);
    const gift = await call(server, 'POST', '/api/donations', {
      body: {
        payment_method: TEST_CARDS.succeeds,
        amount: 30,
        category_id: (category.body as { id: number }).id,
        frequency: 'one-time',
        donor_name: 'Anna Kowalska',
        donor_email: 'anna@example.org',
        is_anonymous: false,
        idempotency_key: 'audit-trail-refund-gift',
      },
    });
    expect(gift.status).toBe(201);
    const giftId = (gift.body as { donation: { id: number } }).donation.id;
    const refund = await call(server, 'POST', `/api/donations/${giftId}/refund`, {
      token: tokens.admin,
      body: { reason: 'duplicate', idempotency_key: 'audit-trail-refund-first' },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const [entry] = (await trail('?area=donations')).data;
    expect(entry).toMatchObject({
      action: 'refund',
      actor: { id: admin.id, name: 'amina' },
      entity: 'donations',
      entity_id: String(giftId),
      people: { [String(admin.id)]: 'amina' },
    });
    expect(new Set(entry?.rows.map((row) => row.entity))).toEqual(
      new Set(['donations', 'donation_categories']),
    );
    const gifts = entry?.rows.filter((row) => row.entity === 'donations') ?? [];
    const written = Object.assign({}, ...gifts.map((row) => row.changes));
    expect(written).toMatchObject({
      refunded_amount: [0, 30],
      status: ['succeeded', 'refunded'],
      refund_reason: [null, 'duplicate'],
      refunded_by: [null, admin.id],
    });
  });

  it('names a removed account by the name it had, with no name now', async () => {
    const leaving = await createAccount(server, { roles: ['imam'], username: 'bilal' });
    const token = (await signIn(server, leaving)).access_token;
    const made = await call(server, 'POST', '/api/prayer-settings/minutes-after', {
      token,
      body: minutes('2026-07-01', '2026-07-31'),
    });
    expect(made.status).toBe(201);
    expect(
      (await call(server, 'DELETE', `/api/admin/users/${leaving.id}`, { token: tokens.admin })).status,
    ).toBe(200);
    const [entry] = (await trail(`?actor=${leaving.id}`)).data;
    expect(entry?.actor).toEqual({ id: leaving.id, username: 'bilal', name: null });
    const removal = (await trail(`?actor=${admin.id}&area=accounts`)).data[0];
    expect(removal).toMatchObject({ action: 'delete', entity: 'users', entity_id: String(leaving.id) });
    // Whom the entry is about is gone too: no name for the id, which the reader shows as removed.
    expect(removal?.people).toEqual({});
    const actors = await call(server, 'GET', '/api/admin/audit/actors', { token: tokens.admin });
    expect(v.parse(auditActorsSchema, actors.body).data).toContainEqual({ id: leaving.id, name: 'bilal' });
  });

  it('is append-only: an entry cannot be changed or removed', async () => {
    await expect(server.deps.db.update(auditLog).set({ actorName: 'someone else' })).rejects.toThrow();
    await expect(server.deps.db.delete(auditLog)).rejects.toThrow();
    expect(await entryCount()).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/audit', () => {
  it.each(['/api/admin/audit', '/api/admin/audit/actors'])('%s answers admins only', async (path) => {
    expect((await call(server, 'GET', path)).status).toBe(401);
    expect((await call(server, 'GET', path, { token: tokens.imam })).status).toBe(403);
    expect((await call(server, 'GET', path, { token: tokens.parent })).status).toBe(403);
    expect((await call(server, 'GET', path, { token: tokens.admin })).status).toBe(200);
  });

  it('lists the people who acted, by name, for the person filter', async () => {
    const answer = await call(server, 'GET', '/api/admin/audit/actors', { token: tokens.admin });
    const { data } = v.parse(auditActorsSchema, answer.body);
    expect(data).toEqual(
      expect.arrayContaining([
        { id: admin.id, name: 'amina' },
        { id: imam.id, name: 'yusuf' },
      ]),
    );
    expect(data.map((actor) => actor.name)).toEqual(
      [...data.map((actor) => actor.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('pages newest first and filters by person, area and the mosque’s dates', async () => {
    const all = await trail('?per_page=100');
    expect(all.pagination.total).toBe(all.data.length);
    const times = all.data.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const firstPage = await trail('?per_page=2&page=1');
    const secondPage = await trail('?per_page=2&page=2');
    expect(firstPage.data.map((entry) => entry.id)).toEqual(all.data.slice(0, 2).map((entry) => entry.id));
    expect(secondPage.data.map((entry) => entry.id)).toEqual(all.data.slice(2, 4).map((entry) => entry.id));
    expect(firstPage.pagination).toMatchObject({ page: 1, per_page: 2, has_next: true, has_prev: false });

    const byImam = await trail(`?actor=${imam.id}&per_page=100`);
    expect(byImam.data.length).toBeGreaterThan(0);
    expect(byImam.data.every((entry) => entry.actor.id === imam.id)).toBe(true);

    // The update was made on 2 March at 11:30 in Warsaw; the rest on 1 March.
    const second = await trail('?area=prayer&from=2026-03-02&to=2026-03-02');
    expect(second.data.map((entry) => entry.action)).toEqual(['update']);
    const first = await trail('?area=prayer&to=2026-03-01&per_page=100');
    expect(first.data.every((entry) => entry.at.startsWith('2026-03-01'))).toBe(true);
    expect((await trail('?from=2026-03-03')).data).toEqual([]);
  });

  it.each([
    [
      'an unknown area',
      '?area=prayer_settings',
      'Choose one of accounts, prayer, fatwa, events, activities, education, donations, certificates, settings, mail',
    ],
    ['a person that is not an id', '?actor=amina', 'Enter a whole number from 1 to 2147483647'],
    ['a date that is not one', '?from=2026-02-30', 'Enter a date as yyyy-MM-dd'],
    [
      'a range that ends before it starts',
      '?from=2026-03-02&to=2026-03-01',
      'The end date must not be before the start date',
    ],
  ])('refuses %s in the contract’s error shape', async (_label, query, issue) => {
    const answer = await call(server, 'GET', `/api/admin/audit${query}`, { token: tokens.admin });
    expect(answer.status).toBe(422);
    expect(v.parse(errorBodySchema, answer.body).detail).toEqual([expect.objectContaining({ msg: issue })]);
  });
});
