import type { AthanDay } from '@minbar/api/schemas/prayer';
import { useState } from 'react';
import { EditPrayerDialog } from '../components/edit-prayer-dialog';
import { prayerUpdateFailure } from '../error-messages';
import type { PrayerFeedback } from '../prayer-intl';
import { useUpdateAthanTime } from '../queries/use-update-athan-time';
import { usePrayerToast } from '../use-prayer-feedback';

export interface EditPrayerDialogContainerProps {
  /** The stored day being edited (it has an id: the sidebar checks before opening). */
  day: AthanDay;
  onClose: () => void;
}

/** Edit a day's athan times, with its save; a refusal stays in the dialog. */
export function EditPrayerDialogContainer({ day, onClose }: EditPrayerDialogContainerProps) {
  const updateAthan = useUpdateAthanTime();
  const toast = usePrayerToast();
  const [error, setError] = useState<PrayerFeedback | null>(null);
  return (
    <EditPrayerDialog
      open
      onOpenChange={(open) => !open && onClose()}
      day={day}
      saving={updateAthan.isPending}
      serverError={error}
      onSave={(update) => {
        setError(null);
        updateAthan.mutate(
          { id: day.id, day: update },
          {
            onSuccess: () => {
              toast.success({ id: 'prayer.success.prayerUpdated' });
              onClose();
            },
            onError: (failure) => setError(prayerUpdateFailure(failure)),
          },
        );
      }}
    />
  );
}
