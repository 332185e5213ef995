import { createTransport } from 'nodemailer';
import type { MailTransport } from './outbox';

/**
 * SMTP delivery when SMTP_URL is set (e.g. `smtps://user:pass@mail.example.org:465`). nodemailer is
 * the long-standing Node mail client: TLS, auth and pooling are not worth writing by hand.
 */
export function createSmtpTransport(url: string, from: string): MailTransport & { close(): void } {
  const transporter = createTransport(url);
  return {
    async deliver(mail) {
      await transporter.sendMail({
        from,
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
    },
    close: () => transporter.close(),
  };
}
