import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailureBanner } from '../components/failure-banner';
import { PricingScreen } from '../components/pricing-screen';
import { type PricingDialog, PricingDialogs } from '../dialogs/pricing-dialogs';
import { type Failure, failureOf } from '../error-messages';
import { PricingIntlProvider } from '../pricing-intl';
import type { PackageTab } from '../queries/pricing-keys';
import { usePackages } from '../queries/use-packages';

/** The area's messages wrap the screen, so its toasts and dialogs read them too. */
export function PricingRoute() {
  return (
    <PricingIntlProvider>
      <PricingArea />
    </PricingIntlProvider>
  );
}

const pageFromSearch = (value: string | null): number =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;

/**
 * /dashboard/Pricing: the tab and the page live in the address (?tab=cancelled&page=2), so a reload
 * or the back button from a package's subscribers returns to the same place.
 */
function PricingArea() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PackageTab = searchParams.get('tab') === 'cancelled' ? 'cancelled' : 'active';
  const page = pageFromSearch(searchParams.get('page'));
  const go = (next: { tab: PackageTab; page: number }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next.tab === 'cancelled') params.set('tab', 'cancelled');
      else params.delete('tab');
      if (next.page > 1) params.set('page', String(next.page));
      else params.delete('page');
      return params;
    });
  const list = usePackages(tab, page);
  const [dialog, setDialog] = useState<PricingDialog | null>(null);
  const [toggleFailure, setToggleFailure] = useState<Failure | null>(null);
  const loadFailure = list.isError ? failureOf(list.error, 'load') : null;
  // A page left behind (its last package cancelled) shows the list's last page instead.
  const totalPages = list.data?.pagination.total_pages ?? 0;
  const shownPage = list.data && totalPages > 0 && page > totalPages ? totalPages : page;
  useEffect(() => {
    if (shownPage !== page) go({ tab, page: shownPage });
  });

  return (
    <>
      <PricingScreen
        tab={tab}
        onTabChange={(next) => go({ tab: next, page: 1 })}
        packages={list.isError ? [] : list.data?.data}
        counts={list.data?.counts ?? null}
        failed={list.isError}
        page={page}
        totalPages={totalPages}
        onPageChange={(next) => go({ tab, page: next })}
        onAdd={() => setDialog({ kind: 'create' })}
        onEdit={(item) => setDialog({ kind: 'edit', item })}
        onToggle={(item) => {
          setToggleFailure(null);
          setDialog({ kind: 'toggle', item });
        }}
        banner={
          <>
            {loadFailure ? <FailureBanner failure={loadFailure} onRetry={() => void list.refetch()} /> : null}
            {toggleFailure ? (
              <FailureBanner failure={toggleFailure} onDismiss={() => setToggleFailure(null)} />
            ) : null}
          </>
        }
      />
      <PricingDialogs dialog={dialog} onClose={() => setDialog(null)} onToggleFailed={setToggleFailure} />
    </>
  );
}
