import { confirmPasswordReset } from '@minbar/api/endpoints/accounts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** POST /password-reset/confirm. */
export function useConfirmPasswordReset() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string; new_password: string }) =>
      confirmPasswordReset(client, input),
  });
}
