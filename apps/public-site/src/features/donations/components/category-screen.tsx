import type { DonationCategory } from '@minbar/api/schemas/donations';
import { Button } from '@minbar/ui/button/button';
import { ProgressBar } from '@minbar/ui/progress/progress-bar';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { UploadedImage } from '../../../lib/uploaded-image';
import { CAMPAIGN_IMAGE_SIZES } from '../campaign-image';
import { CampaignNews, type CampaignNewsState } from './campaign-news';
import { CampaignShare } from './campaign-share';
import '../flow.css';

export interface CategoryScreenProps {
  category: DonationCategory;
  onDonate: () => void;
  /** The page's address to share; the browser's own address (without a query) unless given. */
  shareUrl?: string;
  /** The staff's updates, the latest gifts and who collects, asked for after the page. */
  news?: CampaignNewsState;
}

function pageAddress(): string {
  return typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
}

/**
 * A category's page: its picture, title and description in the active language, how much of its
 * target is collected (campaigns with a target) and by how many people, Donate, ways to share it, and
 * then what the staff have posted, the latest gifts and who collects.
 */
export function CategoryScreen({ category, onDonate, shareUrl = pageAddress(), news }: CategoryScreenProps) {
  const t = useAppMessages();
  const money = useMoney();
  const hasTarget = category.target_amount > 0;
  return (
    <article className="category-page">
      <UploadedImage
        name={category.image}
        fallbackKey={category.id}
        className="category-page__image"
        sizes={CAMPAIGN_IMAGE_SIZES}
        width={640}
        height={360}
        lazy={false}
      />
      <div className="category-page__content">
        <h1 className="category-page__title">{category.name}</h1>
        {category.title ? <p className="category-page__lead">{category.title}</p> : null}
        {category.description ? <p className="category-page__description">{category.description}</p> : null}
        {hasTarget ? (
          <div className="category-page__progress">
            <dl className="category-page__figures">
              <div>
                <dt>{t('category.target')}</dt>
                <dd>{money(category.target_amount)}</dd>
              </div>
              <div>
                <dt>{t('category.collected')}</dt>
                <dd>{money(category.current_amount)}</dd>
              </div>
            </dl>
            <ProgressBar
              current={category.current_amount}
              target={category.target_amount}
              label={t('category.progressLabel')}
              valueText={t('category.progressValue', {
                collected: money(category.current_amount),
                target: money(category.target_amount),
              })}
            />
          </div>
        ) : null}
        {category.donor_count !== undefined ? (
          <p className="category-page__donors">{t('category.donors', { count: category.donor_count })}</p>
        ) : null}
        <Button className="category-page__donate" onClick={onDonate}>
          {t('category.donate')}
        </Button>
        <CampaignShare name={category.name} url={shareUrl} />
        {/* Last, as it arrives after the page: growing at the end moves nothing the donor is reading. */}
        {news ? <CampaignNews state={news} /> : null}
      </div>
    </article>
  );
}

/** An id the server does not know (or a campaign no longer open): say so, and offer the way back. */
export function NoDonationData({ onBack }: { onBack: () => void }) {
  const t = useAppMessages();
  return (
    <section className="flow-message" aria-labelledby="no-donation-data">
      <h1 id="no-donation-data">{t('category.noData')}</h1>
      <p>{t('category.noDataText')}</p>
      <Button variant="secondary" onClick={onBack}>
        {t('category.goBack')}
      </Button>
    </section>
  );
}
