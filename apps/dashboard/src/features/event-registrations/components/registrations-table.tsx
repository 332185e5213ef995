import type { FamilyRegistration, PersonalRegistration } from '@minbar/api/schemas/events';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText, UserText } from '@minbar/ui/user-text/user-text';
import Download from 'lucide-react/icons/download';
import type { ReactNode } from 'react';
import { formatBookedAt, formatPrice } from '../format';
import type { RegistrationKind } from '../registrations-csv';
import { type RegistrationsMessage, useRegistrationsT } from '../registrations-intl';
import { withCellLabels } from './cell-labels';
import { ExtraPayments, PaymentBadge } from './payment-badge';
import '../../../lib/page/page.css';

type RowOf<K extends RegistrationKind> = K extends 'personal' ? PersonalRegistration : FamilyRegistration;

export interface RegistrationsTableProps<K extends RegistrationKind> {
  kind: K;
  rows: Array<RowOf<K>>;
  /** All bookings of this kind, when known. */
  total: number | null;
  loading?: boolean;
  /** The load failed: shown in place of the rows, with Retry. */
  error: ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  exporting: boolean;
  exportError: RegistrationsMessage | null;
  onExport: () => void;
  /** Staff's move of a booking's money: an unpaid one is marked paid; a paid one refunded (admins). */
  onPaymentAction?: (row: RowOf<K>, action: 'mark-paid' | 'refund') => void;
  /** The signed-in staff may give money back (admins). */
  canRefund?: boolean;
}

const CAPTION = {
  personal: 'registrations.caption.personal',
  family: 'registrations.caption.family',
} as const;
const TAB_LABEL = {
  personal: 'registrations.tab.personal',
  family: 'registrations.tab.family',
} as const;
const EMPTY = { personal: 'registrations.empty.personal', family: 'registrations.empty.family' } as const;
const EXPORT = { personal: 'registrations.export.personal', family: 'registrations.export.family' } as const;
const PAGINATION = {
  personal: 'registrations.pagination.personal',
  family: 'registrations.pagination.family',
} as const;

/** One tab: its Export button, a page of its bookings (cards on a phone) and its pages. */
export function RegistrationsTable<K extends RegistrationKind>(props: RegistrationsTableProps<K>) {
  const t = useRegistrationsT();
  const { kind } = props;
  const columns = useColumns(kind) as Array<DataTableColumn<RowOf<K>>>;
  const act = props.onPaymentAction;
  if (act) {
    columns.push({
      key: 'actions',
      header: t('registrations.column.actions'),
      cell: (row) => {
        // Named with the booking's number too: two bookings may carry one name.
        const named = { id: String(row.id), name: isolateText('name' in row ? row.name : row.parent_name) };
        if (row.payment_status === 'pending')
          return (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('registrations.markPaid.openFor', named)}
              onClick={() => act(row, 'mark-paid')}
            >
              {t('registrations.markPaid.open')}
            </Button>
          );
        if (row.payment_status === 'paid' && props.canRefund)
          return (
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('registrations.refund.openFor', named)}
              onClick={() => act(row, 'refund')}
            >
              {t('registrations.refund.open')}
            </Button>
          );
        return null;
      },
    });
  }
  return (
    <div className="registrations-tab">
      <div className="registrations-tab__toolbar">
        <Button
          className="registrations-tab__export"
          variant="secondary"
          size="sm"
          loading={props.exporting}
          disabled={props.total === 0}
          onClick={props.onExport}
        >
          <Download size={16} aria-hidden="true" />
          {t(EXPORT[kind])}
        </Button>
        {/* Always in the page, so the words said while the export runs are announced when they appear. */}
        <span role="status" className="registrations-tab__busy">
          {props.exporting ? t('registrations.export.busy') : ''}
        </span>
      </div>
      {props.exportError ? (
        <div className="dashboard-alert" role="alert">
          <p>{t(props.exportError.id, props.exportError.values)}</p>
        </div>
      ) : null}
      <div className="registrations-table" data-kind={kind}>
        <DataTable
          narrowLayout="own"
          caption={props.total === null ? t(TAB_LABEL[kind]) : t(CAPTION[kind], { count: props.total })}
          columns={withCellLabels(columns, [kind === 'personal' ? 'name' : 'parentName'])}
          rows={props.rows}
          rowKey={(row) => row.id}
          loading={props.loading}
          empty={t(EMPTY[kind])}
          error={props.error || undefined}
        />
      </div>
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t(PAGINATION[kind])}
      />
    </div>
  );
}

