import { FATWA_LIST_PATHS, type FatwaList } from '@minbar/domain/fatwa/filters';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { NewQuestionInput } from '@minbar/domain/fatwa/question';
import type { ReplyInput, ReplyUpdateInput } from '@minbar/domain/fatwa/reply';
import * as v from 'valibot';
import type { ApiClient, RequestOptions } from '../client';
import {
  type AskQuestionAnswer,
  askQuestionAnswerSchema,
  type FatwaListQuery,
  type FatwaQuestion,
  type FatwaResponseAnswer,
  fatwaQuestionListSchema,
  fatwaResponseAnswerSchema,
  type QuestionStateAnswer,
  questionStateAnswerSchema,
} from '../schemas/fatwa';

const segment = (value: number) => encodeURIComponent(String(value));

/**
 * The desk's Translate switch changes the language of one fetch only (docs/decisions/0010): the override
 * replaces the client's Accept-Language for this call and leaves the UI language alone.
 */
function languageHeaders(language: FatwaLanguage | undefined): Pick<RequestOptions, 'headers'> {
  return language ? { headers: { 'Accept-Language': language } } : {};
}

/** GET one of the three lists (admin, imam). Empty query values are left out rather than sent blank. */
export function listQuestions(
  client: ApiClient,
  list: FatwaList,
  query: FatwaListQuery = {},
  language?: FatwaLanguage,
): Promise<FatwaQuestion[]> {
  const search = query.search?.trim();
  return client.request(fatwaQuestionListSchema, FATWA_LIST_PATHS[list], {
    query: {
      search: search ? search : undefined,
      response_date_from: query.response_date_from ? query.response_date_from : undefined,
    },
    ...languageHeaders(language),
  });
}

/** POST /fatwa/responses (imam). 409 when the question is canceled, 404 'Question not found'. */
export function createResponse(
  client: ApiClient,
  questionId: number,
  reply: ReplyInput,
  language?: FatwaLanguage,
): Promise<FatwaResponseAnswer> {
  return client.request(fatwaResponseAnswerSchema, '/fatwa/responses', {
    method: 'POST',
    body: { question_id: questionId, ...reply },
    ...languageHeaders(language),
  });
}

/** PATCH /update-fatwa-response/{id} (imam) with only the changed fields. 404 'Response not found'. */
export function updateResponse(
  client: ApiClient,
  responseId: number,
  changes: ReplyUpdateInput,
  language?: FatwaLanguage,
): Promise<FatwaResponseAnswer> {
  return client.request(fatwaResponseAnswerSchema, `/update-fatwa-response/${segment(responseId)}`, {
    method: 'PATCH',
    body: changes,
    ...languageHeaders(language),
  });
}

/** DELETE /delete-fatwa-response/{id} (imam). Any success body is accepted: only the status matters. */
export async function deleteResponse(client: ApiClient, responseId: number): Promise<void> {
  await client.request(v.unknown(), `/delete-fatwa-response/${segment(responseId)}`, { method: 'DELETE' });
}

/** PATCH /fatwa/questions/{id}/activate (imam), empty body. */
export function activateQuestion(client: ApiClient, questionId: number): Promise<QuestionStateAnswer> {
  return client.request(questionStateAnswerSchema, `/fatwa/questions/${segment(questionId)}/activate`, {
    method: 'PATCH',
  });
}

/** PATCH /fatwa/questions/{id}/deactivate (imam), empty body: the question shows as canceled. */
export function deactivateQuestion(client: ApiClient, questionId: number): Promise<QuestionStateAnswer> {
  return client.request(questionStateAnswerSchema, `/fatwa/questions/${segment(questionId)}/deactivate`, {
    method: 'PATCH',
  });
}

/** POST /fatwa/questions (any signed-in user): the community app's question, optionally anonymous. */
export function askQuestion(client: ApiClient, input: NewQuestionInput): Promise<AskQuestionAnswer> {
  return client.request(askQuestionAnswerSchema, '/fatwa/questions', { method: 'POST', body: input });
}
