import type { DonationCategory } from '@minbar/api/schemas/donations';
import { Carousel } from '@minbar/ui/carousel/carousel';
import { TabList, TabPanel, Tabs } from '@minbar/ui/tabs/tabs';
import { useState } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import { Loadable } from '../../../lib/loadable';
import { donationKeys, useCategoryLists, useDonations } from '../data/donations-provider';
import { CategoryCard } from './category-card';

type Tab = 'main' | 'campaigns';

/** The home's two tabs, Main Categories and Categories, each a carousel of its categories. */
export function CategoryTabs({ reducedMotion }: { reducedMotion?: boolean }) {
  const t = useAppMessages();
  const { cache, locale } = useDonations();
  const [tab, setTab] = useState<Tab>('main');
  const retry = () => {
    cache.forget(donationKeys.main(locale));
    cache.forget(donationKeys.campaigns(locale));
  };
  return (
    <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
      <TabList
        label={t('home.tabsLabel')}
        tabs={[
          { value: 'main', label: t('home.tab.main') },
          { value: 'campaigns', label: t('home.tab.campaigns') },
        ]}
      />
      {(['main', 'campaigns'] as const).map((kind) => (
        <TabPanel key={kind} value={kind}>
          <Loadable
            loadingText={t('home.loadingCategories')}
            failureText={t('home.categoriesFailed')}
            retryText={t('common.retry')}
            onRetry={retry}
          >
            <CategoryList kind={kind} reducedMotion={reducedMotion} />
          </Loadable>
        </TabPanel>
      ))}
    </Tabs>
  );
}

function CategoryList({ kind, reducedMotion }: { kind: Tab; reducedMotion?: boolean }) {
  const t = useAppMessages();
  const lists = useCategoryLists();
  const items = lists[kind];
  if (items.length === 0) return <p className="category-tabs__empty">{t('home.noCategories')}</p>;
  return (
    <Carousel<DonationCategory>
      label={t(kind === 'main' ? 'home.carousel.main' : 'home.carousel.campaigns')}
      items={items}
      getKey={(category) => category.id}
      reducedMotion={reducedMotion}
      renderItem={(category, { index, highlighted }) => (
        <CategoryCard
          category={category}
          position={index}
          kind={kind === 'main' ? 'main' : 'campaign'}
          highlighted={highlighted}
        />
      )}
    />
  );
}
