import type { DonationCategory } from '@minbar/api/schemas/donations';
import type { MonthlyGiftItem } from '@minbar/api/schemas/monthly-gifts';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { MonthlyGiftsDialog } from '../components/monthly-gifts-dialog';
import { useDonationsMessage, useDonationsT } from '../donations-intl';
import { loadFailure, monthlyRevokeFailure, monthlyStopFailure } from '../error-messages';
import { formatMoney } from '../format';
import { useMonthlyGifts, useRevokeMonthlyLinks, useStopMonthlyGift } from '../queries/use-monthly-gifts';

/**
 * A category's monthly donors with their calls: the pages of the list, and the question before a
 * stop or a revocation of a gift's management links.
 */
export function MonthlyGiftsContainer({
  category,
  onClose,
}: {
  category: DonationCategory;
  onClose: () => void;
}) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const toast = useToast();
  const locale = useUiLocale();
  const [page, setPage] = useState(1);
  const list = useMonthlyGifts(category.id, page);
  const stop = useStopMonthlyGift(category.id);
  const [stopping, setStopping] = useState<MonthlyGiftItem | null>(null);
  const revoke = useRevokeMonthlyLinks(category.id);
  const [revoking, setRevoking] = useState<MonthlyGiftItem | null>(null);
  const donorName = (gift: MonthlyGiftItem) => isolateText(gift.donor_name ?? t('donations.chart.anonymous'));

  return (
    <>
      <MonthlyGiftsDialog
        categoryName={isolateText(category.name)}
        list={list.data}
        loadFailure={list.isError ? loadFailure(list.error, 'donations.monthly.loadFailed') : null}
        page={page}
        onPageChange={setPage}
        onRetry={() => void list.refetch()}
        onStop={setStopping}
        onRevoke={setRevoking}
        onClose={onClose}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('donations.monthly.revokeTitle')}
        message={revoking ? t('donations.monthly.revokeMessage', { name: donorName(revoking) }) : ''}
        confirmLabel={t('donations.monthly.revokeConfirm')}
        tone="danger"
        busy={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          const name = donorName(revoking);
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.show({ tone: 'success', message: t('donations.monthly.revoked', { name }) });
              setRevoking(null);
            },
            onError: (error) => {
              toast.show({ tone: 'error', message: word(monthlyRevokeFailure(error)) });
              setRevoking(null);
            },
          });
        }}
      />
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('donations.monthly.stopTitle')}
        message={
          stopping
            ? t('donations.monthly.stopMessage', {
                name: donorName(stopping),
                amount: formatMoney(locale, stopping.amount, stopping.currency),
              })
            : ''
        }
        confirmLabel={t('donations.monthly.stopConfirm')}
        tone="danger"
        busy={stop.isPending}
        onConfirm={() => {
          if (!stopping) return;
          const name = donorName(stopping);
          stop.mutate(stopping.id, {
            onSuccess: () => {
              toast.show({ tone: 'success', message: t('donations.monthly.stopped', { name }) });
              setStopping(null);
            },
            onError: (error) => {
              toast.show({ tone: 'error', message: word(monthlyStopFailure(error)) });
              setStopping(null);
            },
          });
        }}
      />
    </>
  );
}
