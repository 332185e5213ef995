import { saveNisabSetting } from '@minbar/api/endpoints/donations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import type { NisabFormOutput } from '../components/nisab-form-model';
import { nisabQueryKey } from './use-mosque-status';

/**
 * PUT /zakat/nisab/{currency} (admin); the list is read again, so the form shows what was stored and
 * the section's table behind the dialog shows the new nisab.
 */
export function useSaveNisab() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ currency, ...setting }: NisabFormOutput) => saveNisabSetting(client, currency, setting),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nisabQueryKey }),
  });
}
