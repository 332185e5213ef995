import { activateQuestion, deactivateQuestion } from '@minbar/api/endpoints/fatwa';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { fatwaQueryKey } from './fatwa-keys';

/** PATCH /fatwa/questions/{id}/activate or /deactivate: one hook, as the menu offers one or the other. */
export function useSetQuestionActive() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionId: number; active: boolean }) =>
      input.active
        ? activateQuestion(client, input.questionId)
        : deactivateQuestion(client, input.questionId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fatwaQueryKey }),
  });
}
