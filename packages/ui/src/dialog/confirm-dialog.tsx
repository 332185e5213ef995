import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { useUiMessage } from '../provider/ui-provider';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to close (cancel, Escape). */
  onOpenChange: (open: boolean) => void;
  /** The question asked, the dialog's name. */
  title: ReactNode;
  /** What confirming will do, the dialog's description. */
  message: ReactNode;
  /** The confirm button's text; "Confirm" in the page's language by default. */
  confirmLabel?: ReactNode;
  /** The cancel button's text; "Cancel" by default. */
  cancelLabel?: ReactNode;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /** `danger` for a destructive action: the confirm button turns red. */
  tone?: 'danger' | 'default' | undefined;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean | undefined;
}

/** Asks before an action: a title, what will happen, cancel and confirm (red with `tone="danger"`). */
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
