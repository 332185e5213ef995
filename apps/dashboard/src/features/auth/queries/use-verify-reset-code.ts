import { verifyResetCode } from '@minbar/api/endpoints/accounts';
import { useApiClient } from '../../../lib/api-context';
import { useAction } from './use-action';

/** POST /password-reset/verify-code. */
export function useVerifyResetCode() {
  const client = useApiClient();
  return useAction((input: { email: string; code: string }) => verifyResetCode(client, input));
}
