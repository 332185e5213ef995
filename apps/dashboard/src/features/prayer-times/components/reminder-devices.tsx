import type { PushSubscriberCounts } from '@minbar/api/schemas/push';
import { LANGUAGES } from '@minbar/domain/input/languages';
import { Button } from '@minbar/ui/button/button';
import { StatCard } from '@minbar/ui/stat-card/stat-card';
import { useId } from 'react';
import { usePrayerT } from '../prayer-intl';
import './reminder-devices.css';

export interface ReminderDevicesProps {
  counts: PushSubscriberCounts | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/** Admins see how many devices take prayer reminders, per language, and nothing about any of them. */
export function ReminderDevices({ counts, loading, error, onRetry }: ReminderDevicesProps) {
  const t = usePrayerT();
  const titleId = useId();
  return (
    <section className="prayer-reminders" aria-labelledby={titleId}>
      <h2 id={titleId} className="prayer-reminders__title">
        {t('prayer.reminders.title')}
      </h2>
      {error ? (
        <div role="alert" className="prayer-reminders__error">
          <p>{t('prayer.reminders.error')}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('prayer.reminders.retry')}
          </Button>
        </div>
      ) : loading || !counts ? (
        <p aria-busy="true">{t('prayer.reminders.loading')}</p>
      ) : counts.total === 0 ? (
        <p>{t('prayer.reminders.empty')}</p>
      ) : (
        <>
          <div className="prayer-reminders__cards">
            <StatCard label={t('prayer.reminders.total')} value={counts.total} />
            {LANGUAGES.map((language) => (
              <StatCard
                key={language}
                label={t(`prayer.reminders.language.${language}`)}
                value={counts.by_language[language]}
              />
            ))}
          </div>
          <p className="prayer-reminders__note">{t('prayer.reminders.note')}</p>
        </>
      )}
    </section>
  );
}
