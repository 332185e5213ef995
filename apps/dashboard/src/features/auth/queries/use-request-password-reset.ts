import { requestPasswordReset } from '@minbar/api/endpoints/accounts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** POST /password-reset/request: also the Resend action of /verify-reset-code (docs/decisions/0006). */
export function useRequestPasswordReset() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: { email: string }) => requestPasswordReset(client, input) });
}
