import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { useMosqueToday } from '../../../lib/use-mosque-settings';
import { useCertificatesT } from '../certificates-intl';
import { RequestFormDialog } from '../components/request-form-dialog';
import { initialRequestValues } from '../components/request-form-model';
import { type Failure, failureOf, serverFieldErrors } from '../error-messages';
import { useSaveCertificate } from '../queries/use-save-certificate';

export interface RequestFormContainerProps {
  /** The request to edit; absent to add one. */
  edit?: CertificateRequest;
  onClose: () => void;
  /** The saved request's id, so its page opens. */
  onSaved: (id: number) => void;
}

/** Add or edit a request; a refusal keeps the dialog and what was typed, its fields marked. */
export function RequestFormContainer({ edit, onClose, onSaved }: RequestFormContainerProps) {
  const t = useCertificatesT();
  const toast = useToast();
  const today = useMosqueToday();
  const save = useSaveCertificate();
  const [initialValues] = useState(() => initialRequestValues(edit));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const mode = edit ? 'edit' : 'create';
  return (
    <RequestFormDialog
      mode={mode}
      initialValues={initialValues}
      today={today}
      applicantName={edit?.applicant_name}
      saving={save.isPending}
      failure={failure}
      serverErrors={serverErrors}
      onClose={onClose}
      onSave={async (payload) => {
        setFailure(null);
        try {
          const saved = await save.mutateAsync({ id: edit?.id, payload });
          toast.show({
            tone: 'success',
            message: t(mode === 'create' ? 'certificates.created' : 'certificates.updated', {
              name: isolateText(saved.request.applicant_name),
            }),
          });
          onSaved(saved.request.id);
          onClose();
        } catch (error) {
          setServerErrors(serverFieldErrors(error));
          setFailure(failureOf(error, mode === 'create' ? 'create' : 'update'));
        }
      }}
    />
  );
}
