import type { FatwaResponse } from '@minbar/api/schemas/fatwa';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { fatwaFailure } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { useDeleteResponse } from '../queries/use-delete-response';
import { useDeskToast } from '../use-desk-toast';

export interface DeleteResponseContainerProps {
  /** The answer to delete: the container is mounted while its confirmation is open. */
  response: FatwaResponse;
  onClose: () => void;
  onDeleted: (responseId: number) => void;
}

/** The delete confirmation of an answer and the call that deletes it. */
export function DeleteResponseContainer({ response, onClose, onDeleted }: DeleteResponseContainerProps) {
  const t = useFatwaT();
  const say = useDeskToast();
  const deleteResponse = useDeleteResponse();

  const confirm = () => {
    const target = response;
    deleteResponse.mutate(target.id, {
      onSuccess: () => {
        say('success', { id: 'fatwa.success.deleted' });
        onDeleted(target.id);
        onClose();
      },
      onError: (error) => {
        onClose();
        say('error', fatwaFailure(error, 'fatwa.error.delete'));
      },
    });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      tone="danger"
      title={t('fatwa.delete.title')}
      message={t('fatwa.delete.message')}
      confirmLabel={t('fatwa.delete.confirm')}
      onConfirm={confirm}
      busy={deleteResponse.isPending}
    />
  );
}
