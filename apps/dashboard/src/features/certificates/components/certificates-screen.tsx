import { CERTIFICATE_STATUSES, type CertificateStatus } from '@minbar/domain/certificates/status';
import { Button } from '@minbar/ui/button/button';
import { NativeSelect } from '@minbar/ui/select/native-select';
import Plus from 'lucide-react/icons/plus';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useCertificatesT } from '../certificates-intl';
import './certificates.css';
import '../../../lib/page/page.css';

export interface CertificatesScreenProps {
  /** Without a session the screen asks the user to sign in and shows nothing else. */
  signedIn: boolean;
  statusFilter: CertificateStatus | null;
  onStatusFilterChange: (status: CertificateStatus | null) => void;
  onAdd: () => void;
  /** The red banner of a failure, above the table. */
  banner?: ReactNode;
  /** The table with its pages. */
  table: ReactNode;
}

/** /dashboard/MarriageCertificates: the title, Add, the status filter, the failure banner and the table. */
export function CertificatesScreen(props: CertificatesScreenProps) {
  const t = useCertificatesT();
  const filterId = useId();
  if (!props.signedIn) {
    return (
      <section className="certificates-screen certificates-sign-in" aria-labelledby="certificates-title">
        <h1 id="certificates-title" className="dashboard-page__title">
          {t('certificates.signIn.title')}
        </h1>
        <p>{t('certificates.signIn.message')}</p>
        <Link to="/" className="certificates-sign-in__link">
          {t('certificates.signIn.action')}
        </Link>
      </section>
    );
  }
  return (
    <div className="certificates-screen">
      <div className="certificates-screen__header">
        <h1 className="dashboard-page__title">{t('certificates.title')}</h1>
        <div className="certificates-screen__tools">
          <div className="certificates-screen__filter">
            <label htmlFor={filterId}>{t('certificates.filter.label')}</label>
            <NativeSelect
              id={filterId}
              value={props.statusFilter ?? ''}
              onChange={(change) =>
                props.onStatusFilterChange((change.target.value || null) as CertificateStatus | null)
              }
            >
              <option value="">{t('certificates.filter.all')}</option>
              {CERTIFICATE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`certificates.status.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={props.onAdd}>
            <Plus size={18} aria-hidden="true" />
            {t('certificates.add')}
          </Button>
        </div>
      </div>
      {props.banner}
      {props.table}
    </div>
  );
}
