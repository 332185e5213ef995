import { photoSources } from '@minbar/domain/input/photo-ref';
import { groupBankAccount } from '@minbar/domain/mosque/bank-account';
import type { MailAttachment } from '../db/schema';
import { mosqueIdentity } from '../db/schema-settings';
import type { AppDeps } from '../deps';
import type { MailContent, MailIdentity } from '../mail/kinds';
import { renderMail } from '../mail/templates';
import { isMailLanguage, type MailLanguage } from '../mail/texts';
import type { MailSender, OutgoingMail } from './outbox';

/**
 * The centre as its mails name it, in the mail's language. A field nobody has saved is '' and its
 * line is left out of the mail.
 */
export async function readMailIdentity(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  language: MailLanguage,
): Promise<MailIdentity> {
  const [row] = await deps.db.select().from(mosqueIdentity).limit(1);
  const names = row ? { en: row.nameEn, ar: row.nameAr, pl: row.namePl } : { en: '', ar: '', pl: '' };
  return {
    name: names[language] || names.en,
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    website: row?.website ?? '',
    // A mail is read elsewhere: the logo needs the site's absolute address, or it is left out.
    logoUrl:
      deps.publicUrl && row?.logo ? new URL(photoSources(row.logo).src, `${deps.publicUrl}/`).href : '',
    // Grouped in fours as people copy it into a transfer form.
    bankAccount: row?.bankAccount ? groupBankAccount(row.bankAccount) : '',
  };
}

/** A stored language ('en', 'ar', 'pl') or English when the row holds something else. */
export function mailLanguageOf(value: string | null | undefined): MailLanguage {
  return isMailLanguage(value) ? value : 'en';
}

/** The language the mosque chose for mails to people whose own language is not known. */
export async function mosqueMailLanguage(deps: Pick<AppDeps, 'db'>): Promise<MailLanguage> {
  const [row] = await deps.db.select({ language: mosqueIdentity.mailLanguage }).from(mosqueIdentity).limit(1);
  return mailLanguageOf(row?.language);
}

/** The name a mail goes out under when the centre has saved none in any language. */
const PRODUCT_NAME = 'Minbar';

/**
 * Who a mail is from: the centre's name in the mail's language (else in English, else the product's),
 * and its contact address for answers, when it has one. The address it is sent from is MAIL_FROM's
 * (smtp-transport.ts): a mail server sends only from its own account.
 */
export function senderOf(identity: MailIdentity): MailSender {
  return { fromName: identity.name || PRODUCT_NAME, replyTo: identity.email || null };
}

/** The centre as the sender of a mail in this language, read now (for the account codes). */
export async function mailSender(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  language: MailLanguage,
): Promise<MailSender> {
  return senderOf(await readMailIdentity(deps, language));
}

/** A templated mail (src/mail) for the outbox: subject, text and HTML in the reader's language. */
export async function templatedMail(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  to: string,
  content: MailContent,
  language: MailLanguage,
  attachments: MailAttachment[] = [],
  secret = '',
): Promise<OutgoingMail> {
  const identity = await readMailIdentity(deps, language);
  const mail = await renderMail(content, identity, language);
  return {
    to,
    kind: content.kind,
    // What only the recipient may hold (a link's token), kept like an account code: never shown to
    // staff, printed only by an outbox without a mail server (development and the e2e tests).
    code: secret,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    attachments: attachments.length > 0 ? attachments : null,
    ...senderOf(identity),
  };
}

/**
 * Builds and queues a templated mail. Whatever goes wrong (the database, a template) is logged and
 * swallowed: a mail never fails or undoes the action that sent it.
 */
export async function queueMail(
  deps: Pick<AppDeps, 'db' | 'outbox' | 'log' | 'publicUrl'>,
  to: string,
  content: MailContent,
  language: MailLanguage,
  attachments: MailAttachment[] = [],
  secret = '',
): Promise<void> {
  try {
    await deps.outbox.send(await templatedMail(deps, to, content, language, attachments, secret));
  } catch (error) {
    deps.log(`${content.kind} mail to ${to} not queued: ${String(error)}`);
  }
}
