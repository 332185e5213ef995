import { createSubject, updateSubject } from '@minbar/api/endpoints/education';
import type { SubjectSave } from '@minbar/domain/education/subject';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { subjectsQueryKey } from './subjects-keys';

/** POST /subjects or PUT /subjects/{id}; a taken name is refused under the name (422 subject.name_taken). */
export function useSaveSubject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, subject }: { id?: number; subject: SubjectSave }) =>
      id === undefined ? createSubject(client, subject) : updateSubject(client, id, subject),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectsQueryKey }),
  });
}
