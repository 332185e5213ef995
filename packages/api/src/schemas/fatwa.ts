import { fatwaListQuerySchema as listQuerySchema } from '@minbar/domain/fatwa/filters';
import { newQuestionSchema } from '@minbar/domain/fatwa/question';
import { FATWA_ISSUE, replyTextsSchema, replyUpdateSchema } from '@minbar/domain/fatwa/reply';
import { idSchema } from '@minbar/domain/input/numbers';
import * as v from 'valibot';

/** One answer; `question_by_language` and `response` are in the Accept-Language language (docs/decisions/0010). */
export const fatwaResponseSchema = v.object({
  id: v.number(),
  question_id: v.optional(v.number()),
  question_by_language: v.string(),
  response: v.string(),
  question_en: v.string(),
  response_en: v.string(),
  question_ar: v.string(),
  response_ar: v.string(),
  question_pl: v.string(),
  response_pl: v.string(),
  created_at: v.optional(v.string()),
  updated_at: v.optional(v.string()),
});
export type FatwaResponse = v.InferOutput<typeof fatwaResponseSchema>;

/**
 * One question with its answers. `username` is null for an anonymous question and
 * for an asker whose account is gone; the desk shows 'Anonymous' or 'Unknown'.
 */
export const fatwaQuestionSchema = v.object({
  id: v.number(),
  question: v.string(),
  username: v.nullish(v.string(), null),
  is_anonymous: v.boolean(),
  created_at: v.string(),
  is_active: v.boolean(),
  /** The language the asker wrote in; other servers may leave it out. */
  language: v.optional(v.string()),
  responses: v.optional(v.array(fatwaResponseSchema), []),
});
export type FatwaQuestion = v.InferOutput<typeof fatwaQuestionSchema>;

/** The answer of the three list calls: questions, newest first. */
export const fatwaQuestionListSchema = v.array(fatwaQuestionSchema);

/** `search` matches question and answer texts; `response_date_from` keeps questions answered from that day. */
export const fatwaListQuerySchema = listQuerySchema;
export type FatwaListQuery = v.InferInput<typeof fatwaListQuerySchema>;

/**
 * POST /fatwa/responses: the question and the six language fields of the reply form, a left-out one
 * blank. Which must be filled depends on the question's language (replyIssues), which the server
 * checks once it has the question; it answers a missing one with the same 422 shape.
 */
export const createResponseRequestSchema = v.object(
  {
    question_id: v.pipe(v.number(FATWA_ISSUE.required), idSchema),
    ...replyTextsSchema.entries,
  },
  FATWA_ISSUE.required,
);
export type CreateResponseRequest = v.InferInput<typeof createResponseRequestSchema>;

/** PATCH /update-fatwa-response/{id}: only the changed fields, at least one; the stored answer with them applied follows replyIssues. */
export const updateResponseRequestSchema = replyUpdateSchema;

/** POST /fatwa/questions: a question from the community app. */
export const askQuestionRequestSchema = newQuestionSchema;

/** Create and update answer with the stored response, so the desk can show it without a refetch. */
export const fatwaResponseAnswerSchema = v.object({ message: v.string(), response: fatwaResponseSchema });
export type FatwaResponseAnswer = v.InferOutput<typeof fatwaResponseAnswerSchema>;

/** Activate and deactivate answer with the question's new state. */
export const questionStateAnswerSchema = v.object({
  message: v.string(),
  id: v.number(),
  is_active: v.boolean(),
});
export type QuestionStateAnswer = v.InferOutput<typeof questionStateAnswerSchema>;

/** POST /fatwa/questions answers 201 with the stored question. */
export const askQuestionAnswerSchema = v.object({ message: v.string(), question: fatwaQuestionSchema });
export type AskQuestionAnswer = v.InferOutput<typeof askQuestionAnswerSchema>;
