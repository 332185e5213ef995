import type { TimetablePeriod } from '@minbar/domain/prayer/timetable-import';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatDate, formatMonthOfYear } from '../format';
import { usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';

/** What an import is about to write, for the user to confirm before anything is sent. */
export interface ImportConfirmation {
  /** How many days the file saves. */
  days: number;
  period: TimetablePeriod;
  /**
   * How many of those days the city already holds (each is overwritten); 'counting' while they are
   * looked up, 'unknown' when the look-up failed.
   */
  replaced: number | 'counting' | 'unknown';
}

export interface ImportConfirmDialogProps {
  /** Open while non-null. */
  confirmation: ImportConfirmation | null;
  city: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The last step of an import: names the city, the month (or the dates) and how many stored days the
 * file replaces, since an import overwrites those days without a way back. Import stays disabled
 * until the stored days are counted (Cancel never is); while saving, the dialog cannot be dismissed.
 */
export function ImportConfirmDialog({
  confirmation,
  city,
  saving,
  onConfirm,
  onCancel,
}: ImportConfirmDialogProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const cityName = useCityName();

  let message = '';
  if (confirmation) {
    const { days, period, replaced } = confirmation;
    const question = period.month
      ? t('tools.import.confirm.month', {
          count: days,
          month: formatMonthOfYear(locale, period.month.year, period.month.month),
          city: cityName(city),
        })
      : t('tools.import.confirm.range', {
          count: days,
          from: formatDate(locale, period.from),
          to: formatDate(locale, period.to),
          city: cityName(city),
        });
    const consequence =
      replaced === 'counting'
        ? t('tools.import.confirm.counting', { city: cityName(city) })
        : replaced === 'unknown'
          ? t('tools.import.confirm.countFailed', { city: cityName(city) })
          : t('tools.import.confirm.replaced', { count: replaced });
    message = `${question} ${consequence}`;
  }

  return (
    <Dialog
      open={confirmation !== null}
      role="alertdialog"
      onOpenChange={(open) => {
        if (!open && !saving) onCancel();
      }}
      title={t('tools.import.confirm.title')}
      description={message}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onCancel}>
            {t('tools.import.cancel')}
          </Button>
          <Button disabled={confirmation?.replaced === 'counting'} loading={saving} onClick={onConfirm}>
            {t('tools.import.confirm.submit')}
          </Button>
        </>
      }
    />
  );
}
