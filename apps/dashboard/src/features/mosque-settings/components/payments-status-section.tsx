import type { PaymentsStatus } from '@minbar/api/schemas/mosque-status';
import { useIntl } from 'react-intl';
import { UNTRANSLATED, withUntranslated } from '../../../lib/untranslated';
import { type MosqueSettingsMessageId, useMosqueSettingsT } from '../mosque-settings-intl';
import type { SectionState } from './section-state';
import { Fact, StatusCard } from './status-card';

function providerWords(status: PaymentsStatus): MosqueSettingsMessageId {
  if (status.provider === 'test') return 'mosqueSettings.payments.provider.test';
  return status.mode === 'live'
    ? 'mosqueSettings.payments.provider.stripeLive'
    : 'mosqueSettings.payments.provider.stripeTest';
}

/**
 * Who takes the gifts and bookings' payments, whether real money is taken, whether the payment
 * service's confirmations (webhooks) can be verified, and the last one received.
 */
export function PaymentsStatusSection({
  state,
  onRetry,
  timeZone,
}: {
  state: SectionState<PaymentsStatus>;
  onRetry: () => void;
  /** The mosque's zone, in which times are shown. */
  timeZone?: string;
}) {
  const t = useMosqueSettingsT();
  const intl = useIntl();
  return (
    <StatusCard
      title={t('mosqueSettings.payments.title')}
      loading={t('mosqueSettings.payments.loading')}
      state={state}
      onRetry={onRetry}
    >
      {(status) => (
        <dl className="mosque-settings__facts" data-slot="payments-status">
          <Fact label={t('mosqueSettings.payments.provider')}>{t(providerWords(status))}</Fact>
          <Fact label={t('mosqueSettings.payments.webhook')}>
            {status.webhook_configured ? (
              t('mosqueSettings.payments.webhook.yes')
            ) : (
              <span className="mosque-settings__warning">{t('mosqueSettings.payments.webhook.no')}</span>
            )}
          </Fact>
          <Fact label={t('mosqueSettings.payments.lastWebhook')}>
            {status.last_webhook
              ? withUntranslated(
                  t('mosqueSettings.payments.lastWebhook.at', {
                    time: intl.formatDate(status.last_webhook.received_at, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone,
                    }),
                    // The payment provider's name of the event: an identifier, never translated.
                    type: UNTRANSLATED,
                  }),
                  status.last_webhook.type,
                )
              : t('mosqueSettings.payments.lastWebhook.none')}
          </Fact>
        </dl>
      )}
    </StatusCard>
  );
}
