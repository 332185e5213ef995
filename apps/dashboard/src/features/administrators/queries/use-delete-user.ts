import { deleteUser } from '@minbar/api/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { adminQueryKey } from './admin-keys';

/** DELETE /admin/users/{id}. */
export function useDeleteUser() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteUser(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
