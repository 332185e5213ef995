import { removeChildrenFromTeacher } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenQueryKey } from './children-keys';

/** DELETE /remove-children-from-teacher/: the teacher no longer teaches the child. */
export function useRemoveChildFromTeacher() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, teacherId }: { childId: number; teacherId: number }) =>
      removeChildrenFromTeacher(client, { child_ids: [childId], teacher_id: teacherId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}
