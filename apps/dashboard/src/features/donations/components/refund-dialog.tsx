import type { DonationHistoryItem } from '@minbar/api/schemas/donations';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import { type RefundFormValues, refundableAmount, refundFormSchema } from '@minbar/domain/donations/refund';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useId, useState } from 'react';
import { issueMessage as sharedIssueMessage } from '../../../lib/feedback';
import { useAppForm } from '../../../lib/forms/app-form';
import type { IssueMessage } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { type DonationsMessage, useDonationsMessage, useDonationsT } from '../donations-intl';
import { formatMoney } from '../format';
import { AmountField } from './category-fields';
import './donations.css';

export interface RefundDialogProps {
  gift: DonationHistoryItem;
  /** The confirmed refund: an amount (a part) or undefined (all that is left), and why. */
  onRefund: (refund: { amount: number | undefined; reason: string }) => void;
  onClose: () => void;
  refunding?: boolean;
  /** Why the last refund failed; the form keeps what was typed. */
  failure?: DonationsMessage | null;
  /**
   * A refund sent whose answer never came (refund-attempts.ts): the dialog opens at its confirmation,
   * says it is being checked, and Refund asks for that same refund again; it cannot be changed.
   */
  checking?: { amount: number | undefined; reason: string } | null;
  /** Start at the confirmation step with these values (stories). */
  initialValues?: Partial<RefundFormValues>;
  startReviewing?: boolean;
}

const issueMessage: IssueMessage = (code) => {
  if (code === DONATION_ISSUE.refundTooLarge) return { id: 'donations.refund.tooLarge' };
  if (code === DONATION_ISSUE.refundReasonRequired) return { id: 'donations.refund.reasonRequired' };
  if (code === DONATION_ISSUE.amountInvalid) return { id: 'donations.refund.amountInvalid' };
  return sharedIssueMessage(code);
};

/**
 * Give back a gift, whole or in part, with a reason: the form, then a confirmation that names the
 * amount and the donor, since the money leaves the centre's account and cannot be taken back.
 */
export function RefundDialog({
  gift,
  onRefund,
  onClose,
  refunding = false,
  failure,
  checking = null,
  initialValues,
  startReviewing = false,
}: RefundDialogProps) {
  const t = useDonationsT();
  const word = useDonationsMessage();
  const locale = useUiLocale();
  const formId = useId();
  const left = refundableAmount(gift);
  const [schema] = useState(() => refundFormSchema(gift));
  const [review, setReview] = useState<{ amount: number | undefined; reason: string } | null>(() =>
    checking
      ? { amount: checking.amount, reason: checking.reason }
      : startReviewing
        ? { amount: Number(initialValues?.amount ?? left), reason: initialValues?.reason ?? '' }
        : null,
  );
  const form = useAppForm({
    schema,
    defaultValues: { amount: String(left), reason: '', ...initialValues },
    onSubmit: (values) => setReview(values),
  });
  const money = (amount: number) => formatMoney(locale, amount, gift.currency);
  const donor =
    gift.is_anonymous || !gift.donor_name ? t('donations.chart.anonymous') : isolateText(gift.donor_name);
  const amountToRefund = review ? (review.amount ?? left) : left;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !refunding) onClose();
      }}
      title={review ? t('donations.refund.confirmTitle') : t('donations.refund.title')}
      description={t('donations.refund.gift', {
        amount: money(gift.amount),
        donor,
        category: isolateText(gift.category_name ?? t('donations.chart.unknownCategory')),
        refunded: money(gift.refunded_amount),
      })}
      footer={
        review ? (
          <>
            <Button
              variant="secondary"
              disabled={refunding || checking !== null}
              onClick={() => setReview(null)}
            >
              {t('donations.refund.back')}
            </Button>
            <Button variant="danger" loading={refunding} onClick={() => onRefund(review)}>
              {t('donations.refund.confirm', { amount: money(amountToRefund) })}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('donations.form.cancel')}
            </Button>
            <Button type="submit" form={formId}>
              {t('donations.refund.next')}
            </Button>
          </>
        )
      }
    >
      {checking ? (
        <p className="refund-checking" role="status">
          {t('donations.refund.checking', { amount: money(checking.amount ?? left) })}
        </p>
      ) : null}
      {review ? (
        <div className="refund-review">
          <p>{t('donations.refund.confirmText', { amount: money(amountToRefund), donor })}</p>
          <p className="refund-review__reason">
            <strong>{t('donations.refund.reason')}:</strong> <bdi>{review.reason}</bdi>
          </p>
        </div>
      ) : (
        <form.AppForm>
          <FormElement
            id={formId}
            aria-label={t('donations.refund.title')}
            className="donation-form"
            issueMessage={issueMessage}
          >
            <form.AppField name="amount">
              {() => (
                <AmountField
                  label={t('donations.refund.amount')}
                  description={t('donations.refund.amountHint', { left: money(left) })}
                />
              )}
            </form.AppField>
            <form.AppField name="reason">
              {(field) => <field.TextAreaField label={t('donations.refund.reason')} required />}
            </form.AppField>
          </FormElement>
        </form.AppForm>
      )}
      {failure ? (
        <p className="dashboard-alert" role="alert">
          {word(failure)}
        </p>
      ) : null}
    </Dialog>
  );
}
