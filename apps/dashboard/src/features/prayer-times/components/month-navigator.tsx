import { stepMonth } from '@minbar/domain/prayer/calendar';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatMonthOfYear } from '../format';
import { usePrayerT } from '../prayer-intl';
import './prayer-times-screen.css';

export interface MonthNavigatorProps {
  year: number;
  /** 1-12. */
  month: number;
  onChange: (year: number, month: number) => void;
  /**
   * The page's own month is a navigation landmark; inside a dialog over it the same control is a
   * plain group, so the page keeps a single 'Month' landmark.
   */
  landmark?: boolean;
}

/** Previous and next month around the month's name; the name is announced when it changes. */
export function MonthNavigator({ year, month, onChange, landmark = true }: MonthNavigatorProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const go = (step: 1 | -1) => {
    const next = stepMonth(year, month, step);
    onChange(next.year, next.month);
  };
  const Frame = landmark ? 'nav' : 'div';
  return (
    <Frame
      className="prayer-month-nav"
      role={landmark ? undefined : 'group'}
      aria-label={t('prayer.month.navigation')}
    >
      <Button variant="secondary" size="sm" onClick={() => go(-1)}>
        <span aria-hidden="true" className="prayer-month-nav__arrow">
          ‹
        </span>
        <span className="visually-hidden">{t('prayer.month.previous')}</span>
      </Button>
      <output className="prayer-month-nav__title" aria-live="polite">
        {formatMonthOfYear(locale, year, month)}
      </output>
      <Button variant="secondary" size="sm" onClick={() => go(1)}>
        <span aria-hidden="true" className="prayer-month-nav__arrow">
          ›
        </span>
        <span className="visually-hidden">{t('prayer.month.next')}</span>
      </Button>
    </Frame>
  );
}
