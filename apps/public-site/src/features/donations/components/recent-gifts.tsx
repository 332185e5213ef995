import type { RecentGifts } from '@minbar/api/schemas/donations';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useId, useMemo } from 'react';

import { useMoney } from '../../../lib/money';
import { useGiftPagesMessages } from '../gift-pages-intl';

/** The latest gifts as the page has them: arrived, or not to be had. */
export type RecentGiftsState = { phase: 'ready'; items: RecentGifts['items'] } | { phase: 'failed' };

/**
 * A campaign's latest gifts: who (a first name, or 'Anonymous'), how much when the donor allowed
 * it, and when. A part of the page, not the page: when it cannot be had it says so in a line, and with
 * no gift yet it is left out (the donor count already invites the first one).
 */
export function RecentGiftsList({ state }: { state: RecentGiftsState }) {
  const t = useGiftPagesMessages();
  const money = useMoney();
  const titleId = useId();
  const locale = latinDigitsLocale(useUiLocale());
  const day = useMemo(() => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' }), [locale]);
  if (state.phase === 'failed') return <p className="recent-gifts__note">{t('category.recent.failed')}</p>;
  if (state.items.length === 0) return null;
  return (
    <section className="recent-gifts" aria-labelledby={titleId}>
      <h2 id={titleId} className="recent-gifts__title">
        {t('category.recent.title')}
      </h2>
      <ul className="recent-gifts__list">
        {state.items.map((gift) => (
          // Gifts have no public id (a donation's id stays the staff's); their moment and what is
          // shown of them tell them apart.
          <li key={`${gift.date}|${gift.first_name}|${gift.amount}`} className="recent-gifts__item">
            <bdi className="recent-gifts__name">{gift.first_name ?? t('category.recent.anonymous')}</bdi>
            {gift.amount === null ? null : <span className="recent-gifts__amount">{money(gift.amount)}</span>}
            <time className="recent-gifts__when" dateTime={gift.date}>
              {day.format(new Date(gift.date))}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
