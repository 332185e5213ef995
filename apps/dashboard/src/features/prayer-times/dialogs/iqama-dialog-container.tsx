import type { IqamaSettingAnswer } from '@minbar/api/schemas/prayer';
import { useState } from 'react';
import { IqamaDialog } from '../components/iqama-dialog';
import { iqamaSaveFailure, iqamaUpdateFailure } from '../error-messages';
import type { PrayerFeedback } from '../prayer-intl';
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
  return (
    <IqamaDialog
      open
      onOpenChange={(open) => !open && onClose()}
      setting={setting}
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
