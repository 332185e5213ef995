import { approveChild } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenQueryKey } from './children-keys';

/** PATCH /children/{id}/approve/: the request joins All and No teachers; every list reloads. */
export function useApproveChild() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approveChild(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}
