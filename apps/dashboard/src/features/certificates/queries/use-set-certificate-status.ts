import { setCertificateStatus } from '@minbar/api/endpoints/certificates';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { certificatesKeys, certificatesQueryKey } from './certificates-keys';

export interface StatusChangeInput {
  id: number;
  status: CertificateStatus;
  /** Kept in the history beside the change. */
  note?: string | null;
}

/** PUT /marriage/{id}/status: any status may follow any other; the lists and the detail refresh. */
export function useSetCertificateStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: StatusChangeInput) =>
      setCertificateStatus(client, id, { status, note: note?.trim() ? note.trim() : null }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(certificatesKeys.detail(detail.request.id), detail);
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey });
    },
  });
}
