import { MAX_DONATION, MIN_DONATION } from '@minbar/domain/donations/amount';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';

/**
 * What a refused amount says, wherever a donor types one (the amount step, a monthly gift's new
 * amount): the minimum and the maximum with their figures, otherwise that it is not an amount.
 */
export function useAmountIssueText(): (issue: unknown) => string {
  const t = useAppMessages();
  const money = useMoney();
  return (issue) =>
    issue === DONATION_ISSUE.amountTooSmall
      ? t('donate.minimum', { minimum: money(MIN_DONATION) })
      : issue === DONATION_ISSUE.amountTooLarge
        ? t('donate.tooLarge', { maximum: money(MAX_DONATION) })
        : t('donate.invalid');
}
