import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { NisabDialog } from '../components/nisab-dialog';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import { type NisabMessage, nisabIssueMessage, nisabLoadFailure, nisabSaveFailure } from '../nisab-failures';
import { useNisabList } from '../queries/use-mosque-status';
import { useSaveNisab } from '../queries/use-nisab-settings';

/**
 * The nisab settings with their load and save (GET and PUT /zakat/nisab): a refusal keeps the dialog
 * open with what was typed and the server's field errors under their fields; a save says so and stays
 * open, so the next currency can be set.
 */
export function NisabContainer({ onClose }: { onClose: () => void }) {
  const t = useMosqueSettingsT();
  const toast = useToast();
  const settings = useNisabList();
  const save = useSaveNisab();
  const [failure, setFailure] = useState<NisabMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  return (
    <NisabDialog
      settings={settings.data}
      loadFailure={settings.isError ? nisabLoadFailure(settings.error) : null}
      onRetry={() => void settings.refetch()}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={(values) => {
        setFailure(null);
        save.mutate(values, {
          onSuccess: (saved) => {
            setServerErrors({});
            toast.show({
              tone: 'success',
              message: t('mosqueSettings.nisabForm.saved', { currency: saved.currency }),
            });
          },
          onError: (error) => {
            setServerErrors(fieldErrorsOfResponse(error, { issueMessage: nisabIssueMessage }));
            setFailure(nisabSaveFailure(error));
          },
        });
      }}
    />
  );
}
