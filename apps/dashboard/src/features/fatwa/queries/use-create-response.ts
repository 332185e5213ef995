import { createResponse } from '@minbar/api/endpoints/fatwa';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyInput } from '@minbar/domain/fatwa/reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fatwaQueryKey } from './fatwa-keys';

/** POST /fatwa/responses: the reply in all three languages; the lists reload so the question moves to Answered. */
export function useCreateResponse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: number; reply: ReplyInput; language: FatwaLanguage }) =>
      createResponse(client, input.questionId, input.reply, input.language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fatwaQueryKey }),
  });
}
