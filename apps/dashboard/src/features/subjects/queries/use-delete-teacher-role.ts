import { deleteTeacherRole } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsQueryKey } from './subjects-keys';

/** PATCH /users/{id}/delete-teacher: the role goes, with every subject and child the teacher had. */
export function useDeleteTeacherRole() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deleteTeacherRole(client, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey }),
  });
}
