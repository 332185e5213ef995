import { isApiError } from '@minbar/api/errors';
import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { commonFailure } from '../../../lib/feedback';
import { fieldErrorsOfResponse } from '../../../lib/forms/app-form';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { useMosqueIdentity, useUpdateMosqueIdentity } from '../../../lib/use-mosque-identity';
import { FIELD_OF_PATH } from '../components/mosque-identity-form-model';
import {
  identityIssueMessage,
  MosqueIdentitySection,
  type MosqueIdentityState,
} from '../components/mosque-identity-section';
import { type MosqueSettingsMessage, useMosqueSettingsT } from '../mosque-settings-intl';

/** PUT /settings/identity refused or failed: a 403 says only an administrator may; else the app's words. */
function saveFailure(error: unknown): MosqueSettingsMessage {
  if (isApiError(error) && error.status === 403) return { id: 'mosqueSettings.identity.forbidden' };
  if (isApiError(error) && error.status === 422) return { id: 'mosqueSettings.identity.invalid' };
  return commonFailure(error) ?? { id: 'mosqueSettings.identity.saveFailed' };
}

/**
 * The mosque's identity with its save: a refusal keeps what was typed, the server's field errors
 * under their fields; a save says so in a toast.
 */
export function MosqueIdentityContainer() {
  const t = useMosqueSettingsT();
  const toast = useToast();
  const identity = useMosqueIdentity();
  const update = useUpdateMosqueIdentity();
  const [error, setError] = useState<MosqueSettingsMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  const state: MosqueIdentityState = identity.data
    ? { status: 'ready', identity: identity.data }
    : identity.isError
      ? {
          status: 'error',
          message: commonFailure(identity.error) ?? { id: 'mosqueSettings.identity.loadFailed' },
        }
      : { status: 'loading' };
  return (
    <MosqueIdentitySection
      state={state}
      onRetry={() => void identity.refetch()}
      saving={update.isPending}
      saveError={error}
      serverErrors={fieldErrors}
      onSave={(input, logo) => {
        setError(null);
        update.mutate(
          { input, logo },
          {
            onSuccess: () => toast.show({ tone: 'success', message: t('mosqueSettings.identity.saved') }),
            onError: (failure) => {
              setFieldErrors(
                fieldErrorsOfResponse(failure, { rename: FIELD_OF_PATH, issueMessage: identityIssueMessage }),
              );
              setError(saveFailure(failure));
            },
          },
        );
      }}
    />
  );
}
