import { verifyAccount } from '@minbar/api/endpoints/accounts';
import { useApiClient } from '../../../lib/api-context';
import { useAction } from './use-action';

/** POST /verify. */
export function useVerifyAccount() {
  const client = useApiClient();
  return useAction((input: { email: string; code: string }) => verifyAccount(client, input));
}
