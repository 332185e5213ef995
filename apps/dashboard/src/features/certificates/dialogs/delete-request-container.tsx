import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useCertificatesT } from '../certificates-intl';
import { type Failure, failureOf } from '../error-messages';
import { useDeleteCertificate } from '../queries/use-delete-certificate';

export interface DeleteRequestContainerProps {
  request: CertificateRequest;
  onClose: () => void;
  onDeleted: () => void;
  /** A refused delete: the page shows it in its red banner. */
  onFailed: (failure: Failure) => void;
}

/** "Delete this request?" naming the applicant; the delete runs only once confirmed. */
export function DeleteRequestContainer({
  request,
  onClose,
  onDeleted,
  onFailed,
}: DeleteRequestContainerProps) {
  const t = useCertificatesT();
  const toast = useToast();
  const remove = useDeleteCertificate();
  const name = isolateText(request.applicant_name);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      tone="danger"
      title={t('certificates.delete.title')}
      message={t('certificates.delete.message', { name })}
      confirmLabel={t('certificates.delete.confirm')}
      cancelLabel={t('shell.cancel')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(request.id, {
          onSuccess: () => {
            toast.show({ tone: 'success', message: t('certificates.deleted', { name }) });
            onDeleted();
          },
          onError: (error) => {
            onFailed(failureOf(error, 'delete'));
            onClose();
          },
        })
      }
    />
  );
}
