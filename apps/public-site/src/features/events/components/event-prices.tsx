import type { EventPrices } from '@minbar/domain/events/pricing';
import { useMoney } from '../../../lib/money';
import { type EventsMessageId, useEventsMessages } from '../events-intl';
import '../events.css';

/** The six prices in the order the page lists them, each with its label. */
export const PRICE_LABELS: ReadonlyArray<readonly [keyof EventPrices, EventsMessageId]> = [
  ['price_adult_no_transport', 'events.price.adult'],
  ['price_adult_with_transport', 'events.price.adultTransport'],
  ['price_child_above_3_no_transport', 'events.price.childAbove3'],
  ['price_child_above_3_with_transport', 'events.price.childAbove3Transport'],
  ['price_child_below_3_no_transport', 'events.price.childBelow3'],
  ['price_child_below_3_with_transport', 'events.price.childBelow3Transport'],
];

/** The prices an event charges (those above zero), the family discount when there is one, or "Free entry". */
export function EventPriceList({ prices, label }: { prices: EventPrices; label: string }) {
  const t = useEventsMessages();
  const money = useMoney();
  const charged = PRICE_LABELS.filter(([field]) => prices[field] > 0);
  const discount = prices.discount_percentage_children_above_3_same_family;
  const childrenAbove3Pay =
    prices.price_child_above_3_no_transport > 0 || prices.price_child_above_3_with_transport > 0;
  if (charged.length === 0) return <p className="event-prices event-prices--free">{t('events.free')}</p>;
  return (
    <ul className="event-prices" aria-label={label}>
      {charged.map(([field, label]) => (
        <li key={field}>
          <span>{t(label)}</span>
          <span className="event-prices__amount">{money(prices[field])}</span>
        </li>
      ))}
      {discount > 0 && childrenAbove3Pay ? (
        <li className="event-prices__discount">{t('events.price.familyDiscount', { percent: discount })}</li>
      ) : null}
    </ul>
  );
}
