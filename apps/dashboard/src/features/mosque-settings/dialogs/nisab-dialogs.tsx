import { lazy, Suspense } from 'react';

/* The nisab settings (their form, date field and calls) load when an administrator first opens them. */
const NisabContainer = lazy(() => import('./nisab-container').then((m) => ({ default: m.NisabContainer })));

/** The zakat nisab settings, when open. */
export function NisabDialogs({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NisabContainer onClose={onClose} />
    </Suspense>
  );
}
