import type { CertificateDetail } from '@minbar/api/schemas/certificates';
import { REQUEST_FIELDS_BY_TYPE, type RequestField } from '@minbar/domain/certificates/request-form';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '@minbar/domain/certificates/status';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { TextAreaField } from '@minbar/ui/text-area-field/text-area-field';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { type ReactNode, useId, useState } from 'react';
import { UNTRANSLATED, untranslated, withUntranslated } from '../../../lib/untranslated';
import { type CertificatesMessageId, useCertificatesT } from '../certificates-intl';
import { formatCertificateDate, formatCertificateMoment } from '../format';
import { LANGUAGE_OWN_NAMES } from '../language-names';
import { CertificatePrintView, canPrintCertificate, type IdentityState } from './certificate-print-view';
import { LocationText } from './location-text';
import { StatusBadge } from './status-badge';
import './certificates.css';
import '../../../lib/page/page.css';

export interface RequestDetailProps {
  /** Undefined while it loads, or when the load failed (then `banner` says so). */
  detail?: CertificateDetail;
  /** A failure (loading, a status change, the delete), as the red banner. */
  banner?: ReactNode;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Prints the page: the certificate of a completed request. */
  onPrint: () => void;
  /** The mosque that issues the certificates, for the print view of a completed request. */
  identity: IdentityState;
  onStatusChange: (status: CertificateStatus, note: string) => void;
  statusSaving?: boolean;
}

const DATE_FIELDS = new Set<RequestField>(['marriage_date', 'revert_date']);

/**
 * The whole request: its fields, status and dates, the admin notes, the status change with a note,
 * the history of changes, Edit and Delete, and for a completed request the print view of its certificate.
 */
export function RequestDetail(props: RequestDetailProps) {
  const t = useCertificatesT();
  const back = (
    <Button variant="ghost" size="sm" className="certificates-back" onClick={props.onBack}>
      <ArrowLeft size={18} className="certificates-flip" aria-hidden="true" />
      {t('certificates.detail.back')}
    </Button>
  );
  const { detail } = props;
  if (!detail) {
    return (
      <div className="certificates-detail">
        {back}
        <h1 className="dashboard-page__title">{t('certificates.title')}</h1>
        {props.banner ?? (
          <p role="status" aria-busy="true" className="certificates-muted">
            {t('certificates.detail.loading')}
          </p>
        )}
      </div>
    );
  }
  const { request, history } = detail;
  return (
    <div className="certificates-detail">
      {back}
      <div className="certificates-detail__header">
        <h1 className="dashboard-page__title">
          {withUntranslated(t('certificates.detail.title', { name: UNTRANSLATED }), request.applicant_name)}
        </h1>
        <div className="certificates-detail__actions">
          <Button variant="secondary" onClick={props.onEdit}>
            <Pencil size={18} aria-hidden="true" />
            {t('certificates.edit')}
          </Button>
          <Button variant="danger" onClick={props.onDelete}>
            <Trash2 size={18} aria-hidden="true" />
            {t('certificates.delete')}
          </Button>
        </div>
      </div>
      {props.banner}
      <div className="certificates-detail__layout">
        <RequestFacts detail={detail} />
        <div className="certificates-detail__side">
          <StatusForm
            key={`${request.status}:${history.length}`}
            status={request.status}
            saving={props.statusSaving}
            onSubmit={props.onStatusChange}
          />
          <StatusHistory detail={detail} />
        </div>
      </div>
      {canPrintCertificate(request) ? (
        <CertificatePrintView
          key={request.id}
          request={request}
          identity={props.identity}
          onPrint={props.onPrint}
        />
      ) : null}
    </div>
  );
}

