import type { Package } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { TogglePackageDialog } from '../components/toggle-package-dialog';
import { type Failure, failureOf } from '../error-messages';
import { usePricingT } from '../pricing-intl';
import { useTogglePackage } from '../queries/use-toggle-package';

export interface TogglePackageContainerProps {
  item: Package;
  onClose: () => void;
  /** A refused cancel or activate: the screen shows it in its red banner. */
  onFailed: (failure: Failure) => void;
}

/** Cancels an active package or activates a cancelled one, once confirmed; a toast says it is done. */
export function TogglePackageContainer({ item, onClose, onFailed }: TogglePackageContainerProps) {
  const t = usePricingT();
  const toast = useToast();
  const toggle = useTogglePackage();
  const cancelling = item.is_active;
  return (
    <TogglePackageDialog
      item={item}
      onClose={onClose}
      busy={toggle.isPending}
      onConfirm={() =>
        toggle.mutate(
          { id: item.id, isActive: !cancelling },
          {
            onSuccess: () => {
              toast.show({
                tone: 'success',
                message: t(cancelling ? 'pricing.cancelled' : 'pricing.activated', {
                  name: isolateText(item.name),
                }),
              });
              onClose();
            },
            onError: (error) => {
              onFailed(failureOf(error, cancelling ? 'cancel' : 'activate'));
              onClose();
            },
          },
        )
      }
    />
  );
}
