import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { findCoveringIqamaSetting } from '@minbar/domain/prayer/iqama';
import { useState } from 'react';
import { IqamaDialog } from '../components/iqama-dialog';
import { iqamaSaveFailure, iqamaUpdateFailure } from '../error-messages';
import type { PrayerFeedback } from '../prayer-intl';
import { usePrayerSettings } from '../queries/use-prayer-settings';
import { useSaveIqama } from '../queries/use-save-iqama';
import { useUpdateIqama } from '../queries/use-update-iqama';
import { usePrayerToast } from '../use-prayer-feedback';

export interface IqamaDialogContainerProps {
  /** The setting to edit; null adds a new one. */
  setting: IqamaSettingAnswer | null;
  selectedDate: string;
  city: string;
  onClose: () => void;
}

/** Add or edit an iqama setting, with its save; a refusal (a conflict, say) stays in the dialog. */
export function IqamaDialogContainer({ setting, selectedDate, city, onClose }: IqamaDialogContainerProps) {
  const saveIqama = useSaveIqama();
  const updateIqama = useUpdateIqama();
  const toast = usePrayerToast();
  const [error, setError] = useState<PrayerFeedback | null>(null);
  // The screen has already read the settings (the sidebar shows the one in force): no new request.
  const settings = usePrayerSettings();
  const current = findCoveringIqamaSetting(settings.data ?? [], city, selectedDate);
  return (
    <IqamaDialog
      open
      onOpenChange={(open) => !open && onClose()}
      setting={setting}
      current={current}
      selectedDate={selectedDate}
      city={city}
      saving={saveIqama.isPending || updateIqama.isPending}
      serverError={error}
      onSave={(payload) => {
        setError(null);
        if (setting) {
          updateIqama.mutate(
            { id: setting.id, setting: payload },
            {
              onSuccess: () => {
                toast.success({ id: 'prayer.success.iqamaUpdated' });
                onClose();
              },
              onError: (failure) => setError(iqamaUpdateFailure(failure)),
            },
          );
          return;
        }
        saveIqama.mutate(payload, {
          onSuccess: () => {
            toast.success({ id: 'prayer.success.iqamaSaved' });
            onClose();
          },
          onError: (failure) => setError(iqamaSaveFailure(failure)),
        });
      }}
    />
  );
}
