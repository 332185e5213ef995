import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { useMosqueIdentity } from '../../../lib/use-mosque-identity';
import { useCertificatesT } from '../certificates-intl';
import type { IdentityState } from '../components/certificate-print-view';
import { FailureBanner } from '../components/failure-banner';
import { RequestDetail } from '../components/request-detail';
import { type Failure, failureOf } from '../error-messages';
import { useCertificate } from '../queries/use-certificate';
import { useSetCertificateStatus } from '../queries/use-set-certificate-status';

export interface RequestDetailRouteProps {
  id: number;
  onBack: () => void;
  onEdit: (request: CertificateRequest) => void;
  onDelete: (request: CertificateRequest) => void;
  deleteFailure: Failure | null;
  onDismissDeleteFailure: () => void;
}

/** One request with its history: the status change with a note, edit, delete and the printed certificate. */
export function RequestDetailRoute(props: RequestDetailRouteProps) {
  const t = useCertificatesT();
  const toast = useToast();
  const detail = useCertificate(props.id);
  const setStatus = useSetCertificateStatus();
  const mosque = useMosqueIdentity({ enabled: detail.data?.request.status === 'completed' });
  const identity: IdentityState = mosque.data
    ? { status: 'ready', identity: mosque.data }
    : mosque.isError
      ? { status: 'error', onRetry: () => void mosque.refetch() }
      : { status: 'loading' };
  const [statusFailure, setStatusFailure] = useState<Failure | null>(null);
  const request = detail.data?.request;
  const failure = detail.isError ? failureOf(detail.error, 'loadOne') : null;
  return (
    <RequestDetail
      detail={detail.data}
      banner={
        failure || statusFailure || props.deleteFailure ? (
          <>
            {failure ? <FailureBanner failure={failure} onRetry={() => void detail.refetch()} /> : null}
            {statusFailure ? (
              <FailureBanner failure={statusFailure} onDismiss={() => setStatusFailure(null)} />
            ) : null}
            {props.deleteFailure ? (
              <FailureBanner failure={props.deleteFailure} onDismiss={props.onDismissDeleteFailure} />
            ) : null}
          </>
        ) : null
      }
      onBack={props.onBack}
      onEdit={() => request && props.onEdit(request)}
      onDelete={() => request && props.onDelete(request)}
      onPrint={() => window.print()}
      identity={identity}
      statusSaving={setStatus.isPending}
      onStatusChange={(status, note) => {
        setStatusFailure(null);
        setStatus.mutate(
          { id: props.id, status, note },
          {
            onSuccess: () =>
              toast.show({
                tone: 'success',
                message: t('certificates.status.changed', {
                  name: isolateText(request?.applicant_name ?? ''),
                  status: t(`certificates.status.${status}`),
                }),
              }),
            onError: (error) => setStatusFailure(failureOf(error, 'status')),
          },
        );
      }}
    />
  );
}
