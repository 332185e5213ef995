import { lazy, Suspense } from 'react';
import type { ToldNotice } from '../components/registrants-told';

/* The add and edit forms, with their saves, load when first opened: the area's chunk carries none of it. */
const EventFormContainer = lazy(() =>
  import('./event-form-container').then((m) => ({ default: m.EventFormContainer })),
);

export type EventDialog = { kind: 'create' } | { kind: 'edit'; id: number; name: string };

/** The one open event form of the screen, if any. */
export function EventDialogs({
  dialog,
  today,
  onClose,
  onTold,
}: {
  dialog: EventDialog | null;
  today: string;
  onClose: () => void;
  onTold?: (told: ToldNotice) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <EventFormContainer
        key={dialog.kind === 'edit' ? dialog.id : 'create'}
        edit={dialog.kind === 'edit' ? dialog : undefined}
        today={today}
        onClose={onClose}
        onTold={onTold}
      />
    </Suspense>
  );
}
