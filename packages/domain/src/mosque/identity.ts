import * as v from 'valibot';
import { normalisePhone } from '../certificates/request-form';
import { LANGUAGES, type Language } from '../input/languages';
import { boundedText, hasInvisibleCharacter, TEXT_ISSUE } from '../input/text';
import { isIban } from './bank-account';

export { groupBankAccount, isIban } from './bank-account';

/** The languages the mosque writes its name in: the three of the interface and of its papers. */
export const MOSQUE_LANGUAGES = LANGUAGES;
export type MosqueLanguage = Language;

export const MOSQUE_NAME_MAX_LENGTH = 200;
export const MOSQUE_SHORT_NAME_MAX_LENGTH = 60;
export const MOSQUE_ADDRESS_MAX_LENGTH = 300;
export const MOSQUE_EMAIL_MAX_LENGTH = 254;
export const MOSQUE_WEBSITE_MAX_LENGTH = 300;
/** A few registration numbers fit a letterhead (KRS, NIP, REGON and one or two more); a longer list is a mistake. */
export const MOSQUE_REGISTRATION_MAX_COUNT = 5;
export const MOSQUE_REGISTRATION_LABEL_MAX_LENGTH = 40;
export const MOSQUE_REGISTRATION_VALUE_MAX_LENGTH = 40;
/** An IBAN is at most 34 characters; spaces between its groups are allowed in what is typed. */
export const MOSQUE_BANK_ACCOUNT_MAX_LENGTH = 50;

/** Issue codes of the mosque's identity; each app translates them (the domain holds no text). */
export const MOSQUE_IDENTITY_ISSUE = {
  phoneInvalid: 'identity.phone_invalid',
  emailInvalid: 'identity.email_invalid',
  websiteInvalid: 'identity.website_invalid',
  bankAccountInvalid: 'identity.bank_account_invalid',
  tooManyRegistrations: 'identity.too_many_registrations',
} as const;
export type MosqueIdentityIssue = (typeof MOSQUE_IDENTITY_ISSUE)[keyof typeof MOSQUE_IDENTITY_ISSUE];

/**
 * Who the mosque is, as it signs its papers and presents itself to visitors: its name in each
 * language, a short name where space is tight, its postal address (lines kept), and how to reach it.
 * Every field is a string; an empty one is not given (a mosque that has not set its identity yet has
 * every field empty). Its logo is a stored photo's reference (input/photo-ref.ts), '' for none; its
 * registration numbers are free labelled pairs (KRS, NIP, REGON…), since each country names its
 * registers differently; its bank account is kept compact (no spaces, capitals); its mails go out in
 * `mail_language` to anyone whose own language is not known.
 */
export interface MosqueIdentity {
  name: Record<MosqueLanguage, string>;
  short_name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  logo: string;
  registration_numbers: MosqueRegistration[];
  bank_account: string;
  mail_language: MosqueLanguage;
}

export interface MosqueRegistration {
  label: string;
  value: string;
}

export const EMPTY_MOSQUE_IDENTITY: MosqueIdentity = {
  name: { en: '', ar: '', pl: '' },
  short_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  logo: '',
  registration_numbers: [],
  bank_account: '',
  mail_language: 'en',
};

/** True once the mosque has a name in every language and an address, so it can sign a certificate. */
export function canSignPapers(identity: MosqueIdentity): boolean {
  return MOSQUE_LANGUAGES.every((language) => identity.name[language] !== '') && identity.address !== '';
}

/** The mosque's name in `language`, or in the first language it has one in; '' when it has none. */
export function mosqueNameIn(identity: MosqueIdentity, language: MosqueLanguage): string {
  if (identity.name[language]) return identity.name[language];
  return MOSQUE_LANGUAGES.map((other) => identity.name[other]).find(Boolean) ?? '';
}

const requiredName = (max: number) =>
  v.pipe(
    boundedText(max),
    v.trim(),
    v.nonEmpty(TEXT_ISSUE.required),
    v.check((text) => !hasInvisibleCharacter(text), TEXT_ISSUE.invisibleCharacter),
  );

