import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, type TestServer } from '../test/harness';
import { type Received, startSmtpServer } from '../test/smtp';
import { createSmtpTransport } from './smtp-transport';

/** Subject and text of a received mail, decoded by mailparser (encoded words, quoted-printable). */
async function readMail(raw: string): Promise<string> {
  const mail = await simpleParser(raw);
  return `${mail.subject ?? ''}\n${mail.text ?? ''}`;
}

const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transport: ReturnType<typeof createSmtpTransport>;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer(received);
  transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'Minbar <no-reply@minbar.test>');
  server = await createTestServer({ mail: transport });
});
afterAll(async () => {
  transport.close();
  await server.close();
  await smtp.close();
});

describe('mail through SMTP_URL', () => {
  it('delivers the verification code over SMTP in the language of the request, and keeps it out of the log', async () => {
    const answer = await call(server, 'POST', '/api/register', {
      headers: { 'accept-language': 'pl-PL,pl;q=0.9' },
      body: {
        username: 'Zofia',
        email: 'zofia@example.test',
        phone: '+48 500 600 700',
        password: 'salaam-2026',
      },
    });
    expect(answer.status).toBe(201);

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['zofia@example.test']);
    const mail = await readMail(received[0]?.raw ?? '');
    expect(mail).toContain('Twój kod weryfikacyjny Minbar');
    const code = /Twój kod weryfikacyjny to (\d{6})\./.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const logged = server.printed.filter((line) => line.startsWith('outbox: '));
    expect(logged.at(-1)).toBe('outbox: {"to":"zofia@example.test","kind":"verify","delivered":"smtp"}');
    expect(logged.join('\n')).not.toContain(code ?? 'no-code');

    const verified = await call(server, 'POST', '/api/verify', {
      body: { email: 'zofia@example.test', code },
    });
    expect(verified.status).toBe(200);
  });

  it('writes the reset mail in Arabic when the app is in Arabic', async () => {
    await call(server, 'POST', '/api/password-reset/request', {
      headers: { 'accept-language': 'ar' },
      body: { email: 'zofia@example.test' },
    });
    const mail = await readMail(received.at(-1)?.raw ?? '');
    expect(mail).toContain('رمز إعادة تعيين كلمة المرور في منبر');
  });
});
