import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useUiMessage } from '../provider/ui-provider';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  tone?: 'danger' | 'default' | undefined;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean | undefined;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  tone = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const t = useUiMessage();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('ui.confirmDialog.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirmDialog.confirm')}
          </Button>
        </>
      }
    />
  );
}
