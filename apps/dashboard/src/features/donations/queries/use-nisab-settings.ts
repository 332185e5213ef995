import { listNisabSettings, saveNisabSetting } from '@minbar/api/endpoints/donations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import type { NisabFormOutput } from '../components/nisab-form-model';
import { donationsQueryKey } from './donation-keys';

const nisabQueryKey = [...donationsQueryKey, 'nisab'] as const;

/** GET /zakat/nisab (admin): the nisab of every currency the calculator takes. */
export function useNisabSettings() {
  const client = useApiClient();
  return useQuery({ queryKey: nisabQueryKey, queryFn: () => listNisabSettings(client) });
}

/** PUT /zakat/nisab/{currency} (admin); the list is read again so the form shows what was stored. */
export function useSaveNisab() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, ...setting }: NisabFormOutput) => saveNisabSetting(client, currency, setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nisabQueryKey }),
  });
}
