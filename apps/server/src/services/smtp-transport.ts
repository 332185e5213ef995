import type { Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './outbox';

/** What the mail server needs of a mail: a test mail (`npm run mail-test`) has no kind and no code. */
export type SmtpMail = Pick<OutgoingMail, 'to' | 'subject' | 'body'> &
  Partial<Pick<OutgoingMail, 'html' | 'attachments' | 'fromName' | 'replyTo'>>;

export interface SmtpTransport extends MailTransport {
  /** Hands the mail over; resolves with the mail server's answer (e.g. `250 2.0.0 Ok: queued as 4F2`). */
  deliver(mail: SmtpMail): Promise<string>;
  readonly from: string;
  close(): void;
}

export interface SmtpOptions {
  /**
   * How long connecting, and then each answer, may take. nodemailer's defaults (2 minutes to connect,
   * 10 to answer) suit the outbox, which retries; a person waiting at `npm run mail-test` wants less.
   */
  timeoutMs?: number;
}

/** The address of MAIL_FROM: the part in angle brackets of `Name <address>`, else all of it. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * SMTP delivery when SMTP_URL is set (e.g. `smtps://user:pass@mail.example.org:465`). `from` is
 * MAIL_FROM: a mail composed with the centre's name goes out under that name from its address; one
 * without (a test mail, a row queued before names were composed) from MAIL_FROM as written. nodemailer is
 * the long-standing Node mail client: TLS, auth and pooling are not worth writing by hand.
 */
export function createSmtpTransport(url: string, from: string, options: SmtpOptions = {}): SmtpTransport {
  const { timeoutMs } = options;
  // nodemailer is loaded with the first mail, not at every start (docs/performance.md).
  let opened: Promise<Transporter> | undefined;
  const transporter = () =>
    (opened ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(
        timeoutMs
          ? { url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }
          : url,
      ),
    ));
  const address = addressOf(from);
  return {
    from: address,
    async deliver(mail) {
      const sent = await (await transporter()).sendMail({
        // The centre's name from MAIL_FROM's account; nodemailer encodes a name in Arabic or Polish.
        from: mail.fromName ? { name: mail.fromName, address } : from,
        // One address as an object: a comma or angle bracket in it cannot make nodemailer read several.
        ...(mail.replyTo ? { replyTo: { name: '', address: mail.replyTo } } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
        })),
      });
      return String(sent.response ?? '');
    },
    close: () => {
      opened?.then((open) => open.close()).catch(() => {});
    },
  };
}
