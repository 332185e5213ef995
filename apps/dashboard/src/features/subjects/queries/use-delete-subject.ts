import { deleteSubject } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsQueryKey } from './subjects-keys';

/** DELETE /subjects/{id}: refused (409) while anyone teaches it. */
export function useDeleteSubject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSubject(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey }),
  });
}
