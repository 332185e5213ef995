import { deleteCertificate } from '@minbar/api/endpoints/certificates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';
import { certificatesKeys, certificatesQueryKey } from './certificates-keys';

/** DELETE /marriage/{id}: the request and its history; its detail leaves the cache, the lists reload. */
export function useDeleteCertificate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteCertificate(client, id),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: certificatesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: certificatesQueryKey });
    },
  });
}
