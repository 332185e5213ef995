import { photoSources } from '@minbar/domain/input/photo-ref';
import { groupBankAccount } from '@minbar/domain/mosque/bank-account';
import type { Database } from '../db/client';
import type { MailAttachment } from '../db/schema';
import { mosqueIdentity } from '../db/schema-settings';
import type { AppDeps } from '../deps';
import type { MailContent, MailIdentity } from '../mail/kinds';
import { type MailToRender, renderMails } from '../mail/render-many';
import { renderMail } from '../mail/templates';
import { isMailLanguage, type MailLanguage } from '../mail/texts';
import type { MailSender, OutgoingMail } from './outbox';

type IdentityRow = typeof mosqueIdentity.$inferSelect;

/** The centre's saved identity, in one read; every mail of a batch is built from the same. */
async function readIdentityRow(db: Pick<Database, 'select'>): Promise<IdentityRow | undefined> {
  const [row] = await db.select().from(mosqueIdentity).limit(1);
  return row;
}

/**
 * The centre as its mails name it, in the mail's language. A field nobody has saved is '' and its
 * line is left out of the mail.
 */
function identityOf(
  row: IdentityRow | undefined,
  publicUrl: string | undefined,
  language: MailLanguage,
): MailIdentity {
  const names = row ? { en: row.nameEn, ar: row.nameAr, pl: row.namePl } : { en: '', ar: '', pl: '' };
  return {
    name: names[language] || names.en,
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    website: row?.website ?? '',
    // A mail is read elsewhere: the logo needs the site's absolute address, or it is left out.
    logoUrl: publicUrl && row?.logo ? new URL(photoSources(row.logo).src, `${publicUrl}/`).href : '',
    // Grouped in fours as people copy it into a transfer form.
    bankAccount: row?.bankAccount ? groupBankAccount(row.bankAccount) : '',
  };
}

/** The centre as its mails name it in `language`, read now. */
export async function readMailIdentity(
  deps: Pick<AppDeps, 'db' | 'publicUrl'>,
  language: MailLanguage,
): Promise<MailIdentity> {
  return identityOf(await readIdentityRow(deps.db), deps.publicUrl, language);
}

/** A stored language ('en', 'ar', 'pl') or English when the row holds something else. */
export function mailLanguageOf(value: string | null | undefined): MailLanguage {
  return isMailLanguage(value) ? value : 'en';
}

/** The language the mosque chose for mails to people whose own language is not known. */
export async function mosqueMailLanguage(deps: { db: Pick<Database, 'select'> }): Promise<MailLanguage> {
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

/** One mail of a batch: its reader, what it says, and what travels with it. */
export interface MailToQueue extends MailToRender {
  to: string;
  attachments?: MailAttachment[];
  /** What only the recipient may hold (see templatedMail). */
  secret?: string;
}

/**
 * Many templated mails at once, for news that reaches many people: the centre's identity read once
 * through `db` (a transaction's, when the batch is queued inside one), and each distinct mail
 * rendered once with every reader's own facts filled in (mail/render-many.ts). No read per mail.
 */
export async function templatedMails(
  db: Pick<Database, 'select'>,
  publicUrl: string | undefined,
  mails: readonly MailToQueue[],
): Promise<OutgoingMail[]> {
  if (mails.length === 0) return [];
  const row = await readIdentityRow(db);
  const identities = new Map<MailLanguage, MailIdentity>();
  const identityIn = (language: MailLanguage) => {
    let identity = identities.get(language);
    if (!identity) {
      identity = identityOf(row, publicUrl, language);
      identities.set(language, identity);
    }
    return identity;
  };
  const rendered = await renderMails(mails, identityIn);
  return mails.map((mail, index) => {
    const { subject, text, html } = rendered[index]!;
    return {
      to: mail.to,
      kind: mail.content.kind,
      code: mail.secret ?? '',
      subject,
      body: text,
      html,
      attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
      ...senderOf(identityIn(mail.language)),
    };
  });
}

/**
 * News for many people, queued with the change it tells of: rendered as `templatedMails` does and
 * inserted in one statement through `tx`, the change's own transaction, so both are kept or neither.
 * Returns the mails, for `deps.outbox.queued` once that transaction has committed. A failure here
 * fails the change: nobody is told of a change that was not saved, and no saved change goes untold.
 */
export async function queueMails(
  deps: Pick<AppDeps, 'outbox' | 'publicUrl'>,
  tx: Pick<Database, 'select' | 'execute'>,
  mails: readonly MailToQueue[],
): Promise<OutgoingMail[]> {
  const outgoing = await templatedMails(tx, deps.publicUrl, mails);
  await deps.outbox.queue(tx, outgoing);
  return outgoing;
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
