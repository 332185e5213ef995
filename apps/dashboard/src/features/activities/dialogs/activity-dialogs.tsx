import { lazy, Suspense } from 'react';

/* The add and edit forms, with their saves, load when first opened: the area's chunk carries none of it. */
const ActivityFormContainer = lazy(() =>
  import('./activity-form-container').then((m) => ({ default: m.ActivityFormContainer })),
);

export type ActivityDialog = { kind: 'create' } | { kind: 'edit'; id: number; title: string };

/** The one open activity form of the screen, if any. */
export function ActivityDialogs({
  dialog,
  onClose,
  onSaved,
}: {
  dialog: ActivityDialog | null;
  onClose: () => void;
  /** The saved activity's id, so the preview shows it. */
  onSaved: (id: number) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <ActivityFormContainer
        key={dialog.kind === 'edit' ? dialog.id : 'create'}
        edit={dialog.kind === 'edit' ? dialog : undefined}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Suspense>
  );
}
