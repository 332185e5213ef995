import { addRole } from '@minbar/api/endpoints/users';
import type { ToggleableRole } from '@minbar/domain/access/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSessionStore } from '../../../lib/api-context';
import { refreshAfterAccountChange } from './refresh-after-change';

/** POST /add-role/{email}?role=: a role checkbox calls it directly, without a dialog. */
export function useAddRole() {
  const client = useApiClient();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: ToggleableRole }) => addRole(client, input.email, input.role),
    onSuccess: (_answer, input) => refreshAfterAccountChange(queryClient, client, session, input.email),
  });
}
