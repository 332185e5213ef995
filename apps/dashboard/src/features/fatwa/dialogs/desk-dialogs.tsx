import type { FatwaResponse } from '@minbar/api/schemas/fatwa';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { lazy, Suspense } from 'react';
import type { DeskState } from '../routes/use-desk-state';

/*
 * Each dialog, with its form, its call and Radix's dialog layers, loads when it is first opened: the
 * desk's chunk carries none of them.
 */
const EditResponseContainer = lazy(() =>
  import('./edit-response-container').then((m) => ({ default: m.EditResponseContainer })),
);
const DeleteResponseContainer = lazy(() =>
  import('./delete-response-container').then((m) => ({ default: m.DeleteResponseContainer })),
);

export interface DeskDialogsProps {
  dialog: DeskState['dialog'];
  language: FatwaLanguage;
  /** The language the selected question was asked in. */
  askerLanguage: FatwaLanguage;
  onClose: () => void;
  onUpdated: (response: FatwaResponse) => void;
  onDeleted: (responseId: number) => void;
}

/** The one open dialog of the desk, if any: editing or deleting an answer. */
export function DeskDialogs({
  dialog,
  language,
  askerLanguage,
  onClose,
  onUpdated,
  onDeleted,
}: DeskDialogsProps) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'edit' ? (
        <EditResponseContainer
          key={dialog.response.id}
          response={dialog.response}
          language={language}
          askerLanguage={askerLanguage}
          onClose={onClose}
          onUpdated={onUpdated}
        />
      ) : (
        <DeleteResponseContainer
          key={dialog.response.id}
          response={dialog.response}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      )}
    </Suspense>
  );
}
