import { verifyAccount } from '@minbar/api/endpoints/accounts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** POST /verify. */
export function useVerifyAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: { email: string; code: string }) => verifyAccount(client, input),
  });
}
