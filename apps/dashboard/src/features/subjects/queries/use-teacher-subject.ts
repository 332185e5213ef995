import { assignSubjectsToTeacher, removeSubjectsFromTeacher } from '@minbar/api/endpoints/education';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsQueryKey } from './subjects-keys';

export interface TeacherSubjectChange {
  teacherId: number;
  subjectId: number;
  /** True: the teacher starts teaching it; false: stops. */
  give: boolean;
}

/** One checkbox of a teacher's multi-select: POST /assign-subjects-to-teacher or DELETE /remove-subjects-from-teacher. */
export function useTeacherSubject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teacherId, subjectId, give }: TeacherSubjectChange) => {
      const body = { teacher_id: teacherId, subject_ids: [subjectId] };
      return give ? assignSubjectsToTeacher(client, body) : removeSubjectsFromTeacher(client, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey }),
  });
}