function RequestFacts({ detail: { request } }: { detail: CertificateDetail }) {
  const t = useCertificatesT();
  const locale = useUiLocale();
  const value = (field: RequestField): ReactNode => {
    const text = request[field as keyof typeof request] as string | null;
    if (field === 'marriage_location') return <LocationText location={text} />;
    if (!text) return <span className="certificates-muted">{t('certificates.none')}</span>;
    if (DATE_FIELDS.has(field)) return formatCertificateDate(locale, text);
    if (field === 'applicant_phone' || field === 'applicant_id_number') return <span dir="ltr">{text}</span>;
    // A person's name (the applicant's, a father's, a spouse's) is never translated.
    return (
      <bdi className="certificates-detail__text" translate={field.endsWith('_name') ? 'no' : undefined}>
        {text}
      </bdi>
    );
  };
  return (
    <section className="certificates-card" aria-labelledby="certificates-facts">
      <h2 id="certificates-facts" className="certificates-card__title">
        {t('certificates.detail.fields')}
      </h2>
      <dl className="certificates-facts">
        <div>
          <dt>{t('certificates.detail.type')}</dt>
          <dd>{t(`certificates.type.${request.request_type}`)}</dd>
        </div>
        <div>
          <dt>{t('certificates.detail.status')}</dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
        </div>
        <div>
          <dt>{t('certificates.detail.requested')}</dt>
          <dd>{formatCertificateDate(locale, request.request_date)}</dd>
        </div>
        {request.completed_date ? (
          <div>
            <dt>{t('certificates.detail.completed')}</dt>
            <dd>{formatCertificateDate(locale, request.completed_date)}</dd>
          </div>
        ) : null}
        {request.user ? (
          <div>
            <dt>{t('certificates.detail.sentBy')}</dt>
            <dd>
              <bdi>{request.user.name || request.user.username}</bdi>
            </dd>
          </div>
        ) : null}
        {REQUEST_FIELDS_BY_TYPE[request.request_type].map((field) => (
          <div key={field}>
            <dt>{t(`certificates.field.${field}` as CertificatesMessageId)}</dt>
            <dd>{value(field)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('certificates.field.applicant_email')}</dt>
          <dd>
            {request.applicant_email ? (
              <span dir="ltr">{request.applicant_email}</span>
            ) : (
              <span className="certificates-muted">{t('certificates.none')}</span>
            )}
          </dd>
        </div>
        {request.applicant_email ? (
          <div>
            <dt>{t('certificates.field.preferred_language')}</dt>
            <dd>
              {request.preferred_language
                ? withUntranslated(
                    t(`certificates.language.${request.preferred_language}`, { name: untranslated(0) }),
                    LANGUAGE_OWN_NAMES[request.preferred_language],
                  )
                : t('certificates.language.centre')}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('certificates.field.admin_notes')}</dt>
          <dd>{value('admin_notes')}</dd>
        </div>
      </dl>
    </section>
  );
}

function StatusForm({
  status,
  saving,
  onSubmit,
}: {
  status: CertificateStatus;
  saving?: boolean;
  onSubmit: (status: CertificateStatus, note: string) => void;
}) {
  const t = useCertificatesT();
  const selectId = useId();
  const [next, setNext] = useState(status);
  const [note, setNote] = useState('');
  return (
    <section className="certificates-card" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="certificates-card__title">
        {t('certificates.statusForm.title')}
      </h2>
      <form
        className="certificates-status-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(next, note);
        }}
      >
        <label htmlFor={selectId} className="certificates-status-form__label">
          {t('certificates.statusForm.status')}
        </label>
        <NativeSelect
          id={selectId}
          value={next}
          onChange={(change) => setNext(change.target.value as CertificateStatus)}
        >
          {CERTIFICATE_STATUSES.map((each) => (
            <option key={each} value={each}>
              {t(`certificates.status.${each}`)}
            </option>
          ))}
        </NativeSelect>
        <TextAreaField
          label={t('certificates.statusForm.note')}
          name="note"
          value={note}
          onChange={setNote}
          rows={2}
        />
        <Button type="submit" loading={saving} disabled={next === status}>
          {t('certificates.statusForm.save')}
        </Button>
      </form>
    </section>
  );
}

function StatusHistory({ detail: { history } }: { detail: CertificateDetail }) {
  const t = useCertificatesT();
  const locale = useUiLocale();
  const status = (value: CertificateStatus) => t(`certificates.status.${value}`);
  return (
    <section className="certificates-card" aria-labelledby="certificates-history">
      <h2 id="certificates-history" className="certificates-card__title">
        {t('certificates.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="certificates-muted">{t('certificates.history.empty')}</p>
      ) : (
        <ol className="certificates-history">
          {history.map((change) => (
            <li key={change.id} className="certificates-history__item">
              <p className="certificates-history__change">
                {change.from_status
                  ? t('certificates.history.change', {
                      from: status(change.from_status),
                      to: status(change.to_status),
                    })
                  : t('certificates.history.created', { status: status(change.to_status) })}
              </p>
              <p className="certificates-muted">
                <time dateTime={change.changed_at}>{formatCertificateMoment(locale, change.changed_at)}</time>
                {change.changed_by ? (
                  <>
                    {' · '}
                    {withUntranslated(
                      t('certificates.history.by', { name: UNTRANSLATED }),
                      change.changed_by.username,
                    )}
                  </>
                ) : null}
              </p>
              {change.note ? (
                <p className="certificates-history__note">
                  <bdi>{change.note}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
