import { startSession } from '@minbar/api/endpoints/accounts';
import type { SignInInput } from '@minbar/domain/access/credentials';
import { useApiClient, useSessionStore } from '../../../lib/api-context';
import { forgetPendingLogout } from '../../../lib/sign-out';
import { useAction } from './use-action';

/** POST /token then GET /users/me; the session is stored only for admin or imam (docs/decisions/0004). */
export function useSignIn() {
  const client = useApiClient();
  const session = useSessionStore();
  return useAction((input: SignInInput) => {
    forgetPendingLogout();
    return startSession(client, session, input);
  });
}
