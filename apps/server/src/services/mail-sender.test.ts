import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosqueIdentity } from '../db/schema-settings';
import { MAIL_STORY_EXAMPLES } from '../mail/examples';
import { insertCategory } from '../test/donation-categories';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../test/harness';
import { type Received, startSmtpServer } from '../test/smtp';
import { templatedMail } from './mail';
import { createOutbox } from './outbox';
import { createSmtpTransport } from './smtp-transport';

/*
 * Who a mail is from, end to end: the action, the outbox row, nodemailer and a real SMTP server, the
 * headers read back with mailparser as a mail client reads them.
 */
const MAIL_FROM = 'Minbar Server <no-reply@centre.test>';
const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transport: ReturnType<typeof createSmtpTransport>;
let server: TestServer;
let adminToken: string;
let categoryId: number;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, MAIL_FROM);
  server = await createTestServer({ mail: transport });
  adminToken = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  categoryId = (await insertCategory(server, { nameEn: 'Roof', nameAr: 'السقف', namePl: 'Dach' })).id;
});
afterAll(async () => {
  transport.close();
  await server.close();
  await smtp.close();
});

/** Saves the identity as an administrator does, through the settings' own endpoint. */
async function saveIdentity(name: { en: string; ar: string; pl: string }, email: string) {
  const answer = await call(server, 'PUT', '/api/settings/identity', {
    token: adminToken,
    body: {
      name,
      short_name: '',
      address: 'ul. Wiertnicza 103, 02-952 Warszawa',
      phone: '',
      email,
      website: '',
      registration_numbers: [],
      bank_account: '',
      mail_language: 'pl',
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

let gifts = 0;
/** A gift given in a language; its receipt is mailed to `email` in that language. */
async function give(email: string, language: string) {
  gifts += 1;
  const answer = await call(server, 'POST', '/api/donations', {
    headers: { 'accept-language': language },
    body: {
      payment_method: 'pm_card_visa',
      amount: 20,
      category_id: categoryId,
      donor_name: 'Anna Kowalska',
      donor_email: email,
      is_anonymous: false,
      idempotency_key: `mail-sender-gift-${gifts}`,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** The last mail the SMTP server took for an address, parsed. */
async function lastMailTo(address: string): Promise<ParsedMail> {
  const raw = received.filter((mail) => mail.to.includes(address)).at(-1)?.raw;
  if (!raw) throw new Error(`no mail to ${address}`);
  return simpleParser(raw);
}

const fromOf = (mail: ParsedMail) => mail.from?.value[0];
const replyToOf = (mail: ParsedMail) => mail.replyTo?.value.map((sender) => sender.address) ?? [];

const NAMES = {
  en: 'Warsaw Islamic Centre',
  ar: 'المركز الإسلامي في وارسو',
  pl: 'Centrum Islamskie w Warszawie',
};

describe('the sender of a mail', () => {
  it('is the centre named in the mail’s language, from MAIL_FROM’s address, answered to its contact address', async () => {
    await saveIdentity(NAMES, 'kontakt@centrum.test');
    await give('layla@example.org', 'ar');
    const mail = await lastMailTo('layla@example.org');
    expect(mail.subject).toBe('شكرًا لتبرعكم');
    expect(fromOf(mail)).toEqual({ name: NAMES.ar, address: 'no-reply@centre.test' });
    expect(replyToOf(mail)).toEqual(['kontakt@centrum.test']);
    // Encoded on the wire (RFC 2047), as the headers' rules ask: no raw Arabic in any header.
    const headers = (received.at(-1)?.raw ?? '').split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toMatch(/^From: =\?UTF-8\?[BQ]\?/m);
    expect(headers).toMatch(/^[\x20-\x7e\r\n\t]+$/);

    await give('anna@example.org', 'pl');
    expect(fromOf(await lastMailTo('anna@example.org'))).toEqual({
      name: NAMES.pl,
      address: 'no-reply@centre.test',
    });
  });

  it('sends the account codes from the centre too, in the language they were asked in', async () => {
    await saveIdentity(NAMES, 'kontakt@centrum.test');
    const answer = await call(server, 'POST', '/api/register', {
      headers: { 'accept-language': 'ar' },
      body: {
        username: 'Layla',
        email: 'layla.code@example.org',
        phone: '+48 500 600 701',
        password: 'salaam-2026',
      },
    });
    expect(answer.status).toBe(201);
    const mail = await lastMailTo('layla.code@example.org');
    expect(mail.subject).toBe('رمز التحقق الخاص بكم في منبر');
    expect(fromOf(mail)).toEqual({ name: NAMES.ar, address: 'no-reply@centre.test' });
    expect(replyToOf(mail)).toEqual(['kontakt@centrum.test']);
  });

  it('carries the new name on the next mail once the centre is renamed', async () => {
    await saveIdentity(NAMES, 'kontakt@centrum.test');
    await give('omar@example.org', 'ar');
    expect(fromOf(await lastMailTo('omar@example.org'))?.name).toBe(NAMES.ar);
    await saveIdentity({ ...NAMES, ar: 'مسجد وارسو الكبير' }, 'biuro@centrum.test');
    await give('omar@example.org', 'ar');
    const renamed = await lastMailTo('omar@example.org');
    expect(fromOf(renamed)).toEqual({ name: 'مسجد وارسو الكبير', address: 'no-reply@centre.test' });
    expect(replyToOf(renamed)).toEqual(['biuro@centrum.test']);
  });

  it('falls back to the English name, then to Minbar, and has no Reply-To without a contact address', async () => {
    // The settings form asks every name; a row saved before it did (or none saved at all) may lack them.
    await server.deps.db.update(mosqueIdentity).set({ nameEn: NAMES.en, nameAr: '', namePl: '', email: '' });
    await give('zofia@example.org', 'pl');
    const english = await lastMailTo('zofia@example.org');
    expect(fromOf(english)).toEqual({ name: NAMES.en, address: 'no-reply@centre.test' });
    expect(english.replyTo).toBeUndefined();

    await server.deps.db.delete(mosqueIdentity);
    await give('yusuf@example.org', 'ar');
    expect(fromOf(await lastMailTo('yusuf@example.org'))?.name).toBe('Minbar');
  });

  it('goes out as it was composed when it was queued, though the centre was renamed before it was delivered', async () => {
    await saveIdentity(NAMES, 'kontakt@centrum.test');
    // The mail server is down when the mail is queued: the row waits for the next drain.
    const down = createOutbox(server.deps.db, () => {}, {
      deliver: () => Promise.reject(new Error('421 try again later')),
    });
    await down.send(
      await templatedMail(server.deps, 'late@example.org', MAIL_STORY_EXAMPLES.receipt.sparse, 'pl'),
    );
    expect(received.some((mail) => mail.to.includes('late@example.org'))).toBe(false);
    await saveIdentity({ ...NAMES, pl: 'Meczet Ochota' }, 'nowy@centrum.test');
    await server.deps.outbox.drain();
    const late = await lastMailTo('late@example.org');
    expect(fromOf(late)).toEqual({ name: NAMES.pl, address: 'no-reply@centre.test' });
    expect(replyToOf(late)).toEqual(['kontakt@centrum.test']);
  });
});
