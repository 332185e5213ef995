import type { DonationCategory } from '@minbar/api/schemas/donations';
import type { MonthlyGiftItem } from '@minbar/api/schemas/monthly-gifts';
import { ConfirmDialog } from '@minbar/ui/dialog/confirm-dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { MonthlyGiftsDialog } from '../components/monthly-gifts-dialog';
import { useDonationsMessage, useDonationsT } from '../donations-intl';
import { loadFailure, monthlyStopFailure } from '../error-messages';
import { formatMoney } from '../format';
import { useMonthlyGifts, useStopMonthlyGift } from '../queries/use-monthly-gifts';

/** A category's monthly donors with their calls: the pages of the list, and the question before a stop. */
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
        onClose={onClose}
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
