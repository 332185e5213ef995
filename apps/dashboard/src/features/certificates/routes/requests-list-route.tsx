import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { useCertificatesT } from '../certificates-intl';
import { CertificatesScreen } from '../components/certificates-screen';
import { CertificatesTable } from '../components/certificates-table';
import { FailureBanner } from '../components/failure-banner';
import { type Failure, failureOf } from '../error-messages';
import { useCertificates } from '../queries/use-certificates';
import { useSetCertificateStatus } from '../queries/use-set-certificate-status';
import type { CertificatesPlace } from './certificates-place';

export interface RequestsListRouteProps {
  signedIn: boolean;
  place: CertificatesPlace;
  onPlaceChange: (place: { status: CertificateStatus | null; page: number }) => void;
  onOpen: (request: CertificateRequest) => void;
  onAdd: () => void;
}

/** The table: its page of the filter, the status badge turning into a select, and the failures' banner. */
export function RequestsListRoute({ signedIn, place, onPlaceChange, onOpen, onAdd }: RequestsListRouteProps) {
  const t = useCertificatesT();
  const toast = useToast();
  const list = useCertificates(place.status, place.page, signedIn);
  const setStatus = useSetCertificateStatus();
  const [editingStatusOf, setEditingStatusOf] = useState<number | null>(null);
  const [statusFailure, setStatusFailure] = useState<Failure | null>(null);
  const loadFailure = list.isError ? failureOf(list.error, 'load') : null;
  const pagination = list.data?.pagination;

  return (
    <CertificatesScreen
      signedIn={signedIn}
      statusFilter={place.status}
      onStatusFilterChange={(status) => {
        setEditingStatusOf(null);
        onPlaceChange({ status, page: 1 });
      }}
      onAdd={onAdd}
      banner={
        <>
          {loadFailure ? <FailureBanner failure={loadFailure} onRetry={() => void list.refetch()} /> : null}
          {statusFailure ? (
            <FailureBanner failure={statusFailure} onDismiss={() => setStatusFailure(null)} />
          ) : null}
        </>
      }
      table={
        <CertificatesTable
          requests={list.isError ? [] : list.data?.requests}
          total={pagination?.total ?? null}
          loading={list.isPending}
          error={loadFailure ? t('certificates.error.load') : null}
          statusFilter={place.status}
          page={place.page}
          totalPages={pagination?.total_pages ?? 0}
          onPageChange={(page) => onPlaceChange({ status: place.status, page })}
          onOpen={onOpen}
          editingStatusOf={editingStatusOf}
          onEditingStatusOfChange={setEditingStatusOf}
          savingStatusOf={setStatus.isPending ? (setStatus.variables?.id ?? null) : null}
          onStatusChange={(request, status) => {
            if (status === request.status) return;
            setStatusFailure(null);
            setStatus.mutate(
              { id: request.id, status },
              {
                onSuccess: () => {
                  setEditingStatusOf(null);
                  toast.show({
                    tone: 'success',
                    message: t('certificates.status.changed', {
                      name: isolateText(request.applicant_name),
                      status: t(`certificates.status.${status}`),
                    }),
                  });
                },
                onError: (error) => setStatusFailure(failureOf(error, 'status')),
              },
            );
          }}
        />
      }
    />
  );
}
