import type { DonationCategory } from '@minbar/api/schemas/donations';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { UploadedImage } from '../../../lib/uploaded-image';
import { type FlowState, paths } from '../navigation';
import { truncateWords } from './truncate-words';
import '../home.css';

export interface CategoryCardProps {
  category: DonationCategory;
  /** Its place in the list: picks the fallback picture. */
  position: number;
  /** Main categories open /main/{id}, campaigns /donation/{id}. */
  kind: 'main' | 'campaign';
  highlighted?: boolean;
}

/** A category in the carousel: its picture, its name (the link to its page) and the start of its text. */
export function CategoryCard({ category, position, kind, highlighted = false }: CategoryCardProps) {
  const t = useAppMessages();
  const locale = useUiLocale();
  const text = category.title || category.description || '';
  const state: FlowState = { category, locale };
  return (
    <article className="category-card" data-highlighted={highlighted || undefined}>
      <UploadedImage
        name={category.image}
        fallbackKey={position}
        className="category-card__image"
        sizes="(min-width: 48rem) 24rem, 100vw"
        width={320}
        height={180}
      />
      <div className="category-card__body">
        <h3 className="category-card__name" title={category.name}>
          <Link
            href={kind === 'main' ? paths.main(category.id) : paths.campaign(category.id)}
            state={state}
            className="category-card__link"
            aria-label={t('home.cardDonate', { name: category.name })}
          >
            {truncateWords(category.name)}
          </Link>
        </h3>
        {text ? (
          <p className="category-card__text" title={text}>
            {truncateWords(text)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
