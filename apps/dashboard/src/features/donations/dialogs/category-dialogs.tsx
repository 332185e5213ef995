import type { DonationCategory, DonationHistoryItem } from '@minbar/api/schemas/donations';
import { lazy, Suspense } from 'react';

/* The create and edit form, with its save, loads when it is first opened: the area's chunk carries none of it. */
const CategoryFormContainer = lazy(() =>
  import('./category-form-container').then((m) => ({ default: m.CategoryFormContainer })),
);

/* A campaign's updates, their form and calls load when they are first opened. */
const CampaignUpdatesContainer = lazy(() =>
  import('./campaign-updates-container').then((m) => ({ default: m.CampaignUpdatesContainer })),
);

/* A category's monthly donors and their stop load when they are first opened. */
const MonthlyGiftsContainer = lazy(() =>
  import('./monthly-gifts-container').then((m) => ({ default: m.MonthlyGiftsContainer })),
);

export type CategoryDialog =
  | { kind: 'create' }
  | { kind: 'edit'; category: DonationCategory }
  | { kind: 'updates'; category: DonationCategory }
  | { kind: 'monthly'; category: DonationCategory };

/** The one open form of the donations screen, if any. */
export function CategoryDialogs({ dialog, onClose }: { dialog: CategoryDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  if (dialog.kind === 'monthly') {
    return (
      <Suspense fallback={null}>
        <MonthlyGiftsContainer key={dialog.category.id} category={dialog.category} onClose={onClose} />
      </Suspense>
    );
  }
  if (dialog.kind === 'updates') {
    return (
      <Suspense fallback={null}>
        <CampaignUpdatesContainer key={dialog.category.id} category={dialog.category} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={null}>
      <CategoryFormContainer
        key={dialog.kind === 'edit' ? dialog.category.id : 'create'}
        category={dialog.kind === 'edit' ? dialog.category : undefined}
        onClose={onClose}
      />
    </Suspense>
  );
}

/* The refund dialog and its request load when a refund is first asked for. */
const RefundContainer = lazy(() =>
  import('./refund-container').then((m) => ({ default: m.RefundContainer })),
);

/** The refund being asked for, if any. */
export function RefundDialogs({ gift, onClose }: { gift: DonationHistoryItem | null; onClose: () => void }) {
  if (!gift) return null;
  return (
    <Suspense fallback={null}>
      <RefundContainer key={gift.id} gift={gift} onClose={onClose} />
    </Suspense>
  );
}
