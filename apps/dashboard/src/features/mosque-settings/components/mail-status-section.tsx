import type { MailStatus } from '@minbar/api/schemas/mosque-status';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
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
              {status.last_failure
                ? t('mosqueSettings.mail.lastFailure.value', {
                    kind: isolateText(status.last_failure.kind),
                    time: intl.formatDate(status.last_failure.queued_at, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone,
                    }),
                    error: isolateText(status.last_failure.error),
                  })
                : t('mosqueSettings.mail.lastFailure.none')}
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
