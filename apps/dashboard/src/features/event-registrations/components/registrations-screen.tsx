import type {
  FamilyRegistration,
  PersonalRegistration,
  RefundDue,
  Registrations,
} from '@minbar/api/schemas/events';
import { Button } from '@minbar/ui/button/button';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { UserText } from '@minbar/ui/user-text/user-text';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link } from 'react-router';
import { TestPaymentsNotice } from '../../../lib/test-payments';
import type { RegistrationKind } from '../registrations-csv';
import { type RegistrationsMessage, useRegistrationsT } from '../registrations-intl';
import { REGISTRATION_TABS } from '../registrations-model';
import { RefundsToMake } from './refunds-to-make';
import { RegistrationsSummary } from './registrations-summary';
import { RegistrationsTable } from './registrations-table';
import './registrations.css';
import '../../../lib/page/page.css';

export interface RegistrationsScreenProps {
  title: string;
  /** The answer for the open tab's page; undefined until the first one arrives. */
  answer?: Registrations;
  loading?: boolean;
  error: RegistrationsMessage | null;
  /** Offered with a failure another try may mend. */
  onRetry?: () => void;
  tab: RegistrationKind;
  onTabChange: (tab: RegistrationKind) => void;
  /** The open tab's page. */
  page: number;
  onPageChange: (page: number) => void;
  /** The tab whose CSV is being built, if any. */
  exporting: RegistrationKind | null;
  exportError: { kind: RegistrationKind; message: RegistrationsMessage } | null;
  onExport: (kind: RegistrationKind) => void;
  /** Staff's move of a booking's money (see RegistrationsTable). */
  onPaymentAction?: (
    booking: PersonalRegistration | FamilyRegistration,
    action: 'mark-paid' | 'refund',
  ) => void;
  canRefund?: boolean;
  /** A cancelled event's booking to give money back to (RefundsToMake), through the same refund. */
  onRefundDue?: (due: RefundDue) => void;
  /** The server takes test payments: a line says no money is taken. */
  testPayments?: boolean;
}

const TAB_LABEL = {
  personal: 'registrations.tab.personal',
  family: 'registrations.tab.family',
} as const;

/** /dashboard/Events/{event_id}/registrations: the day's summary, then the personal and family bookings. */
export function RegistrationsScreen(props: RegistrationsScreenProps) {
  const t = useRegistrationsT();
  const { answer, tab, error } = props;
  const shownAnswer = error ? undefined : answer;
  const pagination = shownAnswer?.pagination;
  const rows = {
    personal: shownAnswer?.personal_registrations ?? [],
    family: shownAnswer?.family_registrations ?? [],
  };

  return (
    <div className="registrations">
      <header className="registrations__header">
        <Link to="/dashboard/Events" className="registrations__back">
          <ArrowLeft size={16} className="registrations__back-icon" aria-hidden="true" />
          {t('registrations.back')}
        </Link>
        {/* The title is often an event's name as staff typed it: isolated, so its direction is its own. */}
        <h1 className="dashboard-page__title registrations__title">
          <UserText>{props.title}</UserText>
        </h1>
      </header>
      {props.testPayments ? <TestPaymentsNotice /> : null}
      {shownAnswer?.event?.status === 'canceled' ? (
        <RefundsToMake
          refunds={shownAnswer.refunds_due}
          canRefund={props.canRefund ?? false}
          onRefund={(due) => props.onRefundDue?.(due)}
        />
      ) : null}
      {shownAnswer?.summary ? <RegistrationsSummary summary={shownAnswer.summary} /> : null}
      <Tabs value={tab} onValueChange={(next) => props.onTabChange(next as RegistrationKind)}>
        <TabList
          label={t('registrations.tabs')}
          tabs={REGISTRATION_TABS.map((each) => ({
            value: each,
            label: pagination
              ? t('registrations.tab.count', { label: t(TAB_LABEL[each]), count: pagination[each].total })
              : t(TAB_LABEL[each]),
          }))}
        />
        {REGISTRATION_TABS.map((each) => (
          <TabPanel key={each} value={each}>
            {each === tab ? (
              <RegistrationsTable
                kind={each}
                rows={rows[each]}
                total={pagination ? pagination[each].total : null}
                loading={props.loading}
                error={
                  error ? (
                    <div className="dashboard-alert registrations__error">
                      <p>{t(error.id, error.values)}</p>
                      {props.onRetry ? (
                        <Button variant="secondary" size="sm" onClick={props.onRetry}>
                          {t('app.retry')}
                        </Button>
                      ) : null}
                    </div>
                  ) : null
                }
                page={props.page}
                totalPages={pagination ? pagination[each].total_pages : 0}
                onPageChange={props.onPageChange}
                exporting={props.exporting === each}
                exportError={props.exportError?.kind === each ? props.exportError.message : null}
                onExport={() => props.onExport(each)}
                onPaymentAction={props.onPaymentAction}
                canRefund={props.canRefund}
              />
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
