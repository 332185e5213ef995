import type { CertificateRequest } from '@minbar/api/schemas/certificates';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { useCertificatesT } from '../certificates-intl';
import { formatCertificateDate } from '../format';
import { LocationText } from './location-text';
import { StatusCell } from './status-cell';
import './certificates.css';

export interface CertificatesTableProps {
  /** Undefined while the first load runs. */
  requests?: readonly CertificateRequest[];
  /** Every request of the filter, when known. */
  total: number | null;
  loading?: boolean;
  /** The load failed: the rows give way to it (the banner above says what failed). */
  error?: ReactNode;
  /** The status the list is filtered by; null for every request. */
  statusFilter: CertificateStatus | null;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Opens the whole request with its history. */
  onOpen: (request: CertificateRequest) => void;
  /** The row whose status badge has turned into the select. */
  editingStatusOf: number | null;
  onEditingStatusOfChange: (id: number | null) => void;
  onStatusChange: (request: CertificateRequest, status: CertificateStatus) => void;
  /** The row whose status change is on its way. */
  savingStatusOf?: number | null;
}

/** The requests' table: applicant, father, phone, spouse, spouse's father, date, place, status. */
export function CertificatesTable(props: CertificatesTableProps) {
  const t = useCertificatesT();
  const locale = useUiLocale();
  // A blank cell is a dash on screen (short enough for a narrow column) and its words for a reader.
  // The columns it fills hold people's names: never translated (translate="no"), whatever the page's language.
  const optional = (value: string | null) =>
    value ? (
      <bdi translate="no">{value}</bdi>
    ) : (
      <span className="certificates-muted">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('certificates.none')}</span>
      </span>
    );
  const columns: Array<DataTableColumn<CertificateRequest>> = [
    {
      key: 'applicant',
      header: t('certificates.column.applicant'),
      cell: (request) => (
        <button type="button" className="certificates-open" onClick={() => props.onOpen(request)}>
          <bdi translate="no">{request.applicant_name}</bdi>
        </button>
      ),
    },
    {
      key: 'father',
      header: t('certificates.column.father'),
      cell: (r) => optional(r.applicant_father_name),
      // The fathers' names are on the request's page too: they give way first on a laptop.
      priority: 'low',
    },
    {
      key: 'phone',
      header: t('certificates.column.phone'),
      // Digits and signs only: set left to right, so Arabic does not reverse the groups.
      cell: (r) => (r.applicant_phone ? <span dir="ltr">{r.applicant_phone}</span> : optional(null)),
    },
    { key: 'spouse', header: t('certificates.column.spouse'), cell: (r) => optional(r.spouse_name) },
    {
      key: 'spouseFather',
      header: t('certificates.column.spouseFather'),
      cell: (r) => optional(r.spouse_father_name),
      priority: 'low',
    },
    {
      key: 'marriageDate',
      header: t('certificates.column.marriageDate'),
      cell: (r) =>
        r.marriage_date ? (
          <time dateTime={r.marriage_date}>{formatCertificateDate(locale, r.marriage_date)}</time>
        ) : (
          optional(null)
        ),
    },
    {
      key: 'location',
      header: t('certificates.column.location'),
      cell: (r) => <LocationText location={r.marriage_location} compact />,
    },
    {
      key: 'status',
      header: t('certificates.column.status'),
      cell: (r) => (
        <StatusCell
          status={r.status}
          name={r.applicant_name}
          editing={props.editingStatusOf === r.id}
          onEditingChange={(editing) => props.onEditingStatusOfChange(editing ? r.id : null)}
          onChange={(status) => props.onStatusChange(r, status)}
          saving={props.savingStatusOf === r.id}
        />
      ),
    },
  ];
  const statusName = props.statusFilter ? t(`certificates.status.${props.statusFilter}`) : null;
  const caption =
    props.total === null
      ? t('certificates.title')
      : statusName
        ? t('certificates.captionFiltered', { status: statusName, count: props.total })
        : t('certificates.caption', { count: props.total });
  return (
    <div className="certificates-table">
      <DataTable
        caption={caption}
        columns={columns}
        rows={[...(props.requests ?? [])]}
        rowKey={(request) => request.id}
        loading={props.loading || props.requests === undefined}
        empty={
          statusName
            ? t('certificates.emptyFiltered', { status: isolateText(statusName) })
            : t('certificates.empty')
        }
        error={props.error || undefined}
      />
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t('certificates.pagination')}
      />
    </div>
  );
}
