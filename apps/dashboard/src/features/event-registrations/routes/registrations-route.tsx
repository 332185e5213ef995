import { useLocation, useParams } from 'react-router';
import { useEventRegistrations } from '../queries/use-event-registrations';
import { RegistrationsIntlProvider, useRegistrationsT } from '../registrations-intl';

/** The title the Events screen passed along with its link, if any. */
function titleFromState(state: unknown): string | null {
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

function RegistrationsArea() {
  const t = useRegistrationsT();
  const params = useParams();
  const location = useLocation();
  const eventId = Number(params.eventId ?? params.event_id);
  const registrations = useEventRegistrations(eventId, 1);
  const title =
    titleFromState(location.state) ??
    registrations.data?.event.event_name ??
    t('registrations.title.default');
  return (
    <section className="event-registrations">
      <h1>{title}</h1>
      {registrations.isError ? <p role="alert">{t('registrations.error.load')}</p> : null}
    </section>
  );
}
