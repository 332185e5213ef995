import { requestPasswordReset } from '@minbar/api/endpoints/accounts';
import { useApiClient } from '../../../lib/api-context';
import { useAction } from './use-action';

/** POST /password-reset/request: also the Resend action of /verify-reset-code (docs/decisions/0006). */
export function useRequestPasswordReset() {
  const client = useApiClient();
  return useAction((input: { email: string }) => requestPasswordReset(client, input));
}
