import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * ConfirmDialog whose code (and Radix's dialog layers) loads when it first opens: a screen that only
 * might ask for a confirmation does not carry the dialog in its own chunk. From its first opening on
 * it stays mounted, so it closes (and hands focus back) like any dialog.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
