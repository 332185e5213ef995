import { getMosqueIdentity, updateMosqueIdentity } from '@minbar/api/endpoints/mosque-identity';
import type { MosqueIdentityUpdate } from '@minbar/api/schemas/mosque-identity';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from './api-context';

/**
 * GET /settings/identity (admin): the mosque's name in every language, its address and contacts.
 * The certificates' print view signs with it and the settings screen edits it; a save
 * (PUT /settings/identity) writes its answer here, so both read the stored identity at once.
 */
export const mosqueIdentityQueryKey = ['settings', 'identity'] as const;

export function useMosqueIdentity(options: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: mosqueIdentityQueryKey,
    queryFn: () => getMosqueIdentity(client),
    enabled: options.enabled ?? true,
  });
}

export function useUpdateMosqueIdentity() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, logo }: { input: MosqueIdentityUpdate; logo?: File | null }) =>
      updateMosqueIdentity(client, input, logo),
    onSuccess: (stored) => queryClient.setQueryData(mosqueIdentityQueryKey, stored),
  });
}
