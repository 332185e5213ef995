import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useCertificatesT } from '../certificates-intl';
import { formatCertificateDate } from '../format';
import './print.css';

/** A completed marriage request can be printed as its certificate. */
export function canPrintCertificate(request: CertificateRequest): boolean {
  return request.request_type === 'marriage' && request.status === 'completed';
}

/**
 * The certificate of a completed marriage request as it prints: one A4 page in the page's language
 * and direction (print.css shows it only on paper, in place of the screen). The place prints as
 * written, a map link included, since paper cannot open it.
 */
export function MarriageCertificate({
  request,
  preview = false,
}: {
  request: CertificateRequest;
  /** Shown on screen too (its story); otherwise it shows on paper only. */
  preview?: boolean;
}) {
  const t = useCertificatesT();
  const locale = useUiLocale();
  const date = (value: string | null) => (value ? formatCertificateDate(locale, value) : '');
  const person = (kind: 'applicant' | 'spouse') => {
    const name = kind === 'applicant' ? request.applicant_name : request.spouse_name;
    const father = kind === 'applicant' ? request.applicant_father_name : request.spouse_father_name;
    return (
      <section className="certificate__person">
        <h2>{t(kind === 'applicant' ? 'certificates.print.applicant' : 'certificates.print.spouse')}</h2>
        <p className="certificate__name">
          <bdi>{name}</bdi>
        </p>
        <dl>
          <div>
            <dt>{t('certificates.print.father')}</dt>
            <dd>
              <bdi>{father}</bdi>
            </dd>
          </div>
          {kind === 'applicant' && request.applicant_id_number ? (
            <div>
              <dt>{t('certificates.print.idNumber')}</dt>
              <dd>
                <bdi dir="ltr">{request.applicant_id_number}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    );
  };
  return (
    <article
      className="certificate"
      data-preview={preview || undefined}
      aria-labelledby="certificate-heading"
    >
      <header className="certificate__header">
        <p className="certificate__centre">{t('app.name')}</p>
        <h1 id="certificate-heading" className="certificate__heading">
          {t('certificates.print.heading')}
        </h1>
        <p className="certificate__number">{t('certificates.print.number', { number: request.id })}</p>
      </header>
      <p className="certificate__statement">{t('certificates.print.statement')}</p>
      <div className="certificate__people">
        {person('applicant')}
        {person('spouse')}
      </div>
      <dl className="certificate__facts">
        <div>
          <dt>{t('certificates.print.date')}</dt>
          <dd>{date(request.marriage_date)}</dd>
        </div>
        <div>
          <dt>{t('certificates.print.place')}</dt>
          <dd>
            <bdi>{request.marriage_location}</bdi>
          </dd>
        </div>
      </dl>
      <footer className="certificate__footer">
        <p>{t('certificates.print.issued', { date: date(request.completed_date) })}</p>
        <div className="certificate__signatures">
          <p className="certificate__line">{t('certificates.print.signature')}</p>
          <p className="certificate__line">{t('certificates.print.stamp')}</p>
        </div>
      </footer>
    </article>
  );
}
