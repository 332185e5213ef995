import type { Child, Person } from '@minbar/api/schemas/education';
import { lazy, Suspense } from 'react';
import type { Approval } from '../components/approved-notice';

/* The dialogs, with their saves, load when first opened: the area's chunk carries none of them. */
const TeacherDialogContainer = lazy(() =>
  import('./teacher-dialog-container').then((m) => ({ default: m.TeacherDialogContainer })),
);
const ApproveDialogContainer = lazy(() =>
  import('./approve-dialog-container').then((m) => ({ default: m.ApproveDialogContainer })),
);
const ConfirmChildContainer = lazy(() =>
  import('./confirm-child-container').then((m) => ({ default: m.ConfirmChildContainer })),
);

export type ChildDialog =
  | { kind: 'approve'; child: Child }
  | { kind: 'assign'; child: Child }
  | { kind: 'reassign'; child: Child; from: Person }
  | { kind: 'remove'; child: Child; teacher: Person }
  | { kind: 'delete'; child: Child };

/** The one open dialog of the screen, if any. */
export function ChildDialogs({
  dialog,
  onClose,
  onApproved,
}: {
  dialog: ChildDialog | null;
  onClose: () => void;
  /** A request was approved (with or without its teacher): the screen says where the child went. */
  onApproved: (approval: Approval) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'approve' ? (
        <ApproveDialogContainer child={dialog.child} onClose={onClose} onApproved={onApproved} />
      ) : dialog.kind === 'assign' || dialog.kind === 'reassign' ? (
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
