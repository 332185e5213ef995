import { getCertificate } from '@minbar/api/endpoints/certificates';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { certificatesKeys } from './certificates-keys';

/** GET /marriage/{id}: one request with its status history, oldest change first. */
export function useCertificate(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: certificatesKeys.detail(id),
    queryFn: () => getCertificate(client, id),
  });
}
