import { Link } from 'wouter';
import { UploadedImage } from '../../../lib/uploaded-image';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import type { PublicEvent } from '../data/events-api';
import { EVENT_PHOTO_SIZES } from '../event-photo-sizes';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import { CalendarDaysIcon } from './calendar-days-icon';
import { EventPriceList } from './event-prices';
import '../../../lib/content-page.css';
import '../events.css';
import { isolateBareRuns } from '@minbar/domain/text/direction-runs';

/**
 * One upcoming event: its photo, name, when and where, the booking deadline, its prices and Book.
 * The list's first card is at the top of the page, its photo the page's largest paint: it is fetched
 * at once, not when the browser has laid it out near the viewport as the others are.
 */
export function EventCard({ event, first = false }: { event: PublicEvent; first?: boolean }) {
  const t = useEventsMessages();
  const format = useWallClockFormat();
  const headingId = `event-${event.id}-name`;
  return (
    <article className="content-card" aria-labelledby={headingId}>
      {event.photo ? (
        <UploadedImage
          name={event.photo}
          fallbackKey={event.id}
          className="content-card__image"
          sizes={EVENT_PHOTO_SIZES}
          width={640}
          height={360}
          lazy={!first}
        />
      ) : (
        <EventDateLeaf date={event.date} />
      )}
      <div className="content-card__body">
        <h2 className="content-card__title" id={headingId}>
          <bdi>{event.event_name}</bdi>
        </h2>
        <dl className="content-card__facts">
          <div>
            <dt>{t('events.when')}</dt>
            <dd>{format.when(event.date, event.time)}</dd>
          </div>
          <div>
            <dt>{t('events.where')}</dt>
            <dd>
              <bdi>{event.address}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('events.deadline')}</dt>
            <dd>{format.day(event.registration_deadline)}</dd>
          </div>
        </dl>
        {event.about ? (
          <p className="content-card__text">
            {/* Staff's own text: a phone number or amount in an Arabic description keeps its order. */}
            <bdi>{isolateBareRuns(event.about)}</bdi>
          </p>
        ) : null}
        <div className="event-card__prices">
          <EventPriceList prices={event} label={t('events.prices')} />
        </div>
        <Link
          href={eventPaths.book(event.id)}
          className="event-card__book"
          aria-label={t('events.bookLabel', { name: event.event_name })}
        >
          {t('events.book')}
        </Link>
      </div>
    </article>
  );
}

/**
 * In place of a photo an event does not have: its day as a calendar leaf, in the photo's frame, so
 * the card is neither an empty box nor a picture that stands for something else. The day is said in
 * words under When, so the leaf is for the eye only.
 */
function EventDateLeaf({ date }: { date: string }) {
  const leaf = useWallClockFormat().leaf(date);
  return (
    <div className="content-card__image event-card__leaf" data-slot="date-leaf" aria-hidden="true">
      <CalendarDaysIcon className="event-card__leaf-icon" />
      <span className="event-card__leaf-month">{leaf.month}</span>
      <span className="event-card__leaf-day">{leaf.day}</span>
      <span className="event-card__leaf-weekday">{leaf.weekday}</span>
    </div>
  );
}
