import { listCertificates } from '@minbar/api/endpoints/certificates';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { certificatesKeys } from './certificates-keys';

/**
 * GET /marriage: a page of requests, newest first, of one status or of all (decision 12: 'All
 * statuses' asks the server too, never sample data). The rows on screen stay while another loads.
 */
export function useCertificates(status: CertificateStatus | null, page: number, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: certificatesKeys.list(status, page),
    queryFn: () =>
      listCertificates(client, {
        ...(status ? { status } : {}),
        page,
        per_page: DEFAULT_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
