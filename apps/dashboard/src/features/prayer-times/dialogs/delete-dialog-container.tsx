import { DeleteConfirmDialog, type DeleteTarget } from '../components/delete-confirm-dialog';
import { deleteFailure } from '../error-messages';
import { useDeleteAthanTime } from '../queries/use-delete-athan-time';
import { useDeleteIqama } from '../queries/use-delete-iqama';
import { usePrayerToast } from '../use-prayer-feedback';

export interface DeleteDialogContainerProps {
  target: DeleteTarget;
  onClose: () => void;
}

/** The delete confirmation of a day's times or an iqama setting, with its delete; failures toast. */
export function DeleteDialogContainer({ target, onClose }: DeleteDialogContainerProps) {
  const deleteAthan = useDeleteAthanTime();
  const deleteIqama = useDeleteIqama();
  const toast = usePrayerToast();
  return (
    <DeleteConfirmDialog
      target={target}
      onCancel={onClose}
      busy={deleteAthan.isPending || deleteIqama.isPending}
      onConfirm={(confirmed) => {
        if (confirmed.kind === 'prayer') {
          deleteAthan.mutate(confirmed.id, {
            onSuccess: () => {
              toast.success({ id: 'prayer.success.prayerDeleted' });
              onClose();
            },
            onError: (failure) => toast.failure(deleteFailure(failure, 'prayer.error.deletePrayer')),
          });
          return;
        }
        deleteIqama.mutate(confirmed.setting.id, {
          onSuccess: () => {
            toast.success({ id: 'prayer.success.iqamaDeleted' });
            onClose();
          },
          onError: (failure) => toast.failure(deleteFailure(failure, 'prayer.error.deleteIqama')),
        });
      }}
    />
  );
}
