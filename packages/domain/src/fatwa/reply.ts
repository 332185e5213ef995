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
  translationIncomplete: 'fatwa.translation_incomplete',
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

/** One text of a reply: trimmed and bounded; whether it may be blank depends on the asker's language. */
const replyTextSchema = v.pipe(
  boundedText(FATWA_TEXT_MAX_LENGTH, { tooLong: FATWA_ISSUE.textTooLong }),
  v.trim(),
);

const replyTextEntries = {
  question_en: replyTextSchema,
  response_en: replyTextSchema,
  question_ar: replyTextSchema,
  response_ar: replyTextSchema,
  question_pl: replyTextSchema,
  response_pl: replyTextSchema,
} satisfies Record<ReplyField, typeof replyTextSchema>;

/** A left-out text is a blank one: an untranslated language is sent as nothing or as ''. */
const replyEntries = {
  question_en: v.optional(replyTextSchema, ''),
  response_en: v.optional(replyTextSchema, ''),
  question_ar: v.optional(replyTextSchema, ''),
  response_ar: v.optional(replyTextSchema, ''),
  question_pl: v.optional(replyTextSchema, ''),
  response_pl: v.optional(replyTextSchema, ''),
} satisfies Record<ReplyField, v.GenericSchema<unknown, string>>;

/** The six texts of a reply, each bounded and trimmed; which must be filled is replyIssues' rule. */
export const replyTextsSchema = v.object(replyEntries, FATWA_ISSUE.required);
export type ReplyInput = v.InferOutput<typeof replyTextsSchema>;

export interface ReplyRuleIssue {
  field: ReplyField;
  code: FatwaIssue;
}

const isBlank = (text: unknown) => typeof text === 'string' && text.trim() === '';
const isFilled = (text: unknown) => typeof text === 'string' && text.trim() !== '';

/**
 * Which texts a reply lacks, given the language the question was asked in. The asker reads the answer
 * in their own language, so its question and answer are required; the other languages are optional
 * translations, but half of one is not published: a translated question needs its answer and the
 * other way round. A text that is not a string is left to the schema's own issue.
 */
export function replyIssues(
  askerLanguage: FatwaLanguage,
  reply: Partial<Record<ReplyField, unknown>>,
): ReplyRuleIssue[] {
  const issues: ReplyRuleIssue[] = [];
  for (const language of FATWA_LANGUAGES) {
    const [question, response] = REPLY_FIELDS_BY_LANGUAGE[language];
    const pair = [question, response] as const;
    if (language === askerLanguage) {
      for (const field of pair) {
        if (reply[field] === undefined || isBlank(reply[field])) {
          issues.push({ field, code: FATWA_ISSUE.required });
        }
      }
    } else if (pair.some((field) => isFilled(reply[field]))) {
      for (const field of pair) {
        if (reply[field] === undefined || isBlank(reply[field])) {
          issues.push({ field, code: FATWA_ISSUE.translationIncomplete });
        }
      }
    }
  }
  return issues;
}

/** The fields that must be filled for a question asked in this language (the form marks them required). */
export function requiredReplyFields(askerLanguage: FatwaLanguage): readonly ReplyField[] {
  return REPLY_FIELDS_BY_LANGUAGE[askerLanguage];
}

function buildReplyFormSchema(askerLanguage: FatwaLanguage) {
  return v.pipe(
    // The form always holds all six texts, so none is optional here.
    v.object(replyTextEntries, FATWA_ISSUE.required),
    v.rawCheck(({ dataset, addIssue }) => {
      const value = dataset.value;
      if (typeof value !== 'object' || value === null) return;
      const reply = value as Partial<Record<ReplyField, unknown>>;
      for (const issue of replyIssues(askerLanguage, reply)) {
        addIssue({
          message: issue.code,
          path: [
            { type: 'object', origin: 'value', input: reply, key: issue.field, value: reply[issue.field] },
          ],
        });
      }
    }),
  );
}

const REPLY_FORM_SCHEMAS = {
  en: buildReplyFormSchema('en'),
  ar: buildReplyFormSchema('ar'),
  pl: buildReplyFormSchema('pl'),
} satisfies Record<FatwaLanguage, v.GenericSchema>;

/**
 * The reply form of a question asked in `askerLanguage`: each text bounded, and replyIssues' rule.
 * valibot reports every field on its own, so the form can mark each tab that holds one.
 */
export function replyFormSchemaFor(askerLanguage: FatwaLanguage) {
  return REPLY_FORM_SCHEMAS[askerLanguage];
}

/**
 * An edit sends only the changed fields, each bounded and trimmed, and at least one of them. Whether
 * the answer stays complete needs the stored reply and the question's language: the server checks
 * replyIssues on the stored reply with the changes applied.
 */
export const replyUpdateSchema = v.pipe(
  v.partial(v.object(replyTextEntries, FATWA_ISSUE.required)),
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

/**
 * The language a reader is shown an answer in: their own when the answer is translated into it,
 * otherwise the first language it is answered in (the asker's, as only that one is required).
 */
export function shownReplyLanguage(reply: ReplyInput, wanted: FatwaLanguage): FatwaLanguage {
  const answered = (language: FatwaLanguage) => reply[`response_${language}`].trim() !== '';
  if (answered(wanted)) return wanted;
  return FATWA_LANGUAGES.find(answered) ?? wanted;
}
