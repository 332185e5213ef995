import type { DonationCategory } from '@minbar/api/schemas/donations';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Link } from 'wouter';
import { useAppMessages } from '../../../app/app-intl';
import { type FlowState, paths } from '../navigation';
import { truncateWords } from './truncate-words';

/** The decorative pictures a category without its own image gets, one after another. */
export const FALLBACK_IMAGES = [1, 2, 3, 4, 5].map((n) => `/fallback/category-${n}.svg`);

export function categoryImage(category: DonationCategory, position: number): string {
  return category.image ? `/uploads/${encodeURIComponent(category.image)}` : fallbackImage(position);
}

export function fallbackImage(position: number): string {
  return FALLBACK_IMAGES[position % FALLBACK_IMAGES.length] as string;
}

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
      <img
        className="category-card__image"
        src={categoryImage(category, position)}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
        onError={(event) => {
          // An uploaded picture that cannot be loaded gives way to the fallback, never a broken image.
          const fallback = fallbackImage(position);
          if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
        }}
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
