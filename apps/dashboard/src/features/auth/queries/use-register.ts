import { register } from '@minbar/api/endpoints/accounts';
import type { SignUpInput } from '@minbar/domain/access/credentials';
import { useApiClient } from '../../../lib/api-context';
import { useAction } from './use-action';

/** POST /register. */
export function useRegister() {
  const client = useApiClient();
  return useAction((input: SignUpInput) => register(client, input));
}
