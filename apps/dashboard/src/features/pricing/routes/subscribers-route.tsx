import { subscriberCount, subscribersPackageId } from '@minbar/domain/education/subscription';
import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FailureBanner } from '../components/failure-banner';
import { SubscribersScreen } from '../components/subscribers-screen';
import { SubscribersTable } from '../components/subscribers-table';
import { type SubscriptionDialog, SubscriptionDialogs } from '../dialogs/subscription-dialogs';
import { type Failure, failureOf } from '../error-messages';
import { PricingIntlProvider, usePricingT } from '../pricing-intl';
import { usePackage } from '../queries/use-package';
import { useSubscriptions } from '../queries/use-subscriptions';

/**
 * /dashboard/subscribers/{packageId}: a package id that is missing, 'undefined' or not a number
 * sends the user to /dashboard/Pricing (the domain's rule).
 */
export function SubscribersRoute() {
  const { packageId } = useParams();
  const id = subscribersPackageId(packageId);
  if (id === null) return <Navigate to="/dashboard/Pricing" replace />;
  return (
    <PricingIntlProvider>
      <SubscribersArea key={id} packageId={id} />
    </PricingIntlProvider>
  );
}

const pageFromSearch = (value: string | null): number =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : 1;

/** The package's summary and its subscriptions, the page in the address (?page=2). */
function SubscribersArea({ packageId }: { packageId: number }) {
  const t = usePricingT();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const goTo = (next: number) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  const item = usePackage(packageId);
  const list = useSubscriptions(packageId, page);
  const [dialog, setDialog] = useState<SubscriptionDialog | null>(null);
  const [reactivateFailure, setReactivateFailure] = useState<Failure | null>(null);
  const packageFailure = item.isError ? failureOf(item.error, 'loadPackage') : null;
  const listFailure = list.isError ? failureOf(list.error, 'loadSubscribers') : null;
  const totalPages = list.data?.pagination.total_pages ?? 0;
  useEffect(() => {
    if (list.data && totalPages > 0 && page > totalPages) goTo(totalPages);
  });

  return (
    <>
      <SubscribersScreen
        item={item.data}
        count={subscriberCount(list.data?.pagination, list.data?.data)}
        banner={
          <>
            {packageFailure ? (
              <FailureBanner failure={packageFailure} onRetry={() => void item.refetch()} />
            ) : null}
            {listFailure ? <FailureBanner failure={listFailure} onRetry={() => void list.refetch()} /> : null}
            {reactivateFailure ? (
              <FailureBanner failure={reactivateFailure} onDismiss={() => setReactivateFailure(null)} />
            ) : null}
          </>
        }
        table={
          <SubscribersTable
            subscriptions={list.isError ? [] : list.data?.data}
            total={list.data?.pagination.total ?? 0}
            loading={list.isPending}
            error={listFailure ? t('pricing.error.loadSubscribers') : null}
            page={page}
            totalPages={totalPages}
            onPageChange={goTo}
            onSuspend={(subscription) => setDialog({ kind: 'suspend', subscription })}
            onReactivate={(subscription) => {
              setReactivateFailure(null);
              setDialog({ kind: 'reactivate', subscription });
            }}
          />
        }
      />
      <SubscriptionDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onReactivateFailed={setReactivateFailure}
      />
    </>
  );
}
