import { deleteChild } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenQueryKey } from './children-keys';

/** DELETE /children/{id}: the child leaves every list, with its subscriptions. */
export function useDeleteChild() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChild(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}
