import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useToast } from '@minbar/ui/toast/toast';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RefundDialog } from '../components/refund-dialog';
import { type DonationsMessage, useDonationsT } from '../donations-intl';
import { refundFailure } from '../error-messages';
import { formatMoney } from '../format';
import { donationsQueryKey } from '../queries/donation-keys';
import { useRefundDonation } from '../queries/use-refund-donation';
import {
  latestGift,
  type RefundAttempt,
  refundAnswerIsDefinite,
  refundArrived,
  refundAttempts,
} from '../refund-attempts';

/** How often a refund whose answer was lost is looked for in the gift's history. */
const CHECK_EVERY_MS = 5_000;

/**
 * The refund dialog with its request. The refund's key is kept in the browser until a definite
 * answer (refund-attempts.ts): pressing Refund again after a lost answer, after closing the dialog or
 * reloading the page, asks for the same refund, which the provider makes once. Meanwhile the dialog
 * says it is checking, and looks again at the gift until the webhook or the sweep shows the refund.
 */
export function RefundContainer({ gift, onClose }: { gift: DonationHistoryItem; onClose: () => void }) {
  const t = useDonationsT();
  const toast = useToast();
  const locale = useUiLocale();
  const refund = useRefundDonation();
  const queryClient = useQueryClient();
  const [attempts] = useState(() => refundAttempts());
  const [pending, setPending] = useState<RefundAttempt | null>(() => attempts.read(gift.id));
  const [key] = useState(() => pending?.key ?? `refund-${crypto.randomUUID()}`);
  const [failure, setFailure] = useState<DonationsMessage | null>(null);

  const done = (refunded: number) => {
    attempts.clear(gift.id);
    setPending(null);
    toast.show({
      tone: 'success',
      message: t('donations.refund.done', { amount: formatMoney(locale, refunded, gift.currency) }),
    });
    onClose();
  };

  // Each read of the history renders this again, so a refund it now shows is seen.
  useIsFetching({ queryKey: donationsQueryKey });
  const latest = latestGift(queryClient, gift);
  // The webhook or the sweep settled the unanswered refund: the gift's history now shows it.
  useEffect(() => {
    if (pending && refundArrived(pending, latest)) done(latest.refunded_amount - pending.refundedBefore);
  });
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: donationsQueryKey }),
      CHECK_EVERY_MS,
    );
    return () => clearInterval(timer);
  }, [pending, queryClient]);

  return (
    <RefundDialog
      gift={gift}
      refunding={refund.isPending}
      failure={failure}
      checking={pending}
      onClose={onClose}
      onRefund={(values) => {
        setFailure(null);
        const attempt = pending ?? { giftId: gift.id, key, ...values, refundedBefore: gift.refunded_amount };
        // Kept before it is sent: a lost answer must find the same key again.
        attempts.save(attempt);
        refund.mutate(
          { id: gift.id, refund: { amount: attempt.amount, reason: attempt.reason, idempotency_key: key } },
          {
            onSuccess: (updated) => done(updated.refunded_amount - gift.refunded_amount),
            onError: (error) => {
              if (refundAnswerIsDefinite(error)) {
                attempts.clear(gift.id);
                setPending(null);
              } else setPending(attempt);
              setFailure(refundFailure(error));
            },
          },
        );
      }}
    />
  );
}
