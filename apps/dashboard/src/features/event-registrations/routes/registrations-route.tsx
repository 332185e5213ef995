import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/api-context';
import { useTestPayments } from '../../../lib/test-payments';
import { RegistrationsScreen } from '../components/registrations-screen';
import type { BookingPaymentRequest } from '../dialogs/booking-payment-container';
import { exportFailure, loadFailure } from '../error-messages';
import { useEventRegistrations } from '../queries/use-event-registrations';
import { useExportRegistrations } from '../queries/use-export-registrations';
import type { RegistrationKind } from '../registrations-csv';
import {
  RegistrationsIntlProvider,
  type RegistrationsMessage,
  useRegistrationsT,
} from '../registrations-intl';
import { pageFromSearch, tabFromSearch } from '../registrations-model';

/* The mark-paid and refund dialog, with its request, loads when first opened. */
const BookingPaymentContainer = lazy(() =>
  import('../dialogs/booking-payment-container').then((m) => ({ default: m.BookingPaymentContainer })),
);

/** The title the Events screen passed along with its link, if any. */
export function titleFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('title' in state)) return null;
  const { title } = state as { title: unknown };
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}

/** The area's messages wrap the page. */
export function RegistrationsRoute() {
  return (
    <RegistrationsIntlProvider>
      <RegistrationsArea />
    </RegistrationsIntlProvider>
  );
}

/**
 * The open tab and each tab's page live in the URL (?tab=family&personal=2&family=3), so a reload or a
 * shared link opens the same place. The server pages both lists with one `page`, so the open tab's page
 * is the one asked for; the other tab keeps its own page for when it is opened.
 */
function RegistrationsArea() {
  const t = useRegistrationsT();
  const params = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = Number(params.eventId);
  const knownId = Number.isInteger(eventId) && eventId > 0;
  const tab = tabFromSearch(searchParams.get('tab'));
  const page = pageFromSearch(searchParams.get(tab));
  const registrations = useEventRegistrations(eventId, page, knownId);
  const exportCsv = useExportRegistrations(eventId);
  const canRefund = useSession()?.roles.includes('admin') ?? false;
  const testPayments = useTestPayments();
  const [paying, setPaying] = useState<BookingPaymentRequest | null>(null);
  const [exportError, setExportError] = useState<{
    kind: RegistrationKind;
    message: RegistrationsMessage;
  } | null>(null);

  const update = (changes: Record<string, string | null>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  // A page beyond the last (bookings removed, or a stale link) shows the last page instead.
  const lastPage = registrations.isPlaceholderData ? null : registrations.data?.pagination[tab].total_pages;
  useEffect(() => {
    if (lastPage !== undefined && lastPage !== null && lastPage >= 1 && page > lastPage)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(tab, String(lastPage));
          return next;
        },
        { replace: true },
      );
  }, [lastPage, page, tab, setSearchParams]);

  const title =
    titleFromState(location.state) ??
    registrations.data?.event?.event_name ??
    t('registrations.title.default');

  const error = !knownId
    ? ({ id: 'registrations.error.notFound' } as const)
    : registrations.isError
      ? loadFailure(registrations.error)
      : null;

  return (
    <>
      <RegistrationsScreen
        title={title}
        answer={registrations.data}
        loading={knownId && registrations.isPending}
        error={error}
        // An event that is gone stays gone: Retry is offered for what another try can mend.
        onRetry={
          error?.id === 'registrations.error.notFound' ? undefined : () => void registrations.refetch()
        }
        tab={tab}
        onTabChange={(next) => update({ tab: next === 'personal' ? null : next })}
        page={page}
        onPageChange={(next) => update({ [tab]: next === 1 ? null : String(next) })}
        exporting={exportCsv.isPending ? (exportCsv.variables ?? null) : null}
        exportError={exportError}
        onExport={(kind) => {
          setExportError(null);
          exportCsv.mutate(kind, {
            onError: (error) => setExportError({ kind, message: exportFailure(error) }),
          });
        }}
        canRefund={canRefund}
        testPayments={testPayments}
        onPaymentAction={(booking, action) =>
          setPaying({
            eventId,
            booking: {
              id: booking.id,
              name: 'parent_name' in booking ? booking.parent_name : booking.name,
              price: booking.price,
            },
            action,
          })
        }
        onRefundDue={(due) =>
          setPaying({ eventId, booking: { id: due.id, name: due.name, price: due.price }, action: 'refund' })
        }
      />
      {paying ? (
        <Suspense fallback={null}>
          <BookingPaymentContainer
            key={`${paying.booking.id}-${paying.action}`}
            request={paying}
            onClose={() => setPaying(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
