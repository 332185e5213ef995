import type { PublicEvent } from '../data/events-api';
import { useEventsMessages } from '../events-intl';
import { EventCard } from './event-card';

/** The upcoming events, soonest first (the server's order), or the empty message. */
export function EventsList({ events }: { events: PublicEvent[] }) {
  const t = useEventsMessages();
  if (events.length === 0) {
    return (
      <div className="content-page__empty">
        <h2>{t('events.empty')}</h2>
        <p>{t('events.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="content-page__list" aria-label={t('events.listLabel', { count: events.length })}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
