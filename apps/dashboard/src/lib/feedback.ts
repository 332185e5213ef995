import { type FieldError, isApiError, isNetworkFailure } from '@minbar/api/errors';
import {
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@minbar/domain/access/sign-in';
import type { Message, MessageId } from './i18n';

/**
 * Something to tell the user: a translated message, or a server text the app has no translation
 * for (shown as given rather than hidden, docs/decisions/0008).
 */
export type Feedback = Message | { text: string };

/** The limits each issue message mentions, taken from the domain so text and rule never drift. */
const ISSUE_VALUES: Partial<Record<string, Record<string, number>>> = {
  'password.too_short': { min: PASSWORD_MIN_LENGTH },
  'password.too_long': { max: PASSWORD_MAX_LENGTH },
  'username.too_long': { max: USERNAME_MAX_LENGTH },
  'code.invalid': { length: CODE_LENGTH },
};

const ISSUE_CODES = new Set([
  'field.required',
  'email.invalid',
  'password.too_short',
  'password.too_long',
  'password.mismatch',
  'phone.invalid',
  'username.too_long',
  'code.invalid',
  'text.invalid_character',
  'text.invisible_character',
  'value_error.email_taken',
  'value_error.username_taken',
]);

/** The translated message of a domain issue code, or null for a code the app does not know. */
export function issueMessage(code: string): Message | null {
  if (!ISSUE_CODES.has(code)) return null;
  const values = ISSUE_VALUES[code];
  const id = `validation.${code}` as MessageId;
  return values ? { id, values } : { id };
}

/** A field error from the server: its code when known, otherwise the server's own words. */
export function fieldFeedback(error: FieldError): Feedback {
  return issueMessage(error.code) ?? { text: error.message };
}

/** Translates the first issue per field of a client-side validation (codes from the domain schemas). */
export function issuesFeedback(issues: Partial<Record<string, string>>): Record<string, Feedback> {
  const out: Record<string, Feedback> = {};
  for (const [field, code] of Object.entries(issues)) {
    if (code) out[field] = issueMessage(code) ?? { id: 'validation.field.required' };
  }
  return out;
}

/**
 * The failures every screen words the same way: no answer, too many attempts, a server fault or
 * an answer the app cannot read. Null when the screen must decide.
 */
export function commonFailure(error: unknown): Message | null {
  const network = networkFailure(error);
  if (network) return network;
  if (!isApiError(error)) return { id: 'error.server' };
  if (error.kind === 'contract') return { id: 'error.server' };
  if (error.status === 429) {
    return error.retryAfterSeconds
      ? { id: 'error.tooManyAttemptsRetry', values: { seconds: error.retryAfterSeconds } }
      : { id: 'error.tooManyAttempts' };
  }
  if (error.status !== null && error.status >= 500) return { id: 'error.server' };
  return null;
}

/**
 * A call that got no answer. With the browser offline nothing left the machine, so the message can
 * say that nothing was sent or saved; online, the request may have reached the server before the
 * connection broke, so the message promises nothing about what happened.
 */
export function networkFailure(error: unknown, online = isBrowserOnline()): Message | null {
  if (!isNetworkFailure(error)) return null;
  return online ? { id: 'error.network' } : { id: 'error.offline' };
}

function isBrowserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
