import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { useState } from 'react';
import { RefundDialog } from '../components/refund-dialog';
import { type DonationsMessage, useDonationsT } from '../donations-intl';
import { refundFailure } from '../error-messages';
import { formatMoney } from '../format';
import { useRefundDonation } from '../queries/use-refund-donation';

/**
 * The refund dialog with its request. One idempotency key per opened dialog: pressing Refund again
 * after a lost answer asks for the same refund, which the provider makes once.
 */
export function RefundContainer({ gift, onClose }: { gift: DonationHistoryItem; onClose: () => void }) {
  const t = useDonationsT();
  const toast = useToast();
  const locale = useUiLocale();
  const refund = useRefundDonation();
  const [key] = useState(() => `refund-${crypto.randomUUID()}`);
  const [failure, setFailure] = useState<DonationsMessage | null>(null);
  return (
    <RefundDialog
      gift={gift}
      refunding={refund.isPending}
      failure={failure}
      onClose={onClose}
      onRefund={(values) => {
        setFailure(null);
        refund.mutate(
          { id: gift.id, refund: { ...values, idempotency_key: key } },
          {
            onSuccess: (updated) => {
              toast.show({
                tone: 'success',
                message: t('donations.refund.done', {
                  amount: formatMoney(locale, updated.refunded_amount - gift.refunded_amount, gift.currency),
                }),
              });
              onClose();
            },
            onError: (error) => setFailure(refundFailure(error)),
          },
        );
      }}
    />
  );
}
