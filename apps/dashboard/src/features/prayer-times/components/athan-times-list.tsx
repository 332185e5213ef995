import type { AthanDay } from '@minbar/api/schemas/prayer';
import { PRAYERS } from '@minbar/domain/prayer/prayers';
import { usePrayerT } from '../prayer-intl';
import { PrayerTimeText } from './prayer-time-text';
import './prayer-times-screen.css';

export interface AthanTimesListProps {
  day: AthanDay;
}

/** A day's five athan times as a list of names and times, Maghrib named with Iftar. */
export function AthanTimesList({ day }: AthanTimesListProps) {
  const t = usePrayerT();
  return (
    <dl className="prayer-today__times">
      {PRAYERS.map((prayer) => (
        <div key={prayer} className="prayer-today__time">
          <dt>{t(prayer === 'maghrib' ? 'prayer.maghribIftar' : `prayer.name.${prayer}`)}</dt>
          <dd>
            <PrayerTimeText value={day[`${prayer}_athan`]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
