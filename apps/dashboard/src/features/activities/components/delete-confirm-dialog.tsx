import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useActivitiesT } from '../activities-intl';
import './activities.css';

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** The activities that go, listed by title. */
  items: ReadonlyArray<{ id: number; title: string }>;
  onCancel: () => void;
  onConfirm: () => void;
  busy?: boolean;
}

/** "Delete activities?" with every chosen activity listed by its title, so nothing goes unseen. */
export function DeleteConfirmDialog({
  open,
  items,
  onCancel,
  onConfirm,
  busy = false,
}: DeleteConfirmDialogProps) {
  const t = useActivitiesT();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
      title={t('activities.delete.title')}
      description={t('activities.delete.message', { count: items.length })}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('shell.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('activities.delete.confirm')}
          </Button>
        </>
      }
    >
      <ul className="activities-delete__list">
        {items.map((item) => (
          <li key={item.id}>
            <bdi>{item.title}</bdi>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
