import { POLISH_CITY_NAMES } from '@minbar/domain/prayer/cities';
import { useState } from 'react';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { useMosqueSettings } from '../../../lib/use-mosque-settings';
import { MosqueSettingsDialog } from '../components/mosque-settings-dialog';
import { mosqueSettingsIssueFeedback, mosqueSettingsSaveFailure } from '../error-messages';
import type { PrayerFeedback } from '../prayer-intl';
import { useUpdateMosqueSettings } from '../queries/use-update-mosque-settings';
import { usePrayerToast } from '../use-prayer-feedback';

export interface MosqueSettingsDialogContainerProps {
  today: string;
  onClose: () => void;
}

/**
 * The mosque's settings with their save (PUT /settings): a refusal keeps the dialog open with what was
 * typed, the server's field errors under their fields; a save closes it with a toast.
 */
export function MosqueSettingsDialogContainer({ today, onClose }: MosqueSettingsDialogContainerProps) {
  // The screen has already read the settings (it opened on their default city): no new request.
  const settings = useMosqueSettings();
  const update = useUpdateMosqueSettings();
  const toast = usePrayerToast();
  const [error, setError] = useState<PrayerFeedback | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  return (
    <MosqueSettingsDialog
      open
      onOpenChange={(open) => !open && onClose()}
      settings={settings}
      cities={POLISH_CITY_NAMES}
      today={today}
      saving={update.isPending}
      serverError={error}
      serverErrors={fieldErrors}
      onSave={(input) => {
        setError(null);
        update.mutate(input, {
          onSuccess: () => {
            toast.success({ id: 'prayer.success.mosqueSettingsSaved' });
            onClose();
          },
          onError: (failure) => {
            setFieldErrors(
              fieldErrorsOfResponse(failure, {
                issueMessage: mosqueSettingsIssueFeedback,
                rename: { athan: 'jumuah_athan', iqama: 'jumuah_iqama' },
              }),
            );
            setError(mosqueSettingsSaveFailure(failure));
          },
        });
      }}
    />
  );
}
