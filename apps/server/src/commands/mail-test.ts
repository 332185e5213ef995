import { hostname } from 'node:os';
import { emailSchema } from '@minbar/domain/access/credentials';
import * as v from 'valibot';
import { addressOf, createSmtpTransport } from '../services/smtp-transport';
import type { Command } from './command';

const USAGE = [
  'npm run mail-test -- you@example.org',
  'Sends one short test mail through SMTP_URL, from MAIL_FROM, and says whether the mail server took it.',
].join('\n');

/** Connecting, and each answer of the mail server, may take this long before the test gives up. */
const TIMEOUT_MS = 15_000;

/**
 * `npm run mail-test -- you@example.org`: one short mail through the installation's SMTP_URL and
 * MAIL_FROM, handed to the mail server directly (not through the outbox, and without the database),
 * so what the operator reads is the mail server's own answer: taken (exit 0), or refused and why
 * (exit 1). In English, like the other commands' output: the person who runs it reads it, and the
 * centre's language is in the database, which this command does not open.
 */
export const mailTest: Command = async (args, env, io) => {
  const address = v.safeParse(emailSchema, args[0] ?? '');
  if (args.length !== 1 || !address.success) {
    io.err(
      args.length === 1 && !address.success
        ? `mail-test: the address: ${address.issues[0].message}\n${USAGE}`
        : USAGE,
    );
    return 2;
  }
  if (!env.SMTP_URL) {
    io.err(
      [
        'mail-test: SMTP_URL is not set, so this installation sends no mail: each one is only printed to the',
        'log (an `outbox:` line) and kept in the outbox table. Set SMTP_URL to the mail account the server',
        'sends from, e.g. SMTP_URL=smtps://user:password@mail.example.org:465, and MAIL_FROM to its sender',
        `(now ${env.MAIL_FROM}), then run this again.`,
      ].join('\n'),
    );
    return 1;
  }
  const server = describeServer(env.SMTP_URL);
  const transport = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM, { timeoutMs: TIMEOUT_MS });
  const sentAt = new Date().toISOString();
  try {
    const answer = await transport.deliver({
      to: address.output,
      subject: 'Minbar: test mail',
      body: [
        `This is a test mail from Minbar, sent by \`npm run mail-test\` on ${hostname()} at ${sentAt}`,
        `through ${server}, from ${env.MAIL_FROM}.`,
        '',
        'It arrived, so the mail the server sends (account codes, receipts, bookings) can arrive too.',
        `Those go out from ${addressOf(env.MAIL_FROM)} under the centre's own name in each mail's language,`,
        "with answers going to the centre's contact address (both from its identity in the dashboard).",
        'Nothing needs doing.',
      ].join('\n'),
    });
    io.out(`mail-test: the mail server at ${server} accepted the test mail to ${address.output}: ${answer}`);
    io.out(
      'mail-test: look for "Minbar: test mail" in that mailbox, and in its spam folder: taken by the mail server is not yet delivered (the domain of MAIL_FROM needs SPF and DKIM for that).',
    );
    return 0;
  } catch (error) {
    io.err(`mail-test: not sent: ${whyRefused(error, server)}`);
    return 1;
  } finally {
    transport.close();
  }
};

/** host:port of SMTP_URL, without the user or the password, with nodemailer's default ports. */
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    const secure = parsed.protocol === 'smtps:';
    return `${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`;
  } catch {
    return 'SMTP_URL';
  }
}

interface SmtpError {
  code?: string;
  response?: string;
  message?: string;
  cause?: { code?: string };
}

/** The mail server's refusal, or the network's, in words, with what it said itself. */
function whyRefused(error: unknown, server: string): string {
  const { code, response, cause } = (error ?? {}) as SmtpError;
  // OpenSSL's messages name a source file and line after the reason ("…:wrong version number:../deps/…").
  const raw = ((error as SmtpError | null)?.message ?? String(error)).trim();
  const message = /SSL routines:[^:]*:([^:]+):/.exec(raw)?.[1] ?? raw;
  const said = response ?? message;
  if (/ECONNREFUSED/.test(message) || cause?.code === 'ECONNREFUSED')
    return `${server} refused the connection: nothing takes mail there; check the host and port in SMTP_URL (${message})`;
  if (code === 'EAUTH')
    return `the mail server at ${server} refused the user name or password in SMTP_URL (a password with @, : or / is written %40, %3A, %2F there): ${said}`;
  if (code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(message))
    return `the name of the mail server in SMTP_URL could not be looked up: ${message}`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(message))
    return `${server} did not answer within ${TIMEOUT_MS / 1000} s: a firewall, or a hosting provider that blocks outgoing mail ports (25, 465, 587), may be in the way (${message})`;
  if (code === 'ETLS' || /SSL|TLS|certificate|wrong version number/i.test(message))
    return `the secure connection to ${server} failed: smtps:// is for port 465, smtp:// (which starts TLS itself) for 587 (${message})`;
  if (code === 'EENVELOPE')
    return `the mail server at ${server} refused the sender (MAIL_FROM) or the recipient: ${said}`;
  return `the mail server at ${server} answered: ${said}`;
}
