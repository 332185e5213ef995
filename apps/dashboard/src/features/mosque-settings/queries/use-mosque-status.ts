import { listNisabSettings } from '@minbar/api/endpoints/donations';
import { getMailStatus, getPaymentsStatus } from '@minbar/api/endpoints/mosque-status';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** Every query of this area starts with this key. */
export const mosqueStatusQueryKey = ['mosque-status'] as const;

/** GET /admin/status/payments (admin). */
export function usePaymentsStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...mosqueStatusQueryKey, 'payments'],
    queryFn: () => getPaymentsStatus(client),
  });
}

/** GET /admin/status/mail (admin): read again on each visit, as mail keeps moving. */
export function useMailStatus() {
  const client = useApiClient();
  return useQuery({ queryKey: [...mosqueStatusQueryKey, 'mail'], queryFn: () => getMailStatus(client) });
}

/** The nisab list's key: the section's table and the nisab dialog read the one list. */
export const nisabQueryKey = [...mosqueStatusQueryKey, 'nisab'] as const;

/** GET /zakat/nisab (admin): the nisab of every currency the calculator takes. */
export function useNisabList() {
  const client = useApiClient();
  return useQuery({ queryKey: nisabQueryKey, queryFn: () => listNisabSettings(client) });
}
