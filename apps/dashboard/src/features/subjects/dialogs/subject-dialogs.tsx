import type { Subject, Teacher } from '@minbar/api/schemas/education';
import { lazy, Suspense } from 'react';

/* The dialogs, with their saves, load when first opened: the area's chunk carries none of them. */
const SubjectFormContainer = lazy(() =>
  import('./subject-form-container').then((m) => ({ default: m.SubjectFormContainer })),
);
const SubjectDeleteContainer = lazy(() =>
  import('./subject-delete-container').then((m) => ({ default: m.SubjectDeleteContainer })),
);
const TeacherRoleContainer = lazy(() =>
  import('./teacher-role-container').then((m) => ({ default: m.TeacherRoleContainer })),
);

export type SubjectDialog =
  | { kind: 'add' }
  | { kind: 'edit'; subject: Subject }
  | { kind: 'delete'; subject: Subject }
  | { kind: 'role'; teacher: Teacher };

/** The one open dialog of the screen, if any. */
export function SubjectDialogs({ dialog, onClose }: { dialog: SubjectDialog | null; onClose: () => void }) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'add' || dialog.kind === 'edit' ? (
        <SubjectFormContainer edit={dialog.kind === 'edit' ? dialog.subject : null} onClose={onClose} />
      ) : dialog.kind === 'delete' ? (
        <SubjectDeleteContainer subject={dialog.subject} onClose={onClose} />
      ) : (
        <TeacherRoleContainer teacher={dialog.teacher} onClose={onClose} />
      )}
    </Suspense>
  );
}