const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(boundedText(max)), ''),
    v.transform((text) => (text ?? '').trim()),
  );

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A web address the mosque's pages may link to: http or https, with a host and no credentials. */
export function isWebsite(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

const registrationPart = (max: number) =>
  v.pipe(
    v.optional(v.nullable(boundedText(max)), ''),
    v.transform((text) => (text ?? '').trim()),
    v.check((text) => !hasInvisibleCharacter(text), TEXT_ISSUE.invisibleCharacter),
  );

/**
 * The registration numbers: rows left wholly empty are dropped (a form's spare row), a row needs both
 * its label and its number, and at most MOSQUE_REGISTRATION_MAX_COUNT are kept.
 */
const registrationNumbers = v.pipe(
  v.optional(
    v.array(
      v.object({
        label: registrationPart(MOSQUE_REGISTRATION_LABEL_MAX_LENGTH),
        value: registrationPart(MOSQUE_REGISTRATION_VALUE_MAX_LENGTH),
      }),
    ),
    [],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    dataset.value.forEach((row, index) => {
      if (row.label === '' && row.value === '') return;
      for (const key of ['label', 'value'] as const) {
        if (row[key] !== '') continue;
        addIssue({
          message: TEXT_ISSUE.required,
          path: [
            {
              type: 'array',
              origin: 'value',
              input: dataset.value,
              key: index,
              value: row,
            },
            { type: 'object', origin: 'value', input: row, key, value: row[key] },
          ],
        });
      }
    });
  }),
  // Dropped after the check, so an issue's index is the row's place in what was sent.
  v.transform((rows) => rows.filter((row) => row.label !== '' || row.value !== '')),
  v.maxLength(MOSQUE_REGISTRATION_MAX_COUNT, MOSQUE_IDENTITY_ISSUE.tooManyRegistrations),
);

/**
 * PUT /settings/identity: the names (all three required, as a certificate may print in any of them),
 * the address (required: it stands under the name as the issuer), and the optional short name,
 * phone, e-mail and website (empty for none). The phone is stored as written with its digits checked;
 * a website without a scheme gets https://. The registration numbers, the bank account (an IBAN,
 * stored without spaces) and the mails' language are optional too ('en' when not given). The logo is
 * not part of it: it comes as a file beside it, and `remove_logo` takes the stored one away. The
 * form, the client and the server parse with this one schema.
 */
export const mosqueIdentityInputSchema = v.object({
  name: v.object(
    {
      en: requiredName(MOSQUE_NAME_MAX_LENGTH),
      ar: requiredName(MOSQUE_NAME_MAX_LENGTH),
      pl: requiredName(MOSQUE_NAME_MAX_LENGTH),
    },
    TEXT_ISSUE.required,
  ),
  short_name: v.pipe(
    optionalText(MOSQUE_SHORT_NAME_MAX_LENGTH),
    v.check((text) => !hasInvisibleCharacter(text), TEXT_ISSUE.invisibleCharacter),
  ),
  address: v.pipe(
    boundedText(MOSQUE_ADDRESS_MAX_LENGTH),
    v.transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    ),
    v.nonEmpty(TEXT_ISSUE.required),
  ),
  phone: v.pipe(
    optionalText(40),
    v.check((text) => text === '' || normalisePhone(text) !== null, MOSQUE_IDENTITY_ISSUE.phoneInvalid),
  ),
  email: v.pipe(
    optionalText(MOSQUE_EMAIL_MAX_LENGTH),
    v.check((text) => text === '' || EMAIL.test(text), MOSQUE_IDENTITY_ISSUE.emailInvalid),
  ),
  website: v.pipe(
    optionalText(MOSQUE_WEBSITE_MAX_LENGTH),
    v.transform((text) => (text === '' || /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`)),
    v.check((text) => text === '' || isWebsite(text), MOSQUE_IDENTITY_ISSUE.websiteInvalid),
  ),
  registration_numbers: registrationNumbers,
  bank_account: v.pipe(
    optionalText(MOSQUE_BANK_ACCOUNT_MAX_LENGTH),
    v.check((text) => !hasInvisibleCharacter(text), TEXT_ISSUE.invisibleCharacter),
    v.transform((text) => text.replace(/ /g, '').toUpperCase()),
    v.check((text) => text === '' || isIban(text), MOSQUE_IDENTITY_ISSUE.bankAccountInvalid),
  ),
  mail_language: v.optional(v.picklist(MOSQUE_LANGUAGES, TEXT_ISSUE.required), 'en'),
  remove_logo: v.optional(v.boolean(), false),
});
/** What a caller sends: the optional fields may be left out or empty. */
export type MosqueIdentityRequest = v.InferInput<typeof mosqueIdentityInputSchema>;
