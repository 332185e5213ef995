import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { formatShortDate } from '../format';
import { usePrayerT } from '../prayer-intl';
import { useCityName } from '../use-city-name';

export type DeleteTarget =
  | { kind: 'prayer'; id: number; date: string; city: string }
  | { kind: 'iqama'; setting: IqamaSettingAnswer };

export interface DeleteConfirmDialogProps {
  target: DeleteTarget | null;
  onCancel: () => void;
  onConfirm: (target: DeleteTarget) => void;
  busy?: boolean;
}

/** The delete confirmation of a day's prayer times or of an iqama setting. */
export function DeleteConfirmDialog({ target, onCancel, onConfirm, busy }: DeleteConfirmDialogProps) {
  const t = usePrayerT();
  const locale = useUiLocale();
  const cityName = useCityName();
  const message =
    target?.kind === 'prayer'
      ? t('prayer.delete.prayerMessage', {
          date: formatShortDate(locale, target.date),
          city: cityName(target.city),
        })
      : target?.kind === 'iqama'
        ? t('prayer.delete.iqamaMessage', {
            period: t('prayer.iqama.period', {
              from: formatShortDate(locale, target.setting.effective_from),
              to: formatShortDate(locale, target.setting.effective_to),
            }),
            city: cityName(target.setting.city),
          })
        : '';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onCancel()}
      tone="danger"
      title={t(target?.kind === 'iqama' ? 'prayer.delete.iqamaTitle' : 'prayer.delete.prayerTitle')}
      message={message}
      confirmLabel={t('prayer.delete.confirm')}
      cancelLabel={t('prayer.dialog.cancel')}
      busy={busy}
      onConfirm={() => target && onConfirm(target)}
    />
  );
}
