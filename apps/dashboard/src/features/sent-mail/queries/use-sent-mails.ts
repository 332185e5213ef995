import { listSentMails, sendMailAgain } from '@minbar/api/endpoints/sent-mail';
import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-context';

/** Every query of this area starts with this key. */
export const sentMailQueryKey = ['sent-mail'] as const;

/** Which mails the list shows: all, or those of one kind, about one event, only the failed ones. */
export interface SentMailFilter {
  kind: string | null;
  event: number | null;
  /** Only the failed mails: where the Mosque settings' mail status links to. */
  failed?: boolean;
}

/** GET /admin/mails?page&per_page=10, with the filter's kind, event and status when set. */
export function useSentMails(page: number, filter: SentMailFilter = { kind: null, event: null }) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...sentMailQueryKey, page, filter.kind, filter.event, filter.failed === true],
    queryFn: () =>
      listSentMails(client, {
        page,
        per_page: DEFAULT_PER_PAGE,
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.event ? { event: filter.event } : {}),
        ...(filter.failed ? { status: 'failed' as const } : {}),
      }),
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
