import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { SavedNote, savedAtFor } from '../../../lib/saved-answers';

import { EventsList } from '../components/events-screen';
import { eventKeys, useEvents, useUpcomingEvents } from '../data/events-queries';
import { useEventsMessages } from '../events-intl';
import '../events.css';

/** /events: the upcoming events in the visitor's language, each with its way to book. */
export default function EventsRoute() {
  const t = useEventsMessages();
  const site = useAppMessages();
  const { cache, locale } = useEvents();
  return (
    <section className="content-page" aria-labelledby="events-title">
      <header className="content-page__header">
        <h1 id="events-title">{t('events.title')}</h1>
        <p>{t('events.intro')}</p>
      </header>
      <Loadable
        loadingText={t('events.loading')}
        failureText={t('events.failed')}
        retryText={site('common.retry')}
        onRetry={() => cache.forget(eventKeys.upcoming(locale))}
      >
        <UpcomingEvents />
      </Loadable>
    </section>
  );
}

function UpcomingEvents() {
  const t = useEventsMessages();
  const events = useUpcomingEvents();
  // Read once the list has its answer: from the device's store when the network did not answer.
  return (
    <>
      <SavedNote savedAt={savedAtFor('/api/public/events')} message={(age) => t('events.saved', { age })} />
      <EventsList events={events} />
    </>
  );
}
