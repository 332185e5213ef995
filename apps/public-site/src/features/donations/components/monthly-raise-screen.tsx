import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { ManagedMonthlyGift, MonthlyRaise } from '@minbar/api/schemas/monthly-gifts';
import { Button } from '@minbar/ui/button/button';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import '../flow.css';

export type MonthlyRaiseScreenProps =
  | { raise: MonthlyRaise; confirm: () => Promise<ManagedMonthlyGift>; stale?: never; expired?: never }
  | { stale: true; raise?: never; confirm?: never; expired?: never }
  | { expired: true; raise?: never; confirm?: never; stale?: never };

function failureOf(error: unknown): GiftPagesMessageId {
  if (isNetworkFailure(error)) return 'monthly.offline';
  if (isApiError(error) && error.status === 409) return 'monthly.raiseStale';
  return 'monthly.raiseFailed';
}

/**
 * A raise asked through the management link, opened from the confirmation mailed to the donor: the
 * new amount is said and made only when the donor presses the button (a mail client that opens
 * links ahead of its reader raises nothing). A change made since the mail, or the mail's day passed,
 * is said instead, and nothing is raised.
 */
export function MonthlyRaiseScreen(props: MonthlyRaiseScreenProps) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const money = useMoney();
  const [raised, setRaised] = useState<ManagedMonthlyGift | null>(
    props.raise && props.raise.gift.amount === props.raise.amount ? props.raise.gift : null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<GiftPagesMessageId | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (raised) heading.current?.focus();
  }, [raised]);

  const back = (
    <Link href={paths.home} className="flow-message__link">
      {site('common.backHome')}
    </Link>
  );
  if (!props.raise) {
    return (
      <section className="flow-message" aria-labelledby="monthly-raise-title">
        <h1 id="monthly-raise-title">
          {t(props.expired ? 'monthly.raiseExpiredTitle' : 'monthly.raiseTitle')}
        </h1>
        <p role={props.stale ? 'alert' : undefined}>
          {t(props.expired ? 'monthly.raiseExpiredText' : 'monthly.raiseStale')}
        </p>
        {back}
      </section>
    );
  }
  const { raise, confirm } = props;
  const currency = raise.gift.currency;
  if (raised) {
    return (
      <section className="flow-message" aria-labelledby="monthly-raise-title">
        <h1 id="monthly-raise-title" ref={heading} tabIndex={-1}>
          {t('monthly.raisedTitle')}
        </h1>
        <p>
          {t('monthly.raisedText', { amount: money(raised.amount, currency), name: raised.category_name })}
        </p>
        {back}
      </section>
    );
  }
  const onConfirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setRaised(await confirm());
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="monthly-page" aria-labelledby="monthly-raise-title">
      <h1 id="monthly-raise-title">{t('monthly.raiseTitle')}</h1>
      <p className="donate-page__for">
        {t('monthly.raiseText', {
          name: raise.gift.category_name,
          amount: money(raise.amount, currency),
          previous: money(raise.gift.amount, currency),
        })}
      </p>
      <div className="monthly-page__actions">
        <Button loading={busy} onClick={() => void onConfirm()}>
          {t('monthly.raiseConfirm', { amount: money(raise.amount, currency) })}
        </Button>
      </div>
      {failure ? (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
    </section>
  );
}
