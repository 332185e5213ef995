import type { SentMail } from '@minbar/api/schemas/sent-mail';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useSearchParams } from 'react-router';
import { useMosqueSettings } from '../../../lib/use-mosque-settings';
import { SentMailScreen } from '../components/sent-mail-screen';
import { loadFailure, sendAgainFailure } from '../error-messages';
import { type SentMailFilter, useSendMailAgain, useSentMails } from '../queries/use-sent-mails';
import { SentMailIntlProvider, useSentMailT } from '../sent-mail-intl';

/** ?page= is kept in the URL so a reload or a shared link opens the same page. */
function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * ?kind=&event=&status=failed narrow the list (the Events screen links to the mails a change sent, the
 * Mosque settings to the failed ones); a value that does not read as one is ignored rather than sent.
 */
export function filterFromSearch(search: URLSearchParams): SentMailFilter {
  const kind = search.get('kind');
  const event = Number(search.get('event'));
  return {
    kind: kind && /^[a-z_]{1,40}$/.test(kind) ? kind : null,
    event: Number.isInteger(event) && event >= 1 ? event : null,
    failed: search.get('status') === 'failed',
  };
}

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function SentMailRoute() {
  return (
    <SentMailIntlProvider>
      <SentMailArea />
    </SentMailIntlProvider>
  );
}

function SentMailArea() {
  const t = useSentMailT();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const filter = filterFromSearch(searchParams);
  const mails = useSentMails(page, filter);
  const sendAgain = useSendMailAgain();
  const { timeZone } = useMosqueSettings();
  const pagination = mails.data?.pagination;

  const onSendAgain = (mail: SentMail) =>
    sendAgain.mutate(mail.id, {
      onSuccess: (after) =>
        toast.show(
          after.status === 'sent'
            ? { tone: 'success', message: t('sentMail.sentAgain', { to: isolateText(mail.to) }) }
            : { tone: 'error', message: t('sentMail.refusedAgain', { to: isolateText(mail.to) }) },
        ),
      onError: (error) => {
        const message = sendAgainFailure(error);
        toast.show({ tone: 'error', message: t(message.id, message.values) });
      },
    });

  return (
    <SentMailScreen
      mails={mails.data?.data ?? []}
      loading={mails.isPending}
      error={mails.isError ? loadFailure(mails.error) : null}
      onRetry={() => void mails.refetch()}
      page={page}
      totalPages={pagination?.total_pages ?? 0}
      total={pagination?.total ?? 0}
      onPageChange={(next) =>
        setSearchParams((current) => {
          const kept = new URLSearchParams(current);
          if (next === 1) kept.delete('page');
          else kept.set('page', String(next));
          return kept;
        })
      }
      filter={
        filter.kind || filter.event || filter.failed
          ? {
              kind: filter.kind,
              failed: filter.failed,
              event:
                filter.event === null
                  ? null
                  : {
                      id: filter.event,
                      name: mails.data?.event?.id === filter.event ? mails.data.event.event_name : null,
                    },
            }
          : null
      }
      sendingId={sendAgain.isPending ? (sendAgain.variables ?? null) : null}
      onSendAgain={onSendAgain}
      timeZone={timeZone}
    />
  );
}
