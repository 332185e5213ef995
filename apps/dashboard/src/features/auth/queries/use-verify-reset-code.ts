import { verifyResetCode } from '@minbar/api/endpoints/accounts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** POST /password-reset/verify-code. */
export function useVerifyResetCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) => verifyResetCode(client, input),
  });
}
