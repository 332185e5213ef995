import type { Subscription } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { SuspendDialog } from '../components/suspend-dialog';
import { type Failure, failureOf } from '../error-messages';
import { usePricingT } from '../pricing-intl';
import { useSuspendSubscription } from '../queries/use-subscription-status';

/** Suspends a subscription with its reason; a failure stays in the dialog, success closes it with a toast. */
export function SuspendContainer({
  subscription,
  onClose,
}: {
  subscription: Subscription;
  onClose: () => void;
}) {
  const t = usePricingT();
  const toast = useToast();
  const suspend = useSuspendSubscription();
  const [failure, setFailure] = useState<Failure | null>(null);
  return (
    <SuspendDialog
      subscription={subscription}
      running={suspend.isPending}
      failure={failure}
      onClose={onClose}
      onConfirm={(reason) => {
        setFailure(null);
        suspend.mutate(
          { id: subscription.id, reason },
          {
            onSuccess: () => {
              toast.show({
                tone: 'success',
                message: t('subscribers.suspended', { name: isolateText(subscription.child_name) }),
              });
              onClose();
            },
            onError: (error) => setFailure(failureOf(error, 'suspend')),
          },
        );
      }}
    />
  );
}
