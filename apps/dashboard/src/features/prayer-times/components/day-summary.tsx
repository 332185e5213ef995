import type { AthanDay, IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatLongDate } from '../format';
import { usePrayerT } from '../prayer-intl';
import { AthanTimesList } from './athan-times-list';

export interface DaySummaryProps {
  date: string;
  /** undefined while loading, null when the day has no times. */
  day: AthanDay | null | undefined;
  iqama: IqamaSettingAnswer | null;
}

/** The calendar's mobile summary of the selected day: its date, five athan times and iqama mode. */
export function DaySummary({ date, day, iqama }: DaySummaryProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  return (
    <div className="prayer-day-summary">
      <p className="prayer-day-summary__date">
        <time dateTime={date}>{formatLongDate(locale, date)}</time>
      </p>
      {day === undefined ? (
        <p>{t('prayer.sidebar.loading')}</p>
      ) : day === null ? (
        <p>{t('prayer.sidebar.noTimes')}</p>
      ) : (
        <AthanTimesList day={day} />
      )}
      <p>{iqama ? t(`prayer.iqama.mode.${iqama.mode}`) : t('prayer.sidebar.noIqama')}</p>
    </div>
  );
}
