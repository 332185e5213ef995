import type { CampaignUpdate } from '@minbar/api/schemas/donations';
import { latinDigitsLocale } from '@minbar/ui/provider/latin-digits';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useId, useMemo } from 'react';

import { UploadedImage } from '../../../lib/uploaded-image';
import { useGiftPagesMessages } from '../gift-pages-intl';

/**
 * What the staff have posted on a campaign, newest first: the day, the text in the page's language
 * and a photo where there is one (decorative: the text says what happened). With nothing posted the
 * section is left out.
 */
export function CampaignUpdatesList({ updates }: { updates: readonly CampaignUpdate[] }) {
  const t = useGiftPagesMessages();
  const titleId = useId();
  const locale = latinDigitsLocale(useUiLocale());
  // A day as the staff chose it, the same in every time zone.
  const day = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  if (updates.length === 0) return null;
  return (
    <section className="campaign-updates" aria-labelledby={titleId}>
      <h2 id={titleId} className="campaign-updates__title">
        {t('category.updates.title')}
      </h2>
      <ol className="campaign-updates__list">
        {updates.map((update) => (
          <li key={update.id} className="campaign-updates__item">
            <time className="campaign-updates__date" dateTime={update.date}>
              {day.format(new Date(`${update.date}T00:00:00Z`))}
            </time>
            <p className="campaign-updates__text">{update.text}</p>
            {update.photo ? (
              <UploadedImage
                name={update.photo}
                fallbackKey={update.id}
                className="campaign-updates__photo"
                sizes="(min-width: 48rem) 32rem, 100vw"
                width={640}
                height={360}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
