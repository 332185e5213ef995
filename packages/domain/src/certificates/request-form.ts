import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { isLanguage, type Language } from '../input/languages';
import { hasInvisibleCharacter, hasNul } from '../input/text';

/**
 * What a certificate request asks for (decision 0021): a marriage certificate, a certificate of
 * conversion to Islam, or a custom request described in words. The hajj fields of older records are
 * kept as data but no type asks for them.
 */
export const REQUEST_TYPES = ['marriage', 'conversion', 'custom'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const REQUEST_ISSUES = [
  'required',
  'too_short',
  'too_long',
  'invalid_character',
  'phone_invalid',
  'id_number_invalid',
  'date_invalid',
  'date_in_future',
  'location_invalid',
  'witnesses_too_few',
  'type_invalid',
  'email_invalid',
  'language_invalid',
] as const;
export type RequestIssue = (typeof REQUEST_ISSUES)[number];

export const NAME_MAX_LENGTH = 100;
export const LOCATION_MAX_LENGTH = 300;
export const WITNESSES_MAX_LENGTH = 300;
export const DESCRIPTION_MIN_LENGTH = 10;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const NOTES_MAX_LENGTH = 2000;
/** The longest address SMTP can deliver to (RFC 5321's path limit less its brackets). */
export const APPLICANT_EMAIL_MAX_LENGTH = 254;

/** The form's values as typed; every field is text, blank when the type does not use it. */
export interface RequestFormValues {
  request_type: string;
  applicant_name: string;
  applicant_father_name: string;
  applicant_id_number: string;
  applicant_phone: string;
  spouse_name: string;
  spouse_father_name: string;
  marriage_date: string;
  marriage_location: string;
  previous_religion: string;
  revert_date: string;
  shahada_witnesses: string;
  custom_request_description: string;
  /** Where the applicant is told of the request's progress; optional, for every type. */
  applicant_email: string;
  /** The language of those mails: 'en', 'ar', 'pl', or '' for the mosque's own mail language. */
  preferred_language: string;
  admin_notes: string;
}
export type RequestField = keyof RequestFormValues;

/**
 * The fields each type asks for, in the order the form shows them. The applicant's email and mail
 * language and the admin notes belong to every type and are always optional.
 */
export const REQUEST_FIELDS_BY_TYPE: Record<RequestType, readonly RequestField[]> = {
  marriage: [
    'applicant_name',
    'applicant_father_name',
    'applicant_id_number',
    'applicant_phone',
    'spouse_name',
    'spouse_father_name',
    'marriage_date',
    'marriage_location',
  ],
  conversion: [
    'applicant_name',
    'applicant_father_name',
    'applicant_id_number',
    'applicant_phone',
    'previous_religion',
    'revert_date',
    'shahada_witnesses',
  ],
  custom: ['applicant_name', 'applicant_phone', 'custom_request_description'],
};

export function emptyRequestForm(type: RequestType = 'marriage'): RequestFormValues {
  return {
    request_type: type,
    applicant_name: '',
    applicant_father_name: '',
    applicant_id_number: '',
    applicant_phone: '',
    spouse_name: '',
    spouse_father_name: '',
    marriage_date: '',
    marriage_location: '',
    previous_religion: '',
    revert_date: '',
    shahada_witnesses: '',
    custom_request_description: '',
    applicant_email: '',
    preferred_language: '',
    admin_notes: '',
  };
}

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}

/**
 * A phone number as people write it: an optional leading +, then 7 to 15 digits (the E.164 length),
 * with spaces, dashes, dots and brackets allowed between them. Null when it is not one; the number
 * written with its + and digits only otherwise.
 */
export function normalisePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[0-9 ()./-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * An identity document's number (a passport, an ID card, a PESEL): 5 to 20 Latin letters and digits,
 * written in capitals, with spaces and dashes left out. Null when it is not one.
 */
export function normaliseIdNumber(text: string): string | null {
  const compact = text.trim().replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{5,20}$/.test(compact) ? compact : null;
}

/** The witnesses of a shahada, one per line or separated by commas or semicolons. */
export function witnessesOf(text: string): string[] {
  return text
    .split(/[\n,;،]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** A place, or a link to it on a map (http or https only: a javascript: or data: link is refused). */
function checkLocation(text: string): RequestIssue | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^https?:\/\//i.test(text)) return 'location_invalid';
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.username || url.password) return 'location_invalid';
    } catch {
      return 'location_invalid';
    }
  }
  return null;
}

