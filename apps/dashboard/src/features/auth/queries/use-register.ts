import { register } from '@minbar/api/endpoints/accounts';
import type { SignUpInput } from '@minbar/domain/access/credentials';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** POST /register. */
export function useRegister() {
  const client = useApiClient();
  return useMutation({ mutationFn: (input: SignUpInput) => register(client, input) });
}
