import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { boundedText } from '../input/text';

/** The desk's filter buttons. */
export const FATWA_FILTERS = ['all', 'unanswered', 'answered', 'canceled'] as const;
export type FatwaFilter = (typeof FATWA_FILTERS)[number];

/** The three list calls: all questions, those without responses and those with. */
export const FATWA_LISTS = ['all', 'unanswered', 'answered'] as const;
export type FatwaList = (typeof FATWA_LISTS)[number];

/** The path of each list under /api. */
export const FATWA_LIST_PATHS: Record<FatwaList, string> = {
  all: '/fatwa/questions',
  unanswered: '/fatwa/questions-without-responses',
  answered: '/fatwa/questions-with-responses',
};

/**
 * Which list each filter fetches. Canceled has no call of its own: it is the inactive part of the
 * full list.
 */
export const FATWA_LIST_OF_FILTER: Record<FatwaFilter, FatwaList> = {
  all: 'all',
  unanswered: 'unanswered',
  answered: 'answered',
  canceled: 'all',
};

/** The date input of the left panel is shown only on the Answered filter. */
export function filterUsesResponseDate(filter: FatwaFilter): boolean {
  return filter === 'answered';
}

export interface FatwaQuestionState {
  id: number;
  is_active: boolean;
  responses: readonly unknown[];
}

/**
 * The rows a filter shows from the list it fetched. Canceled shows only inactive questions, and
 * Unanswered only active ones, since a canceled question is no longer waiting for an answer.
 */
export function questionsForFilter<Q extends FatwaQuestionState>(
  filter: FatwaFilter,
  list: readonly Q[],
): Q[] {
  switch (filter) {
    case 'canceled':
      return list.filter((question) => !question.is_active);
    case 'unanswered':
      return list.filter((question) => question.is_active);
    default:
      return [...list];
  }
}

/**
 * The All filter's rule: a question counts as unanswered if it appears in the
 * unanswered list and is active. The ids come from that list, not from `responses`, so a server
 * that omits responses from the full list still counts right.
 */
export function isUnansweredInAll(question: FatwaQuestionState, unansweredIds: ReadonlySet<number>): boolean {
  return question.is_active && unansweredIds.has(question.id);
}

export function countUnansweredInAll(
  questions: readonly FatwaQuestionState[],
  unanswered: readonly { id: number }[],
): number {
  const ids = new Set(unanswered.map((question) => question.id));
  return questions.filter((question) => isUnansweredInAll(question, ids)).length;
}

export type FatwaQuestionStatus = 'canceled' | 'unanswered' | 'answered';

/**
 * How one question shows in the chat area: a canceled one shows 'canceled' text, an
 * active one without responses shows the reply form, any other shows its responses.
 */
export function questionStatus(question: FatwaQuestionState): FatwaQuestionStatus {
  if (!question.is_active) return 'canceled';
  return question.responses.length === 0 ? 'unanswered' : 'answered';
}

/** Longest text the desk's search box sends. */
export const FATWA_SEARCH_MAX_LENGTH = 200;

export const FATWA_SEARCH_ISSUE = { tooLong: 'search.too_long', dateInvalid: 'date.invalid' } as const;

/**
 * The list calls' query: `search` matches question and answer texts, case-insensitively;
 * `response_date_from` keeps questions answered on or after that day.
 */
export const fatwaListQuerySchema = v.object({
  search: v.optional(
    v.pipe(boundedText(FATWA_SEARCH_MAX_LENGTH, { tooLong: FATWA_SEARCH_ISSUE.tooLong }), v.trim()),
  ),
  // A cleared date input sends an empty value: that means no date filter, not an invalid date.
  response_date_from: v.optional(
    v.pipe(
      v.string(FATWA_SEARCH_ISSUE.dateInvalid),
      v.check((value) => value === '' || isIsoDate(value), FATWA_SEARCH_ISSUE.dateInvalid),
      v.transform((value) => value || undefined),
    ),
  ),
});
export type FatwaListQuery = v.InferInput<typeof fatwaListQuerySchema>;