/** True when the place is a web link the table may open in a new tab. */
export function isLocationLink(text: string): boolean {
  return /^https?:\/\//i.test(text.trim()) && checkLocation(text.trim()) === null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address to write to, or nothing: the request is kept by phone alone when the applicant has none. */
function checkEmail(text: string): RequestIssue | null {
  if (text === '') return null;
  if (hasNul(text) || hasInvisibleCharacter(text)) return 'invalid_character';
  return text.length > APPLICANT_EMAIL_MAX_LENGTH || !EMAIL.test(text) ? 'email_invalid' : null;
}

function checkText(text: string, min: number, max: number, name = false): RequestIssue | null {
  if (text === '') return 'required';
  if (hasNul(text) || (name && hasInvisibleCharacter(text))) return 'invalid_character';
  if (text.length < min) return 'too_short';
  if (text.length > max) return 'too_long';
  return null;
}

function checkPastDate(text: string, today: string | null): RequestIssue | null {
  if (text === '') return 'required';
  if (!isIsoDate(text)) return 'date_invalid';
  return today !== null && text > today ? 'date_in_future' : null;
}

/**
 * The issue of one field for the request's type, or null. A field the type does not ask for is not
 * checked (admin notes only for their length). `today` is the mosque's date: a marriage or a
 * conversion cannot be after it; null skips that rule.
 */
export function checkRequestField(
  field: RequestField,
  values: RequestFormValues,
  today: string | null,
): RequestIssue | null {
  const text = (values[field] ?? '').trim();
  if (field === 'request_type') return isRequestType(text) ? null : 'type_invalid';
  if (field === 'admin_notes')
    return text.length > NOTES_MAX_LENGTH ? 'too_long' : hasNul(text) ? 'invalid_character' : null;
  if (field === 'applicant_email') return checkEmail(text);
  if (field === 'preferred_language') return text === '' || isLanguage(text) ? null : 'language_invalid';
  const type = isRequestType(values.request_type) ? values.request_type : null;
  if (!type || !REQUEST_FIELDS_BY_TYPE[type].includes(field)) return null;
  switch (field) {
    case 'applicant_phone':
      if (text === '') return 'required';
      return normalisePhone(text) === null ? 'phone_invalid' : null;
    case 'applicant_id_number':
      if (text === '') return 'required';
      return normaliseIdNumber(text) === null ? 'id_number_invalid' : null;
    case 'marriage_date':
    case 'revert_date':
      return checkPastDate(text, today);
    case 'marriage_location':
      return checkText(text, 2, LOCATION_MAX_LENGTH) ?? checkLocation(text);
    case 'shahada_witnesses':
      return (
        checkText(text, 2, WITNESSES_MAX_LENGTH) ??
        (witnessesOf(text).length < 2 ? 'witnesses_too_few' : null)
      );
    case 'custom_request_description':
      return checkText(text, DESCRIPTION_MIN_LENGTH, DESCRIPTION_MAX_LENGTH);
    default:
      return checkText(text, 2, NAME_MAX_LENGTH, true);
  }
}

export const REQUEST_FIELDS: readonly RequestField[] = Object.keys(emptyRequestForm()) as RequestField[];

/** Every field's issue for the request's type: the full check on submit. */
export function checkRequestForm(
  values: RequestFormValues,
  today: string | null,
): Partial<Record<RequestField, RequestIssue>> {
  const issues: Partial<Record<RequestField, RequestIssue>> = {};
  for (const field of REQUEST_FIELDS) {
    const issue = checkRequestField(field, values, today);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** What is sent and stored: the type's fields trimmed (phone and id number normalised), the others null. */
export interface RequestPayload {
  request_type: RequestType;
  applicant_name: string;
  applicant_father_name: string | null;
  applicant_id_number: string | null;
  applicant_phone: string;
  spouse_name: string | null;
  spouse_father_name: string | null;
  marriage_date: string | null;
  marriage_location: string | null;
  previous_religion: string | null;
  revert_date: string | null;
  shahada_witnesses: string | null;
  custom_request_description: string | null;
  /** Lower-cased, as addresses are compared. */
  applicant_email: string | null;
  preferred_language: Language | null;
  admin_notes: string | null;
}

export function toRequestPayload(values: RequestFormValues): RequestPayload {
  const type = isRequestType(values.request_type) ? values.request_type : 'custom';
  const asked = new Set<RequestField>(REQUEST_FIELDS_BY_TYPE[type]);
  const field = (name: RequestField) => (asked.has(name) ? values[name].trim() || null : null);
  return {
    request_type: type,
    applicant_name: values.applicant_name.trim(),
    applicant_father_name: field('applicant_father_name'),
    applicant_id_number: asked.has('applicant_id_number')
      ? (normaliseIdNumber(values.applicant_id_number) ?? (values.applicant_id_number.trim() || null))
      : null,
    applicant_phone: normalisePhone(values.applicant_phone) ?? values.applicant_phone.trim(),
    spouse_name: field('spouse_name'),
    spouse_father_name: field('spouse_father_name'),
    marriage_date: field('marriage_date'),
    marriage_location: field('marriage_location'),
    previous_religion: field('previous_religion'),
    revert_date: field('revert_date'),
    shahada_witnesses: field('shahada_witnesses'),
    custom_request_description: field('custom_request_description'),
    applicant_email: values.applicant_email.trim().toLowerCase() || null,
    preferred_language: isLanguage(values.preferred_language) ? values.preferred_language : null,
    admin_notes: values.admin_notes.trim() || null,
  };
}

/** A stored request as the form's typed values (the edit form's starting point). */
export function requestFormValuesOf(request: object): RequestFormValues {
  const values = emptyRequestForm();
  for (const field of REQUEST_FIELDS) {
    const value = (request as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/** The 422 item `type` of an issue: the shared 'field.required', the others under 'certificate.'. */
export function requestIssueType(issue: RequestIssue): string {
  return issue === 'required' ? 'field.required' : `certificate.${issue}`;
}

export function requestIssueOfType(type: string): RequestIssue | null {
  const code = type === 'field.required' ? 'required' : type.startsWith('certificate.') ? type.slice(12) : '';
  return (REQUEST_ISSUES as readonly string[]).includes(code) ? (code as RequestIssue) : null;
}

const text = v.nullish(v.string(requestIssueType('required')), '');

/**
 * A create or update as the server reads it: the form's own rules (the date rules against the
 * mosque's today are the server's, with its clock), turned into the stored payload.
 */
export const requestPayloadSchema = v.pipe(
  v.object(
    Object.fromEntries(REQUEST_FIELDS.map((field) => [field, text])) as Record<RequestField, typeof text>,
    requestIssueType('required'),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = requestFormValuesOf(dataset.value);
    for (const [field, issue] of Object.entries(checkRequestForm(values, null))) {
      addIssue({
        message: requestIssueType(issue),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value as Record<string, unknown>,
            key: field,
            value: values[field as RequestField],
          },
        ],
      });
    }
  }),
  v.transform((values) => toRequestPayload(requestFormValuesOf(values))),
);

/** The rules about the mosque's today, applied by the server: no marriage or conversion after it. */
export function requestDateIssues(
  payload: Pick<RequestPayload, 'marriage_date' | 'revert_date'>,
  today: string,
): Partial<Record<'marriage_date' | 'revert_date', RequestIssue>> {
  const issues: Partial<Record<'marriage_date' | 'revert_date', RequestIssue>> = {};
  if (payload.marriage_date && payload.marriage_date > today) issues.marriage_date = 'date_in_future';
  if (payload.revert_date && payload.revert_date > today) issues.revert_date = 'date_in_future';
  return issues;
}
