import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { lazy, Suspense } from 'react';
import type { Failure } from '../error-messages';

/* The form and the confirmation, with their saves, load when first opened: the area's chunk carries none of it. */
const RequestFormContainer = lazy(() =>
  import('./request-form-container').then((m) => ({ default: m.RequestFormContainer })),
);
const DeleteRequestContainer = lazy(() =>
  import('./delete-request-container').then((m) => ({ default: m.DeleteRequestContainer })),
);

export type CertificateDialog =
  | { kind: 'create' }
  | { kind: 'edit'; request: CertificateRequest }
  | { kind: 'delete'; request: CertificateRequest };

/** The one open dialog of the screen, if any. */
export function CertificateDialogs({
  dialog,
  onClose,
  onSaved,
  onDeleted,
  onDeleteFailed,
}: {
  dialog: CertificateDialog | null;
  onClose: () => void;
  onSaved: (id: number) => void;
  onDeleted: () => void;
  onDeleteFailed: (failure: Failure) => void;
}) {
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'delete' ? (
        <DeleteRequestContainer
          request={dialog.request}
          onClose={onClose}
          onDeleted={onDeleted}
          onFailed={onDeleteFailed}
        />
      ) : (
        <RequestFormContainer
          key={dialog.kind === 'edit' ? dialog.request.id : 'create'}
          edit={dialog.kind === 'edit' ? dialog.request : undefined}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Suspense>
  );
}
