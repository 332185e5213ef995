import type { Subscription } from '@minbar/api/schemas/education';
import { lazy, Suspense } from 'react';
import type { Failure } from '../error-messages';

/* The suspend dialog and the reactivate confirmation load when first opened. */
const SuspendContainer = lazy(() =>
  import('./suspend-container').then((m) => ({ default: m.SuspendContainer })),
);
const ReactivateContainer = lazy(() =>
  import('./reactivate-container').then((m) => ({ default: m.ReactivateContainer })),
);

export type SubscriptionDialog =
  | { kind: 'suspend'; subscription: Subscription }
  | { kind: 'reactivate'; subscription: Subscription };

/** The one open dialog of the subscribers screen, if any. */
export function SubscriptionDialogs({
  dialog,
  onClose,
  onReactivateFailed,
}: {
  dialog: SubscriptionDialog | null;
  onClose: () => void;
  onReactivateFailed: (failure: Failure) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'suspend' ? (
        <SuspendContainer key={dialog.subscription.id} subscription={dialog.subscription} onClose={onClose} />
      ) : (
        <ReactivateContainer
          subscription={dialog.subscription}
          onClose={onClose}
          onFailed={onReactivateFailed}
        />
      )}
    </Suspense>
  );
}
