import type { DonationCategory } from '@minbar/api/schemas/donations';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import type { CampaignNewsState } from '../components/campaign-news';
import { CategoryScreen, NoDonationData } from '../components/category-screen';
import { donationKeys, useCategory, useDonations } from '../data/donations-provider';
import { loadGiftPagesMessages } from '../gift-pages-intl';
import { type FlowState, paths, useFlowState } from '../navigation';
import '../flow.css';

const ZakatDialog = lazy(() =>
  import('../components/zakat-dialog').then((m) => ({ default: m.ZakatDialog })),
);

/** /donation/{id} and /main/{id}: the category handed over by the home page, or fetched for a direct link. */
export default function CategoryRoute() {
  const t = useAppMessages();
  const { id: rawId } = useParams<{ id: string }>();
  const { cache, locale } = useDonations();
  const [, navigate] = useLocation();
  const id = Number(rawId);
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(paths.home));

  if (!Number.isInteger(id) || id <= 0) return <NoDonationData onBack={goBack} />;
  return (
    <Loadable
      loadingText={t('category.loading')}
      failureText={t('category.failed')}
      retryText={t('common.retry')}
      onRetry={() => cache.forget(donationKeys.category(locale, id))}
    >
      <CategoryFromServer id={id} onBack={goBack} />
    </Loadable>
  );
}

function CategoryFromServer({ id, onBack }: { id: number; onBack: () => void }) {
  const { locale } = useDonations();
  const handedOver = useFlowState();
  const category = useCategory(id, handedOver?.locale === locale ? handedOver.category : null);
  if (!category) return <NoDonationData onBack={onBack} />;
  return <CategoryWithDonate category={category} />;
}

/**
 * A campaign's updates, latest gifts and organiser, asked for together when its page opens (and again
 * in another language) and set at once when all have answered.
 */
function useCampaignNews(id: number): CampaignNewsState {
  const { api, locale } = useDonations();
  const [state, setState] = useState<CampaignNewsState>({ phase: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    const settled = <T,>(result: PromiseSettledResult<T>) =>
      result.status === 'fulfilled' ? result.value : null;
    Promise.allSettled([
      api.campaignUpdates(id, locale),
      api.recentGifts(id, locale),
      api.organiser(locale),
      // Their words: shown only once these settle, so reading them then never suspends the page.
      loadGiftPagesMessages(locale),
    ]).then(([updates, gifts, organiser]) => {
      if (!current) return;
      setState({
        phase: 'settled',
        updates: settled(updates)?.items ?? null,
        gifts: settled(gifts)?.items ?? null,
        organiser: settled(organiser),
      });
    });
    return () => {
      current = false;
    };
  }, [api, id, locale]);
  return state;
}

export function CategoryWithDonate({
  category,
  shareUrl,
}: {
  category: DonationCategory;
  shareUrl?: string;
}) {
  const { api, locale } = useDonations();
  const news = useCampaignNews(category.id);
  const [, navigate] = useLocation();
  const [zakatOpen, setZakatOpen] = useState(false);
  const [zakatOpened, setZakatOpened] = useState(false);
  const donate = (amount?: number) => {
    const state: FlowState = { category, locale, ...(amount === undefined ? {} : { amount }) };
    navigate(paths.donate, { state });
  };
  return (
    <>
      <CategoryScreen
        category={category}
        {...(shareUrl === undefined ? {} : { shareUrl })}
        news={news}
        onDonate={() => {
          if (!category.is_zakat) return donate();
          setZakatOpened(true);
          setZakatOpen(true);
        }}
      />
      {zakatOpened ? (
        // The dialogs' code loads the first time a donor opens them.
        <Suspense fallback={null}>
          <ZakatDialog
            open={zakatOpen}
            onOpenChange={setZakatOpen}
            calculate={(input) => api.calculateZakat(input, locale)}
            onDonate={donate}
          />
        </Suspense>
      ) : null}
    </>
  );
}