function useColumns(
  kind: RegistrationKind,
): Array<DataTableColumn<PersonalRegistration>> | Array<DataTableColumn<FamilyRegistration>> {
  const t = useRegistrationsT();
  const locale = useUiLocale();
  const yesNo = (value: boolean) => t(value ? 'registrations.yes' : 'registrations.no');
  const city = (value: string | null) =>
    value && value.trim() !== '' ? (
      <Wrapping>{value}</Wrapping>
    ) : (
      <span className="registrations-muted">{t('registrations.noCity')}</span>
    );
  const contact = {
    // A phone number is digits and signs only: it is set left to right, so Arabic does not reverse its groups.
    phone: { key: 'phone', header: t('registrations.column.phone') },
    email: { key: 'email', header: t('registrations.column.email') },
  };
  const common = <R extends PersonalRegistration | FamilyRegistration>(): Array<DataTableColumn<R>> => [
    {
      key: 'payment',
      header: t('registrations.column.payment'),
      cell: (row) => (
        <>
          <PaymentBadge status={row.payment_status} via={row.paid_via} />
          <ExtraPayments payments={row.extra_payments} />
        </>
      ),
    },
    { key: 'price', header: t('registrations.column.price'), cell: (row) => formatPrice(locale, row.price) },
    {
      key: 'created',
      header: t('registrations.column.created'),
      cell: (row) =>
        row.created_at ? (
          <time dateTime={row.created_at}>{formatBookedAt(locale, row.created_at)}</time>
        ) : (
          <span className="registrations-muted">{t('registrations.noDate')}</span>
        ),
    },
  ];

  if (kind === 'personal') {
    const columns: Array<DataTableColumn<PersonalRegistration>> = [
      { key: 'name', header: t('registrations.column.name'), cell: (row) => <Wrapping>{row.name}</Wrapping> },
      { ...contact.phone, cell: (row) => <bdi dir="ltr">{row.phone}</bdi> },
      { ...contact.email, cell: (row) => <Wrapping>{row.email}</Wrapping> },
      { key: 'student', header: t('registrations.column.student'), cell: (row) => yesNo(row.student) },
      {
        key: 'transport',
        header: t('registrations.column.transport'),
        cell: (row) => yesNo(row.transportation),
      },
      { key: 'city', header: t('registrations.column.city'), cell: (row) => city(row.city) },
      ...common<PersonalRegistration>(),
    ];
    return columns;
  }
  const columns: Array<DataTableColumn<FamilyRegistration>> = [
    {
      key: 'parentName',
      header: t('registrations.column.parentName'),
      cell: (row) => <Wrapping>{row.parent_name}</Wrapping>,
    },
    { ...contact.phone, cell: (row) => <bdi dir="ltr">{row.phone}</bdi> },
    { ...contact.email, cell: (row) => <Wrapping>{row.email}</Wrapping> },
    { key: 'adults', header: t('registrations.column.adults'), cell: (row) => row.num_adults },
    {
      key: 'childrenAbove3',
      header: t('registrations.column.childrenAbove3'),
      cell: (row) => row.num_children_above_3,
    },
    {
      key: 'childrenBelow3',
      header: t('registrations.column.childrenBelow3'),
      cell: (row) => row.num_children_below_3,
    },
    {
      key: 'transport',
      header: t('registrations.column.transport'),
      cell: (row) => yesNo(row.use_transport),
    },
    { key: 'city', header: t('registrations.column.city'), cell: (row) => city(row.city) },
    ...common<FamilyRegistration>(),
  ];
  return columns;
}

/**
 * Text someone typed, isolated (its direction is its own) and kept to a readable width: a long name or
 * email wraps inside its column instead of widening the table, and a short word is never broken.
 * A name, an e-mail or a city is never translated (a browser's translator would turn 'Jan Nowak'
 * into words), so it says so whatever the page's language.
 */
function Wrapping({ children }: { children: string }) {
  return (
    <span className="registrations-wrap" translate="no">
      <UserText>{children}</UserText>
    </span>
  );
}
