import type { PublicMosque } from '@minbar/api/schemas/mosque-identity';
import { useId } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import { useGiftPagesMessages } from '../gift-pages-intl';

/**
 * Who collects the money: the centre's name and address and its registration numbers, which a donor
 * can look up in the public registers before giving. Left out while the centre has not named itself.
 */
export function CampaignOrganiser({ organiser }: { organiser: PublicMosque | null }) {
  const t = useAppMessages();
  const gift = useGiftPagesMessages();
  const titleId = useId();
  if (!organiser?.name) return null;
  return (
    <section className="campaign-organiser" aria-labelledby={titleId}>
      <h2 id={titleId} className="campaign-organiser__title">
        {gift('category.organiser.title')}
      </h2>
      <p className="campaign-organiser__name">{organiser.name}</p>
      {organiser.address ? <p className="campaign-organiser__line">{organiser.address}</p> : null}
      {organiser.registration_numbers && organiser.registration_numbers.length > 0 ? (
        <ul className="campaign-organiser__numbers">
          {organiser.registration_numbers.map((entry) => (
            // A register names one number: label and value together are unique.
            <li key={`${entry.label}:${entry.value}`}>{t('layout.registration', entry)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
