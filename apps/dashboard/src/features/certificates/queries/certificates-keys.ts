import type { CertificateStatus } from '@minbar/domain/certificates/status';

/** Every query of this area starts with this key, so one invalidation refreshes the lists and the details. */
export const certificatesQueryKey = ['certificates'] as const;

export const certificatesKeys = {
  list: (status: CertificateStatus | null, page: number) =>
    [...certificatesQueryKey, 'list', status ?? 'all', page] as const,
  detail: (id: number) => [...certificatesQueryKey, 'detail', id] as const,
};
