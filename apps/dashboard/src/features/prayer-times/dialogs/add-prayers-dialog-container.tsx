import { useState } from 'react';
import { AddPrayersDialog } from '../components/add-prayers-dialog';
import { bulkSaveFailure } from '../error-messages';
import type { PrayerFeedback } from '../prayer-intl';
import { usePolishCities } from '../queries/use-polish-cities';
import { useSaveBulk } from '../queries/use-save-bulk';
import { usePrayerToast } from '../use-prayer-feedback';

export interface AddPrayersDialogContainerProps {
  year: number;
  month: number;
  city: string;
  onClose: () => void;
}

/** Add prayers, with its save: a month of days sent at once; a refusal stays in the dialog. */
export function AddPrayersDialogContainer({ year, month, city, onClose }: AddPrayersDialogContainerProps) {
  const cities = usePolishCities();
  const saveBulk = useSaveBulk();
  const toast = usePrayerToast();
  const [error, setError] = useState<PrayerFeedback | null>(null);
  return (
    <AddPrayersDialog
      open
      onOpenChange={(open) => !open && onClose()}
      year={year}
      month={month}
      city={city}
      cities={cities.cities}
      onRefreshCities={() => void cities.refetch()}
      refreshingCities={cities.isFetching}
      saving={saveBulk.isPending}
      serverError={error}
      onSave={(request) => {
        setError(null);
        saveBulk.mutate(request, {
          onSuccess: (answer) => {
            toast.success({ id: 'prayer.success.prayersSaved', values: { count: answer.saved } });
            onClose();
          },
          onError: (failure) => setError(bulkSaveFailure(failure)),
        });
      }}
    />
  );
}
