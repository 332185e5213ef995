import { formatHijriDate } from '@minbar/domain/prayer/hijri';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { wallClockFormat } from '../../../lib/wall-clock';
import { countdownText } from '../countdown-text';
import { boardAt, type PrayerTimesData } from '../model/prayer-board';
import { usePrayerIntl } from '../prayer-intl';
import '../timetable.css';

export interface TodayCardProps {
  data: PrayerTimesData;
  now: number;
}

/**
 * Today at the mosque: both dates, the next athan (or, after an athan, its iqama) with the countdown,
 * and the day's prayers with the current one marked, as on the prayer hall's screen.
 */
export function TodayCard({ data, now }: TodayCardProps) {
  const locale = useUiLocale();
  const { t } = usePrayerIntl();
  const wall = wallClockFormat(locale);
  const board = boardAt(data, now);
  const { moment } = board;
  const nextName = moment.next ? t(`prayer.name.${moment.next.name}`) : '';
  return (
    <section className="today-card" aria-labelledby="today-card-title">
      <header className="today-card__header">
        <h2 id="today-card-title">{t('timetable.today.title')}</h2>
        <p className="today-card__dates">
          <span>{wall.when(board.today, null)}</span>
          <span className="today-card__hijri">{formatHijriDate(board.today, data.hijriOffset, locale)}</span>
        </p>
      </header>
      {moment.next && moment.countdownSeconds !== null ? (
        <p className="today-card__next" data-kind={moment.next.kind}>
          <span>
            {t(moment.next.kind === 'iqama' ? 'prayer.next.iqama' : 'prayer.next.start', {
              prayer: nextName,
            })}
          </span>{' '}
          <span className="today-card__countdown">{countdownText(t, moment.countdownSeconds)}</span>
        </p>
      ) : null}
      {board.rows.length === 0 ? (
        <p className="today-card__gap">{t('prayer.gap.noTimesToday')}</p>
      ) : (
        <ul className="today-card__prayers" aria-label={t('timetable.today.title')}>
          {board.rows.map((row) => (
            <li key={row.name} className="today-card__prayer" data-state={row.state}>
              <span className="today-card__name">
                {t(`prayer.name.${row.name}`)}
                {row.state === 'current' || row.state === 'next' ? (
                  <span className="today-card__badge">
                    {t(row.state === 'current' ? 'prayer.state.now' : 'prayer.state.next')}
                  </span>
                ) : null}
              </span>
              <span className="today-card__athan">{row.athan ? wall.time(row.athan) : '–'}</span>
              {row.iqama ? (
                <span className="today-card__iqama">
                  {t('timetable.iqama', { time: wall.time(row.iqama) })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {moment.gap === 'no_times_tomorrow' ? (
        <p className="today-card__gap">{t('prayer.gap.noTimesTomorrow')}</p>
      ) : null}
    </section>
  );
}
