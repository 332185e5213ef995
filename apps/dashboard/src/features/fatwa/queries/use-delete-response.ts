import { deleteResponse } from '@minbar/api/endpoints/fatwa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fatwaQueryKey } from './fatwa-keys';

/** DELETE /delete-fatwa-response/{id}, after the confirmation. */
export function useDeleteResponse() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (responseId: number) => deleteResponse(client, responseId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fatwaQueryKey }),
  });
}
