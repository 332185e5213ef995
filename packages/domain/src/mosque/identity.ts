import * as v from 'valibot';
import { normalisePhone } from '../certificates/request-form';
import { boundedText, hasInvisibleCharacter, TEXT_ISSUE } from '../input/text';

/** The languages the mosque writes its name in: the three of the interface and of its papers. */
export const MOSQUE_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type MosqueLanguage = (typeof MOSQUE_LANGUAGES)[number];

export const MOSQUE_NAME_MAX_LENGTH = 200;
export const MOSQUE_SHORT_NAME_MAX_LENGTH = 60;
export const MOSQUE_ADDRESS_MAX_LENGTH = 300;
export const MOSQUE_EMAIL_MAX_LENGTH = 254;
export const MOSQUE_WEBSITE_MAX_LENGTH = 300;

/** Issue codes of the mosque's identity; each app translates them (the domain holds no text). */
export const MOSQUE_IDENTITY_ISSUE = {
  phoneInvalid: 'identity.phone_invalid',
  emailInvalid: 'identity.email_invalid',
  websiteInvalid: 'identity.website_invalid',
} as const;
export type MosqueIdentityIssue = (typeof MOSQUE_IDENTITY_ISSUE)[keyof typeof MOSQUE_IDENTITY_ISSUE];

/**
 * Who the mosque is, as it signs its papers and presents itself to visitors: its name in each
 * language, a short name where space is tight, its postal address (lines kept), and how to reach it.
 * Every field is a string; an empty one is not given (a mosque that has not set its identity yet has
 * every field empty). Later fields (logo, registration numbers, bank account) join this shape.
 */
export interface MosqueIdentity {
  name: Record<MosqueLanguage, string>;
  short_name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}

export const EMPTY_MOSQUE_IDENTITY: MosqueIdentity = {
  name: { en: '', ar: '', pl: '' },
  short_name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
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

/**
 * PUT /settings/identity: the names (all three required, as a certificate may print in any of them),
 * the address (required: it stands under the name as the issuer), and the optional short name,
 * phone, e-mail and website (empty for none). The phone is stored as written with its digits checked;
 * a website without a scheme gets https://. The form, the client and the server parse with this one schema.
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
});
/** What a caller sends: the optional fields may be left out or empty. */
export type MosqueIdentityRequest = v.InferInput<typeof mosqueIdentityInputSchema>;
