import { listSentMails, sendMailAgain } from '@minbar/api/endpoints/sent-mail';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** Every query of this area starts with this key. */
export const sentMailQueryKey = ['sent-mail'] as const;

/** GET /admin/mails?page&per_page=10. */
export function useSentMails(page: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...sentMailQueryKey, page],
    queryFn: () => listSentMails(client, { page, per_page: DEFAULT_PER_PAGE }),
    // The table keeps the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/mails/{id}/send-again; the list is read again afterwards, whatever the answer. */
export function useSendMailAgain() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendMailAgain(client, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sentMailQueryKey }),
  });
}
