import { updateRole } from '@minbar/api/endpoints/users';
import type { Role } from '@minbar/domain/access/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useSessionStore } from '../../../lib/api-context';
import { refreshAfterAccountChange } from './refresh-after-change';

/** PUT /update-role/{email}?new_role=: replaces every role with one, after a confirmation. */
export function useUpdateRole() {
  const client = useApiClient();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: Role }) => updateRole(client, input.email, input.role),
    onSuccess: (_answer, input) => refreshAfterAccountChange(queryClient, client, session, input.email),
  });
}
