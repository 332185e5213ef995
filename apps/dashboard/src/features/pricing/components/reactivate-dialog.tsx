import type { Subscription } from '@minbar/api/schemas/education';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { usePricingT } from '../pricing-intl';

export interface ReactivateDialogProps {
  subscription: Subscription;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}

/** "Reactivate this subscription?" naming the child: its suspension reason is cleared. */
export function ReactivateDialog({ subscription, onConfirm, onClose, busy = false }: ReactivateDialogProps) {
  const t = usePricingT();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('subscribers.reactivate.title')}
      message={t('subscribers.reactivate.message', { name: isolateText(subscription.child_name) })}
      confirmLabel={t('subscribers.reactivate.confirm')}
      cancelLabel={t('shell.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
