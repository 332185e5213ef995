import type { EventListItem } from '@minbar/api/schemas/events';
import type { EventPrices } from '@minbar/domain/events/pricing';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { Link } from 'react-router';
import { type EventsMessage, useEventsMessage, useEventsT } from '../events-intl';
import { formatEventDate, formatEventTime, formatPrice } from '../format';
import { registrationsLink } from './registrations-link';
import './events.css';

export interface EventDetailsProps {
  event: EventListItem;
  /** The event's prices, once its detail has loaded. */
  prices?: EventPrices;
  pricesLoading?: boolean;
  pricesError?: EventsMessage | null;
  onRetryPrices?: () => void;
  onEdit: (event: EventListItem) => void;
}

/** An event's card: its whole name, when and where, the deadline, the prices, and its registrations. */
export function EventDetails({
  event,
  prices,
  pricesLoading,
  pricesError,
  onRetryPrices,
  onEdit,
}: EventDetailsProps) {
  const t = useEventsT();
  const word = useEventsMessage();
  const locale = useUiLocale();
  const price = (amount: number) => formatPrice(locale, amount);
  return (
    <div className="events-details">
      <p className="events-details__name">
        <bdi>{event.event_name}</bdi>
        {event.status === 'canceled' ? (
          <span className="events-badge events-badge--canceled">{t('events.status.canceled')}</span>
        ) : null}
      </p>
      <dl className="events-details__facts">
        <dt>{t('events.details.when')}</dt>
        <dd>
          {formatEventDate(locale, event.date)}
          {', '}
          {event.time ? formatEventTime(locale, event.time) : t('events.time.unknown')}
        </dd>
        <dt>{t('events.details.where')}</dt>
        <dd>
          <bdi>{event.address}</bdi>
        </dd>
        <dt>{t('events.details.deadline')}</dt>
        <dd>{formatEventDate(locale, event.registration_deadline)}</dd>
        <dt>{t('events.details.prices')}</dt>
        <dd>
          {prices ? (
            <ul className="events-details__prices">
              <li>
                {t('events.details.adults', {
                  price: price(prices.price_adult_no_transport),
                  transport: price(prices.price_adult_with_transport),
                })}
              </li>
              <li>
                {t('events.details.childrenAbove3', {
                  price: price(prices.price_child_above_3_no_transport),
                  transport: price(prices.price_child_above_3_with_transport),
                })}
              </li>
              <li>
                {t('events.details.childrenBelow3', {
                  price: price(prices.price_child_below_3_no_transport),
                  transport: price(prices.price_child_below_3_with_transport),
                })}
              </li>
              {prices.discount_percentage_children_above_3_same_family > 0 ? (
                <li>
                  {t('events.details.discount', {
                    percent: prices.discount_percentage_children_above_3_same_family,
                  })}
                </li>
              ) : null}
            </ul>
          ) : pricesError ? (
            <span className="events-details__error">
              {word(pricesError)}{' '}
              {onRetryPrices ? (
                <Button variant="ghost" size="sm" onClick={onRetryPrices}>
                  {t('app.retry')}
                </Button>
              ) : null}
            </span>
          ) : pricesLoading ? (
            t('events.details.pricesLoading')
          ) : null}
        </dd>
      </dl>
      <div className="events-details__actions">
        <Link
          className="events-details__link"
          to={registrationsLink(event.id)}
          state={{ title: event.event_name }}
        >
          {t('events.details.registrations', { count: event.registrations_count })}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('events.editOf', { name: isolateText(event.event_name) })}
          onClick={() => onEdit(event)}
        >
          {t('events.edit')}
        </Button>
      </div>
    </div>
  );
}
