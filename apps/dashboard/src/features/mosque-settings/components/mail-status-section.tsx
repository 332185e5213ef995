import type { MailStatus } from '@minbar/api/schemas/mosque-status';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMailKindName } from '../../../lib/mail-kinds/mail-kind-words';
import { untranslated, withUntranslated } from '../../../lib/untranslated';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import type { SectionState } from './section-state';
import { Fact, StatusCard } from './status-card';

/** Where Sent mail lists the failed mails alone. */
export const FAILED_MAILS_HREF = '/dashboard/SentMail?status=failed';

/**
 * How the centre's mail leaves (a mail server, or only the outbox and the log), from which address,
 * how many mails wait or failed, and the newest refusal, with the way to the failed mails.
 */
export function MailStatusSection({
  state,
  onRetry,
  timeZone,
}: {
  state: SectionState<MailStatus>;
  onRetry: () => void;
  /** The mosque's zone, in which times are shown. */
  timeZone?: string;
}) {
  const t = useMosqueSettingsT();
  const intl = useIntl();
  return (
    <StatusCard
      title={t('mosqueSettings.mail.title')}
      loading={t('mosqueSettings.mail.loading')}
      state={state}
      onRetry={onRetry}
    >
      {(status) => (
        <>
          <dl className="mosque-settings__facts" data-slot="mail-status">
            <Fact label={t('mosqueSettings.mail.transport')}>
              {status.transport === 'smtp' ? (
                t('mosqueSettings.mail.transport.smtp')
              ) : (
                <span className="mosque-settings__warning">{t('mosqueSettings.mail.transport.log')}</span>
              )}
            </Fact>
            {status.from ? (
              <Fact label={t('mosqueSettings.mail.from')}>
                <bdi>{status.from}</bdi>
              </Fact>
            ) : null}
            <Fact label={t('mosqueSettings.mail.pending')}>{intl.formatNumber(status.pending)}</Fact>
            <Fact label={t('mosqueSettings.mail.failed')}>{intl.formatNumber(status.failed)}</Fact>
            <Fact label={t('mosqueSettings.mail.lastFailure')}>
              {status.last_failure ? (
                <LastFailure failure={status.last_failure} timeZone={timeZone} />
              ) : (
                t('mosqueSettings.mail.lastFailure.none')
              )}
            </Fact>
          </dl>
          {status.failed > 0 ? (
            <p>
              <Link to={FAILED_MAILS_HREF}>{t('mosqueSettings.mail.showFailed')}</Link>
            </p>
          ) : null}
        </>
      )}
    </StatusCard>
  );
}

/**
 * The newest refusal: its mail's kind in words, when the mail server refused it (in the mosque's
 * zone) and its answer. A refusal from before their times were kept is dated by its mail's queueing,
 * and says so.
 */
function LastFailure({
  failure,
  timeZone,
}: {
  failure: NonNullable<MailStatus['last_failure']>;
  timeZone?: string;
}) {
  const t = useMosqueSettingsT();
  const intl = useIntl();
  const kindName = useMailKindName();
  const time = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  // A kind this dashboard does not know yet is named as the server names it: an identifier, never
  // translated; the mail server's answer is its own words, quoted as they came.
  const name = kindName(failure.kind);
  const values = {
    kind: name === failure.kind ? untranslated(0) : isolateText(name),
    error: untranslated(1),
  };
  return (
    <span data-slot="last-refusal">
      {withUntranslated(
        failure.refused_at
          ? t('mosqueSettings.mail.lastFailure.value', { ...values, time: time(failure.refused_at) })
          : t('mosqueSettings.mail.lastFailure.undated', { ...values, time: time(failure.queued_at) }),
        failure.kind,
        failure.error,
      )}
    </span>
  );
}
