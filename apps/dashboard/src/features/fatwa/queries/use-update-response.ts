import { updateResponse } from '@minbar/api/endpoints/fatwa';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import type { ReplyUpdateInput } from '@minbar/domain/fatwa/reply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fatwaQueryKey } from './fatwa-keys';

/** PATCH /update-fatwa-response/{id} with only the changed fields. */
export function useUpdateResponse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { responseId: number; changes: ReplyUpdateInput; language: FatwaLanguage }) =>
      updateResponse(client, input.responseId, input.changes, input.language),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fatwaQueryKey }),
  });
}
