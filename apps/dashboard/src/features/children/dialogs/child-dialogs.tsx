import type { Child, Person } from '@minbar/api/schemas/education';
import { lazy, Suspense } from 'react';

/* The dialogs, with their saves, load when first opened: the area's chunk carries none of them. */
const TeacherDialogContainer = lazy(() =>
  import('./teacher-dialog-container').then((m) => ({ default: m.TeacherDialogContainer })),
);
const ConfirmChildContainer = lazy(() =>
  import('./confirm-child-container').then((m) => ({ default: m.ConfirmChildContainer })),
);

export type ChildDialog =
  | { kind: 'assign'; child: Child }
  | { kind: 'reassign'; child: Child; from: Person }
  | { kind: 'remove'; child: Child; teacher: Person }
  | { kind: 'delete'; child: Child };

/** The one open dialog of the screen, if any. */
export function ChildDialogs({ dialog, onClose }: { dialog: ChildDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'assign' || dialog.kind === 'reassign' ? (
        <TeacherDialogContainer
          child={dialog.child}
          from={dialog.kind === 'reassign' ? dialog.from : null}
          onClose={onClose}
        />
      ) : (
        <ConfirmChildContainer dialog={dialog} onClose={onClose} />
      )}
    </Suspense>
  );
}
