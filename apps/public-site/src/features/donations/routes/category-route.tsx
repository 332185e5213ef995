import type { DonationCategory } from '@minbar/api/schemas/donations';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { CategoryScreen, NoDonationData } from '../components/category-screen';
import type { RecentGiftsState } from '../components/recent-gifts';
import { donationKeys, useCategory, useDonations } from '../data/donations-provider';
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

/** A campaign's latest gifts, asked for when its page opens and again in another language. */
function useRecentGifts(id: number): RecentGiftsState {
  const { api, locale } = useDonations();
  const [state, setState] = useState<RecentGiftsState>({ phase: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ phase: 'loading' });
    api.recentGifts(id, locale).then(
      (answer) => current && setState({ phase: 'ready', items: answer.items }),
      () => current && setState({ phase: 'failed' }),
    );
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
  const recentGifts = useRecentGifts(category.id);
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
        recentGifts={recentGifts}
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
