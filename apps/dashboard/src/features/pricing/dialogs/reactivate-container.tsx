import type { Subscription } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { ReactivateDialog } from '../components/reactivate-dialog';
import { type Failure, failureOf } from '../error-messages';
import { usePricingT } from '../pricing-intl';
import { useReactivateSubscription } from '../queries/use-subscription-status';

/** Reactivates a subscription once confirmed; a refusal goes to the screen's red banner. */
export function ReactivateContainer({
  subscription,
  onClose,
  onFailed,
}: {
  subscription: Subscription;
  onClose: () => void;
  onFailed: (failure: Failure) => void;
}) {
  const t = usePricingT();
  const toast = useToast();
  const reactivate = useReactivateSubscription();
  return (
    <ReactivateDialog
      subscription={subscription}
      busy={reactivate.isPending}
      onClose={onClose}
      onConfirm={() =>
        reactivate.mutate(subscription.id, {
          onSuccess: () => {
            toast.show({
              tone: 'success',
              message: t('subscribers.reactivated', { name: isolateText(subscription.child_name) }),
            });
            onClose();
          },
          onError: (error) => {
            onFailed(failureOf(error, 'reactivate'));
            onClose();
          },
        })
      }
    />
  );
}
