import { createCertificate, updateCertificate } from '@minbar/api/endpoints/certificates';
import type { RequestPayload } from '@minbar/domain/certificates/request-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { certificatesKeys, certificatesQueryKey } from './certificates-keys';

export interface CertificateSaveInput {
  /** The request being edited; absent for a new one. */
  id?: number;
  payload: RequestPayload;
}

/** POST /marriage or PUT /marriage/{id}; the answer (the request with its history) fills the detail's cache. */
export function useSaveCertificate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: CertificateSaveInput) =>
      id === undefined ? createCertificate(client, payload) : updateCertificate(client, id, payload),
    onSuccess: async (detail) => {
      queryClient.setQueryData(certificatesKeys.detail(detail.request.id), detail);
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey });
    },
  });
}
