import { isCertificateStatus } from '@minbar/domain/certificates/status';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/api-context';
import { CertificatesIntlProvider } from '../certificates-intl';
import { type CertificateDialog, CertificateDialogs } from '../dialogs/certificate-dialogs';
import type { Failure } from '../error-messages';
import type { CertificatesPlace } from './certificates-place';
import { RequestDetailRoute } from './request-detail-route';
import { RequestsListRoute } from './requests-list-route';

/** The area's messages wrap the screen, so the route's own toasts read them too. */
export function CertificatesRoute() {
  return (
    <CertificatesIntlProvider>
      <CertificatesArea />
    </CertificatesIntlProvider>
  );
}

const numberFromSearch = (value: string | null): number | null =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

/**
 * /dashboard/MarriageCertificates: the filter, the page and the open request live in the address, so a
 * reload or a shared link opens the same place. Without a session the screen asks to sign in.
 */
function CertificatesArea() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const place: CertificatesPlace = {
    status: isCertificateStatus(status) ? status : null,
    page: numberFromSearch(searchParams.get('page')) ?? 1,
    id: numberFromSearch(searchParams.get('id')),
  };
  const go = (changes: Partial<Record<'status' | 'page' | 'id', string | null>>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const [dialog, setDialog] = useState<CertificateDialog | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<Failure | null>(null);
  const signedIn = Boolean(session?.token);

  return (
    <>
      {place.id !== null && signedIn ? (
        <RequestDetailRoute
          id={place.id}
          onBack={() => go({ id: null })}
          onEdit={(request) => setDialog({ kind: 'edit', request })}
          onDelete={(request) => {
            setDeleteFailure(null);
            setDialog({ kind: 'delete', request });
          }}
          deleteFailure={deleteFailure}
          onDismissDeleteFailure={() => setDeleteFailure(null)}
        />
      ) : (
        <RequestsListRoute
          signedIn={signedIn}
          place={place}
          onPlaceChange={(next) =>
            go({
              status: next.status ?? null,
              page: next.page && next.page > 1 ? String(next.page) : null,
            })
          }
          onOpen={(request) => go({ id: String(request.id) })}
          onAdd={() => setDialog({ kind: 'create' })}
        />
      )}
      <CertificateDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={(id) => go({ id: String(id) })}
        onDeleted={() => {
          setDialog(null);
          go({ id: null });
        }}
        onDeleteFailed={setDeleteFailure}
      />
    </>
  );
}
