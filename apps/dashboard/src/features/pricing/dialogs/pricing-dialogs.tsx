import type { Package } from '@minbar/api/schemas/education';
import { lazy, Suspense } from 'react';
import type { Failure } from '../error-messages';

/* The form and the confirmation, with their saves, load when first opened: the route's chunk carries none of it. */
const PackageFormContainer = lazy(() =>
  import('./package-form-container').then((m) => ({ default: m.PackageFormContainer })),
);
const TogglePackageContainer = lazy(() =>
  import('./toggle-package-container').then((m) => ({ default: m.TogglePackageContainer })),
);

export type PricingDialog =
  | { kind: 'create' }
  | { kind: 'edit'; item: Package }
  | { kind: 'toggle'; item: Package };

/** The one open dialog of the Pricing screen, if any. */
export function PricingDialogs({
  dialog,
  onClose,
  onToggleFailed,
}: {
  dialog: PricingDialog | null;
  onClose: () => void;
  onToggleFailed: (failure: Failure) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'toggle' ? (
        <TogglePackageContainer item={dialog.item} onClose={onClose} onFailed={onToggleFailed} />
      ) : (
        <PackageFormContainer
          key={dialog.kind === 'edit' ? dialog.item.id : 'create'}
          edit={dialog.kind === 'edit' ? dialog.item : undefined}
          onClose={onClose}
        />
      )}
    </Suspense>
  );
}
