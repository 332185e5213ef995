import { assignChildrenToTeacher } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { childrenQueryKey } from './children-keys';

export interface AssignInput {
  childId: number;
  teacherId: number;
  /** A reassignment: the child leaves this teacher in the same step. */
  fromTeacherId?: number | null;
}

/** POST /assign-children-to-teacher/ for one child, with `from_teacher_id` when it is a reassignment. */
export function useAssignChild() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ childId, teacherId, fromTeacherId }: AssignInput) =>
      assignChildrenToTeacher(client, {
        child_ids: [childId],
        teacher_id: teacherId,
        from_teacher_id: fromTeacherId ?? null,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
  });
}
