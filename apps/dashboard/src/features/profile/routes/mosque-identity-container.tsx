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
import { type ProfileMessage, useProfileT } from '../profile-intl';

/** PUT /settings/identity refused or failed: a 403 says only an administrator may; else the app's words. */
function saveFailure(error: unknown): ProfileMessage {
  if (isApiError(error) && error.status === 403) return { id: 'profile.identity.forbidden' };
  if (isApiError(error) && error.status === 422) return { id: 'profile.identity.invalid' };
  return commonFailure(error) ?? { id: 'profile.identity.saveFailed' };
}

/**
 * The mosque's identity with its save: a refusal keeps what was typed, the server's field errors
 * under their fields; a save says so in a toast.
 */
export function MosqueIdentityContainer() {
  const t = useProfileT();
  const toast = useToast();
  const identity = useMosqueIdentity();
  const update = useUpdateMosqueIdentity();
  const [error, setError] = useState<ProfileMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ServerFieldErrors>({});
  const state: MosqueIdentityState = identity.data
    ? { status: 'ready', identity: identity.data }
    : identity.isError
      ? { status: 'error', message: commonFailure(identity.error) ?? { id: 'profile.identity.loadFailed' } }
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
            onSuccess: () => toast.show({ tone: 'success', message: t('profile.identity.saved') }),
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
