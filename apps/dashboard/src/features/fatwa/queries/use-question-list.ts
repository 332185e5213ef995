import type { ApiClient } from '@minbar/api/client';
import { listQuestions } from '@minbar/api/endpoints/fatwa';
import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import type { FatwaList } from '@minbar/domain/fatwa/filters';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fatwaQueryKey } from './fatwa-keys';

/** The desk re-reads its lists at least this often, so a new question shows without a reload. */
export const FATWA_REFRESH_INTERVAL_MS = 30_000;

export interface QuestionListParams {
  list: FatwaList;
  search: string;
  /** yyyy-MM-dd or '' (no date filter). */
  responseDateFrom: string;
  /** The desk's content language, sent as Accept-Language (docs/decisions/0010). */
  language: FatwaLanguage;
}

/** The questions plus the language they were fetched in, so the chat knows when a switch is still on its way. */
export interface QuestionListData {
  language: FatwaLanguage;
  questions: FatwaQuestion[];
}

export const questionListQueryKey = (params: QuestionListParams) =>
  [...fatwaQueryKey, 'list', params.list, params] as const;

export async function fetchQuestionList(
  client: ApiClient,
  params: QuestionListParams,
): Promise<QuestionListData> {
  const questions = await listQuestions(
    client,
    params.list,
    { search: params.search, response_date_from: params.responseDateFrom },
    params.language,
  );
  return { language: params.language, questions };
}

/** GET /fatwa/questions, /questions-without-responses or /questions-with-responses. */
export function useQuestionList(params: QuestionListParams, options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: questionListQueryKey(params),
    queryFn: () => fetchQuestionList(client, params),
    enabled: options.enabled ?? true,
    // A new search or date keeps the current rows on screen until the answer arrives.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: FATWA_REFRESH_INTERVAL_MS,
  });
}
