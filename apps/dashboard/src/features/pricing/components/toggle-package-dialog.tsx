import type { Package } from '@minbar/api/schemas/education';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { usePricingT } from '../pricing-intl';

export interface TogglePackageDialogProps {
  item: Package;
  onClose: () => void;
  onConfirm: () => void;
  /** While the change runs: the confirm button spins and the dialog stays. */
  busy?: boolean;
}

/** "Cancel this package?" for an active package, "Activate this package?" for a cancelled one. */
export function TogglePackageDialog({ item, onClose, onConfirm, busy = false }: TogglePackageDialogProps) {
  const t = usePricingT();
  const name = isolateText(item.name);
  const cancelling = item.is_active;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      tone={cancelling ? 'danger' : 'default'}
      title={t(cancelling ? 'pricing.cancel.title' : 'pricing.activate.title')}
      message={t(cancelling ? 'pricing.cancel.message' : 'pricing.activate.message', { name })}
      confirmLabel={t(cancelling ? 'pricing.cancel.confirm' : 'pricing.activate.confirm')}
      cancelLabel={cancelling ? t('pricing.cancel.keep') : t('shell.cancel')}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
