import type { AthanDay } from '@minbar/api/schemas/prayer';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatLongDate } from '../format';
import { type PrayerFeedback, usePrayerT } from '../prayer-intl';
import { useSentenceNamingCity } from '../use-city-name';
import { usePrayerFeedbackText } from '../use-prayer-feedback';
import { AthanTimesList } from './athan-times-list';

export interface TodayCardProps {
  /** The mosque's today, 'YYYY-MM-DD'. */
  today: string;
  city: string;
  /** undefined while loading, null when no times are entered for today. */
  day: AthanDay | null | undefined;
  error?: PrayerFeedback | null;
}

/** The dashboard card with today's five athan times, or 'No Athan times found for today'. */
export function TodayCard({ today, city, day, error }: TodayCardProps) {
  const t = usePrayerT();
  const feedback = usePrayerFeedbackText();
  const locale = useUiLocale();
  const namingCity = useSentenceNamingCity();
  return (
    <section
      className="prayer-today"
      aria-labelledby="prayer-today-title"
      aria-busy={day === undefined && !error}
    >
      <h2 id="prayer-today-title" className="prayer-today__title">
        {t('prayer.today.title')}
      </h2>
      <p className="prayer-today__meta">
        {namingCity(city, (name) =>
          t('prayer.today.city', { city: name, date: formatLongDate(locale, today) }),
        )}
      </p>
      {error ? (
        <p role="alert" className="prayer-today__message">
          {feedback(error)}
        </p>
      ) : day === undefined ? (
        <p className="prayer-today__message">{t('prayer.today.loading')}</p>
      ) : day === null ? (
        <p className="prayer-today__message">{t('prayer.today.none')}</p>
      ) : (
        <AthanTimesList day={day} />
      )}
    </section>
  );
}
