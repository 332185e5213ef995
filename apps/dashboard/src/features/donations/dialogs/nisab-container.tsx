import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { NisabDialog } from '../components/nisab-dialog';
import { type DonationsMessage, useDonationsT } from '../donations-intl';
import { categoryIssueMessage, loadFailure, nisabSaveFailure } from '../error-messages';
import { useNisabSettings, useSaveNisab } from '../queries/use-nisab-settings';

/**
 * The nisab settings with their load and save (GET and PUT /zakat/nisab): a refusal keeps the dialog
 * open with what was typed and the server's field errors under their fields; a save says so and stays
 * open, so the next currency can be set.
 */
export function NisabContainer({ onClose }: { onClose: () => void }) {
  const t = useDonationsT();
  const toast = useToast();
  const settings = useNisabSettings();
  const save = useSaveNisab();
  const [failure, setFailure] = useState<DonationsMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  return (
    <NisabDialog
      settings={settings.data}
      loadFailure={settings.isError ? loadFailure(settings.error, 'donations.nisab.loadFailed') : null}
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
              message: t('donations.nisab.saved', { currency: saved.currency }),
            });
          },
          onError: (error) => {
            setServerErrors(fieldErrorsOfResponse(error, { issueMessage: categoryIssueMessage }));
            setFailure(nisabSaveFailure(error));
          },
        });
      }}
    />
  );
}
