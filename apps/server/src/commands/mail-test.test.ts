import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { type Received, startSmtpServer } from '../test/smtp';
import { mailTest } from './mail-test';

/*
 * `npm run mail-test -- you@example.org` before going live: one mail through SMTP_URL that the real
 * test mail server receives, and the mail server's refusals (nothing listening, a wrong password)
 * and a missing SMTP_URL each said plainly with exit 1. No database is opened.
 */

const received: Received[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer(received);
});
afterAll(async () => {
  await smtp.close();
});

const FROM = 'Meczet <no-reply@meczet.example.org>';

async function run(args: string[], settings: Record<string, string>) {
  const said: string[] = [];
  // A data folder nobody may open: the command must not touch the database.
  const env = parseEnv({ MINBAR_DATA_DIR: '/nonexistent/minbar-mail-test', MAIL_FROM: FROM, ...settings });
  const code = await mailTest(args, env, {
    out: (line) => said.push(line),
    err: (line) => said.push(line),
  });
  return { code, said: said.join('\n') };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail-test', () => {
  it('sends one mail the mail server takes, from MAIL_FROM, and says so with its answer', async () => {
    const result = await run(['imam@meczet.example.org'], { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    expect(result.code, result.said).toBe(0);
    expect(result.said).toMatch(
      new RegExp(
        `^mail-test: the mail server at 127\\.0\\.0\\.1:${smtp.port} accepted the test mail to imam@meczet\\.example\\.org: 250 .+\\nmail-test: look for "Minbar: test mail" in that mailbox, and in its spam folder`,
      ),
    );
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['imam@meczet.example.org']);
    const mail = await simpleParser(received[0]?.raw ?? '');
    expect(mail.subject).toBe('Minbar: test mail');
    expect(mail.from?.text).toBe('"Meczet" <no-reply@meczet.example.org>');
    expect(mail.text).toContain(`This is a test mail from Minbar, sent by \`npm run mail-test\``);
    expect(mail.text).toContain(`through 127.0.0.1:${smtp.port}`);
    expect(mail.text).toContain("Those go out from no-reply@meczet.example.org under the centre's own name");
  });

  it('says the connection was refused when nothing takes mail at SMTP_URL, exit 1', async () => {
    const port = await closedPort();
    const result = await run(['imam@meczet.example.org'], { SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(result).toEqual({
      code: 1,
      said: `mail-test: not sent: 127.0.0.1:${port} refused the connection: nothing takes mail there; check the host and port in SMTP_URL (connect ECONNREFUSED 127.0.0.1:${port})`,
    });
  });

  it("gives the mail server's own words when it refuses the password, and never the password", async () => {
    const strict = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (_auth, _session, done) => done(new Error('5.7.8 Authentication credentials invalid')),
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    const { port } = strict.server.address() as AddressInfo;
    try {
      const result = await run(['imam@meczet.example.org'], {
        SMTP_URL: `smtp://minbar:s3cret-word@127.0.0.1:${port}`,
      });
      expect(result.code).toBe(1);
      expect(result.said).toMatch(
        new RegExp(
          `^mail-test: not sent: the mail server at 127\\.0\\.0\\.1:${port} refused the user name or password in SMTP_URL .*: 535 5\\.7\\.8 Authentication credentials invalid$`,
        ),
      );
      expect(result.said).not.toContain('s3cret-word');
    } finally {
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });

  it('names smtps:// against a server that speaks plain SMTP, in one line', async () => {
    const result = await run(['imam@meczet.example.org'], { SMTP_URL: `smtps://127.0.0.1:${smtp.port}` });
    expect(result.code).toBe(1);
    expect(result.said).toMatch(
      new RegExp(
        `^mail-test: not sent: the secure connection to 127\\.0\\.0\\.1:${smtp.port} failed: smtps:// is for port 465, smtp:// \\(which starts TLS itself\\) for 587 \\([^\\n]+\\)$`,
      ),
    );
  });

  it('without SMTP_URL says mail is only printed to the log and what to set, exit 1', async () => {
    const result = await run(['imam@meczet.example.org'], {});
    expect(result.code).toBe(1);
    expect(result.said).toMatch(/^mail-test: SMTP_URL is not set, so this installation sends no mail/);
    expect(result.said).toContain('SMTP_URL=smtps://user:password@mail.example.org:465');
    expect(result.said).toContain(`(now ${FROM})`);
  });

  it('asks for one address, and refuses one that is not an address, exit 2', async () => {
    expect(await run([], { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })).toEqual({
      code: 2,
      said: expect.stringMatching(/^npm run mail-test -- you@example\.org\n/),
    });
    const wrong = await run(['not-an-address'], { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    expect(wrong.code).toBe(2);
    expect(wrong.said).toMatch(/^mail-test: the address: /);
  });

  it('is one of the commands `npm run` starts: exit 0 through the command runner', async () => {
    const before = received.length;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/commands/index.ts', 'mail-test', 'office@meczet.example.org'],
      {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toContain('accepted the test mail to office@meczet.example.org');
    expect(received.slice(before).map((mail) => mail.to)).toEqual([['office@meczet.example.org']]);
  });
});
