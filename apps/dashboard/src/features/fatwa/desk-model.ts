import { isApiError } from '@minbar/api/errors';
import type { FatwaQuestion, FatwaResponse } from '@minbar/api/schemas/fatwa';
import { type FatwaFilter, isUnansweredInAll } from '@minbar/domain/fatwa/filters';
import { FATWA_LANGUAGES } from '@minbar/domain/fatwa/language';
import {
  FATWA_ISSUE,
  FATWA_TEXT_MAX_LENGTH,
  REPLY_FIELDS,
  type ReplyField,
} from '@minbar/domain/fatwa/reply';
import { TEXT_ISSUE } from '@minbar/domain/input/text';
import { commonFailure } from '../../lib/feedback';
import type { MessageId } from '../../lib/i18n';
import type { FatwaMessageId } from './fatwa-intl';

/** A message of this area or one of the app's shared ones (network, server). */
export interface DeskMessage {
  id: FatwaMessageId | MessageId;
  values?: Record<string, string | number>;
}

/**
 * Who may answer, edit, delete, activate, deactivate and translate (docs/decisions/0004): a stored role
 * of imam, or imam among the roles. The server enforces the same; this only hides what would fail.
 */
export function canActOnFatwa(session: { role: string; roles: readonly string[] } | null): boolean {
  return session !== null && (session.role === 'imam' || session.roles.includes('imam'));
}

export type RowBadge = 'unanswered' | 'canceled' | null;

/**
 * The badge of a list row: 'C' for a canceled question, '1' for an active one waiting for an answer.
 * In the All filter "waiting" follows the All filter's counting rule (in the unanswered list
 * and active); until that list has arrived, the question's own responses decide.
 */
export function rowBadge(
  filter: FatwaFilter,
  question: FatwaQuestion,
  unansweredIds: ReadonlySet<number> | null,
): RowBadge {
  if (!question.is_active) return 'canceled';
  if (filter === 'unanswered') return 'unanswered';
  if (filter !== 'all') return null;
  const waiting = unansweredIds
    ? isUnansweredInAll(question, unansweredIds)
    : question.responses.length === 0;
  return waiting ? 'unanswered' : null;
}

/**
 * Fatwa times are shown in 24-hour form in every language, with Latin digits
 * (docs/decisions/0014); the date part follows the locale and is left out for today.
 */
export function formatFatwaTime(iso: string, locale: string, now: Date): string {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    numberingSystem: 'latn',
  }).format(date);
  if (date.toDateString() === now.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    numberingSystem: 'latn',
  }).format(date);
  return `${day} ${time}`;
}

/** The server's agreed details (apps/server fatwa routes) that get a translation of their own. */
const KNOWN_DETAILS: Record<string, FatwaMessageId> = {
  'Question not found': 'fatwa.error.questionNotFound',
  'Response not found': 'fatwa.error.responseNotFound',
  'Cannot answer a canceled question: activate it first': 'fatwa.error.questionCanceled',
};

/**
 * The popup text of a failed call: a known server detail in the user's language,
 * a network or server fault worded as everywhere else, otherwise the action's own failure text.
 */
export function fatwaFailure(error: unknown, fallback: FatwaMessageId): DeskMessage {
  if (isApiError(error) && error.detail) {
    const known = KNOWN_DETAILS[error.detail];
    if (known) return { id: known };
  }
  const common = commonFailure(error);
  return common && common.id !== 'error.server' ? common : { id: fallback };
}

export type ReplyDraft = Record<ReplyField, string>;

/**
 * A fresh reply. The question field of the asker's own language holds their words (shown read-only),
 * so the imam writes only the answer; the other two languages are optional translations.
 */
export function emptyDraft(question: Pick<FatwaQuestion, 'question' | 'language'>): ReplyDraft {
  const draft = Object.fromEntries(REPLY_FIELDS.map((field) => [field, ''])) as ReplyDraft;
  const language = FATWA_LANGUAGES.find((candidate) => candidate === question.language);
  if (language) draft[`question_${language}`] = question.question;
  return draft;
}

/** Whether a draft holds anything the imam typed: a fresh one (or one typed back to it) has nothing to lose. */
export function isUnsavedDraft(
  question: Pick<FatwaQuestion, 'question' | 'language'>,
  draft: ReplyDraft,
): boolean {
  const fresh = emptyDraft(question);
  return REPLY_FIELDS.some((field) => draft[field] !== fresh[field]);
}

export function draftOfResponse(response: FatwaResponse): ReplyDraft {
  return Object.fromEntries(REPLY_FIELDS.map((field) => [field, response[field]])) as ReplyDraft;
}

export type ReplyErrors = Partial<Record<ReplyField, DeskMessage>>;

/**
 * The words of a reply field's issue code, from the form's own check (replyFormSchemaFor, the rule
 * the server checks) or from a 422: the length limit, a NUL character, otherwise a missing text.
 */
export function replyIssueMessage(code: string): DeskMessage {
  if (code === FATWA_ISSUE.textTooLong) {
    return { id: 'fatwa.validation.tooLong', values: { max: FATWA_TEXT_MAX_LENGTH } };
  }
  if (code === TEXT_ISSUE.invalidCharacter) return { id: 'fatwa.validation.invalidCharacter' };
  if (code === FATWA_ISSUE.translationIncomplete) return { id: 'fatwa.validation.translationIncomplete' };
  return { id: 'fatwa.validation.required' };
}

/** Field errors of a 422 answer, shown under the fields like the form's own checks. */
export function serverReplyErrors(error: unknown): ReplyErrors {
  if (!isApiError(error)) return {};
  const errors: ReplyErrors = {};
  for (const field of REPLY_FIELDS) {
    const fieldError = error.fieldErrors[field];
    if (fieldError) errors[field] = replyIssueMessage(fieldError.code);
  }
  return errors;
}
