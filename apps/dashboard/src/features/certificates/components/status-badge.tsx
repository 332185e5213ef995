import { type CertificateStatus, STATUS_TONES } from '@minbar/domain/certificates/status';
import { useCertificatesT } from '../certificates-intl';
import './certificates.css';

/** A request's status as its word in the status's own colour (the word says it, never the colour alone). */
export function StatusBadge({ status }: { status: CertificateStatus }) {
  const t = useCertificatesT();
  return (
    <span className="certificates-badge" data-tone={STATUS_TONES[status]}>
      {t(`certificates.status.${status}`)}
    </span>
  );
}
