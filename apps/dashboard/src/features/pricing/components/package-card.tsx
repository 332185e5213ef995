import type { Package } from '@minbar/api/schemas/education';
import { DEFAULT_SUBJECTS_INCLUDED } from '@minbar/domain/education/package';
import { Button } from '@minbar/ui/button/button';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../format';
import { usePricingT } from '../pricing-intl';
import './pricing.css';

export interface PackageCardProps {
  item: Package;
  onEdit: (item: Package) => void;
  /** Cancel an active package or activate a cancelled one (each confirmed first). */
  onToggle: (item: Package) => void;
}

/** One package: its name and status, monthly price, description, subjects and subscribers, and its actions. */
export function PackageCard({ item, onEdit, onToggle }: PackageCardProps) {
  const t = usePricingT();
  const locale = useUiLocale();
  const titleId = useId();
  const name = isolateText(item.name);
  return (
    <article className="pricing-card" aria-labelledby={titleId} data-active={item.is_active}>
      <div className="pricing-card__header">
        <h2 id={titleId} className="pricing-card__name">
          <bdi>{item.name}</bdi>
        </h2>
        <span className="pricing-badge" data-tone={item.is_active ? 'success' : 'muted'}>
          {t(item.is_active ? 'pricing.status.active' : 'pricing.status.cancelled')}
        </span>
      </div>
      <p className="pricing-card__price">
        {t('pricing.card.perMonth', { price: formatPrice(locale, item.price) })}
      </p>
      <p className="pricing-card__description">
        {item.description ? <bdi>{item.description}</bdi> : t('pricing.card.noDescription')}
      </p>
      <ul className="pricing-card__facts">
        <li>
          {t('pricing.card.subjects', {
            count: item.num_subjects_included ?? DEFAULT_SUBJECTS_INCLUDED,
          })}
        </li>
        <li>{t('pricing.card.subscribers', { count: item.subscriber_count ?? 0 })}</li>
      </ul>
      <div className="pricing-card__actions">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('pricing.card.editOf', { name })}
          onClick={() => onEdit(item)}
        >
          {t('pricing.card.edit')}
        </Button>
        {item.is_active ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('pricing.card.cancelOf', { name })}
            onClick={() => onToggle(item)}
          >
            {t('pricing.card.cancel')}
          </Button>
        ) : (
          <Button
            size="sm"
            aria-label={t('pricing.card.activateOf', { name })}
            onClick={() => onToggle(item)}
          >
            {t('pricing.card.activate')}
          </Button>
        )}
        <Link
          className="pricing-card__link"
          to={`/dashboard/subscribers/${item.id}`}
          aria-label={t('pricing.card.viewSubscribersOf', { name })}
        >
          {t('pricing.card.viewSubscribers')}
        </Link>
      </div>
    </article>
  );
}
