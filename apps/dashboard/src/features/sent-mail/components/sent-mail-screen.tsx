import type { SentMail } from '@minbar/api/schemas/sent-mail';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type SentMailMessage, useSentMailT } from '../sent-mail-intl';
import './sent-mail-screen.css';
import '../../../lib/page/page.css';
import { LoadFailure } from '../../../lib/load-failure';
import { useMailKindName } from '../../../lib/mail-kinds/mail-kind-words';
import { UNTRANSLATED, withUntranslated } from '../../../lib/untranslated';

export interface SentMailScreenProps {
  mails: SentMail[];
  loading?: boolean;
  error?: SentMailMessage | null;
  onRetry: () => void;
  page: number;
  totalPages: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The mail being sent again: its button shows it is busy, the others wait. */
  sendingId?: number | null;
  onSendAgain: (mail: SentMail) => void;
  /** The mosque's zone, in which times are shown (as on the audit trail); the browser's when not given. */
  timeZone?: string;
  /**
   * The list narrowed to one kind of mail and/or the mails about one event (named once the server
   * named it): said above the list, with the way back to all mail.
   */
  filter?: {
    kind: string | null;
    event: { id: number; name: string | null } | null;
    /** Only the failed mails. */
    failed?: boolean;
  } | null;
}

function StatusCell({ mail, timeZone }: { mail: SentMail; timeZone?: string }) {
  const t = useSentMailT();
  const intl = useIntl();
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (
    <div className="sent-mail__status">
      {/* The word says the state, never the colour alone. */}
      <span className="sent-mail__badge" data-status={mail.status}>
        {t(`sentMail.status.${mail.status}`)}
      </span>
      {mail.status === 'sent' && mail.delivered_at ? (
        <span className="sent-mail__detail">{t('sentMail.sentAt', { time: time(mail.delivered_at) })}</span>
      ) : null}
      {mail.status !== 'sent' && mail.attempts > 0 ? (
        <span className="sent-mail__detail">{t('sentMail.attempts', { count: mail.attempts })}</span>
      ) : null}
      {mail.error ? (
        <span className="sent-mail__reason">
          {withUntranslated(t('sentMail.reason', { error: UNTRANSLATED }), mail.error)}
        </span>
      ) : null}
    </div>
  );
}

/** What the list is narrowed to, in words, and the link back to all mail. */
function FilterNotice({ filter }: { filter: NonNullable<SentMailScreenProps['filter']> }) {
  const t = useSentMailT();
  const kindName = useMailKindName();
  const kind = filter.kind ? kindName(filter.kind) : '';
  const event = filter.event
    ? filter.event.name
      ? isolateText(filter.event.name)
      : t('sentMail.filter.eventNumber', { id: filter.event.id })
    : '';
  const about = filter.kind
    ? filter.event
      ? t('sentMail.filter.kindAndEvent', { kind, event })
      : t('sentMail.filter.kind', { kind })
    : filter.event
      ? t('sentMail.filter.event', { event })
      : null;
  const words = [about, filter.failed ? t('sentMail.filter.failed') : null].filter(Boolean).join(' ');
  return (
    <div className="sent-mail__filter" data-slot="sent-mail-filter">
      <p className="sent-mail__filter-text">{words}</p>
      <Link className="sent-mail__filter-clear" to="/dashboard/SentMail">
        {t('sentMail.filter.clear')}
      </Link>
    </div>
  );
}

/** /dashboard/SentMail: the mails the centre sent, where each stands, and a failed one sent again. */
export function SentMailScreen(props: SentMailScreenProps) {
  const t = useSentMailT();
  const intl = useIntl();
  const kindName = useMailKindName();
  const columns: Array<DataTableColumn<SentMail>> = [
    { key: 'to', header: t('sentMail.column.to'), cell: (mail) => mail.to, userText: true },
    { key: 'kind', header: t('sentMail.column.kind'), cell: (mail) => kindName(mail.kind) },
    {
      key: 'queued',
      header: t('sentMail.column.queued'),
      cell: (mail) =>
        intl.formatDate(mail.created_at, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: props.timeZone,
        }),
    },
    {
      key: 'status',
      header: t('sentMail.column.status'),
      cell: (mail) => <StatusCell mail={mail} timeZone={props.timeZone} />,
    },
    {
      key: 'action',
      header: t('sentMail.column.action'),
      cardLabel: false,
      cell: (mail) =>
        mail.status === 'failed' ? (
          <Button
            variant="secondary"
            size="sm"
            // Named with its mail: several failed mails may go to one address.
            aria-label={t('sentMail.sendAgainTo', { id: String(mail.id), to: isolateText(mail.to) })}
            loading={props.sendingId === mail.id}
            disabled={props.sendingId != null && props.sendingId !== mail.id}
            onClick={() => props.onSendAgain(mail)}
          >
            {t('sentMail.sendAgain')}
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="sent-mail">
      <h1 className="dashboard-page__title">{t('sentMail.title')}</h1>
      <p className="sent-mail__intro">{t('sentMail.intro')}</p>
      {props.filter ? <FilterNotice filter={props.filter} /> : null}
      <DataTable
        caption={
          <>
            {t('sentMail.caption')}
            {props.loading || props.error ? null : (
              <span className="sent-mail__total"> ({t('sentMail.total', { count: props.total })})</span>
            )}
          </>
        }
        columns={columns}
        rows={props.mails}
        rowKey={(mail) => mail.id}
        loading={props.loading}
        empty={t(props.filter ? 'sentMail.emptyFiltered' : 'sentMail.empty')}
        error={
          props.error ? (
            <LoadFailure message={t(props.error.id, props.error.values)} onRetry={props.onRetry} />
          ) : undefined
        }
      />
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t('sentMail.pagination')}
      />
    </div>
  );
}
