import { confirmPasswordReset } from '@minbar/api/endpoints/accounts';
import { useApiClient } from '../../../lib/api-context';
import { useAction } from './use-action';

/** POST /password-reset/confirm. */
export function useConfirmPasswordReset() {
  const client = useApiClient();
  return useAction((input: { email: string; code: string; new_password: string }) =>
    confirmPasswordReset(client, input),
  );
}
