import * as v from 'valibot';
import { boundedText } from '../input/text';
import { FATWA_LANGUAGES, type FatwaLanguage } from './language';

/** Issue codes of the fatwa rules; the apps translate them, the server reports them as `type`. */
export const FATWA_ISSUE = {
  required: 'field.required',
  textTooLong: 'fatwa.too_long',
  questionTooLong: 'fatwa.question_too_long',
  nothingToUpdate: 'fatwa.nothing_to_update',
  invalidFlag: 'fatwa.invalid_flag',
} as const;
export type FatwaIssue = (typeof FATWA_ISSUE)[keyof typeof FATWA_ISSUE];

/** Longest question or answer text of one language in a reply. */
export const FATWA_TEXT_MAX_LENGTH = 5000;

/** The six text fields of a reply, grouped by the language tab that holds them. */
export const REPLY_FIELDS_BY_LANGUAGE = {
  en: ['question_en', 'response_en'],
  ar: ['question_ar', 'response_ar'],
  pl: ['question_pl', 'response_pl'],
} as const satisfies Record<FatwaLanguage, readonly [string, string]>;
export type ReplyField = (typeof REPLY_FIELDS_BY_LANGUAGE)[FatwaLanguage][number];
export const REPLY_FIELDS: readonly ReplyField[] = FATWA_LANGUAGES.flatMap(
  (language) => REPLY_FIELDS_BY_LANGUAGE[language],
);

const replyTextSchema = v.pipe(
  boundedText(FATWA_TEXT_MAX_LENGTH, { tooLong: FATWA_ISSUE.textTooLong }),
  v.trim(),
  v.nonEmpty(FATWA_ISSUE.required),
);

const replyEntries = {
  question_en: replyTextSchema,
  response_en: replyTextSchema,
  question_ar: replyTextSchema,
  response_ar: replyTextSchema,
  question_pl: replyTextSchema,
  response_pl: replyTextSchema,
} satisfies Record<ReplyField, typeof replyTextSchema>;

/**
 * The reply form: the question and the answer in each language, all required.
 * valibot checks every field, so each empty one gets its own issue and the form can mark its tab.
 */
export const replyFormSchema = v.object(replyEntries, FATWA_ISSUE.required);
export type ReplyInput = v.InferOutput<typeof replyFormSchema>;

/**
 * An edit sends only the changed fields, each with the same rules as in the form,
 * and at least one of them.
 */
export const replyUpdateSchema = v.pipe(
  v.partial(v.object(replyEntries, FATWA_ISSUE.required)),
  v.check((input) => REPLY_FIELDS.some((field) => input[field] !== undefined), FATWA_ISSUE.nothingToUpdate),
);
export type ReplyUpdateInput = v.InferOutput<typeof replyUpdateSchema>;

/** The language tabs holding at least one issue, in tab order: the form marks these tabs. */
export function invalidLanguageTabs(issues: readonly v.BaseIssue<unknown>[]): FatwaLanguage[] {
  const fields = new Set(issues.map((issue) => v.getDotPath(issue)));
  return FATWA_LANGUAGES.filter((language) =>
    REPLY_FIELDS_BY_LANGUAGE[language].some((field) => fields.has(field)),
  );
}

/** The fields a reply changes compared with the stored one: what an edit sends. */
export function changedReplyFields(before: ReplyInput, after: ReplyInput): Partial<ReplyInput> {
  const changed: Partial<ReplyInput> = {};
  for (const field of REPLY_FIELDS) {
    if (before[field] !== after[field]) changed[field] = after[field];
  }
  return changed;
}
