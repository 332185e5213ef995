import type { DonationReceipt } from '@minbar/api/schemas/donations';
import { Spinner } from '@minbar/ui/spinner/spinner';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import '../flow.css';

/** How the thank-you page reads a gift's state. */
export type ThanksState = 'received' | 'processing' | 'failed' | 'refunded';

export function thanksStateOf(status: string): ThanksState {
  if (status === 'succeeded' || status === 'disputed') return 'received';
  if (status === 'refunded') return 'refunded';
  if (status === 'failed') return 'failed';
  return 'processing';
}

export interface ThanksScreenProps {
  receipt: DonationReceipt;
  /** The page stopped following a payment that stays processing (the bank answers by email then). */
  gaveUpWaiting?: boolean;
}

const TITLES = {
  received: 'thanks.receivedTitle',
  processing: 'thanks.processingTitle',
  failed: 'thanks.failedTitle',
  refunded: 'thanks.refundedTitle',
} as const;

const TEXTS = {
  received: 'thanks.receivedText',
  processing: 'thanks.processingText',
  failed: 'thanks.failedText',
  refunded: 'thanks.refundedText',
} as const;

/**
 * The gift as the server knows it, final: received, still with the bank, or refused. It never shows
 * the payment form; giving again is a link that starts a new gift from the cause's page.
 */
export function ThanksScreen({ receipt, gaveUpWaiting = false }: ThanksScreenProps) {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  const money = useMoney();
  const state = thanksStateOf(receipt.status);
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading takes focus when the state changes, so a screen reader hears the news.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state is the trigger, not a value read.
  useEffect(() => heading.current?.focus(), [state]);
  const values = {
    amount: money(receipt.amount, receipt.currency),
    name: receipt.category_name,
    email: receipt.donor_email,
  };
  return (
    <section
      className={`flow-message${state === 'received' ? ' flow-message--success' : ''}`}
      aria-labelledby="thanks-title"
    >
      <h1 id="thanks-title" ref={heading} tabIndex={-1}>
        {t(TITLES[state])}
      </h1>
      <p>{t(TEXTS[state], values)}</p>
      {receipt.frequency === 'monthly' && state === 'received' ? (
        <p className="payment-page__monthly">{t('thanks.monthlyText', values)}</p>
      ) : null}
      {state === 'processing' ? (
        <p className="thanks__waiting" role="status">
          {gaveUpWaiting ? null : <Spinner />}
          <span>{t(gaveUpWaiting ? 'thanks.stillProcessing' : 'thanks.updating')}</span>
        </p>
      ) : null}
      <div className="thanks__links">
        {receipt.category_id ? (
          <Link href={paths.campaign(receipt.category_id)} className="flow-message__link">
            {t(state === 'failed' ? 'thanks.tryAgain' : 'thanks.giveAgain')}
          </Link>
        ) : null}
        <Link href={paths.home} className="flow-message__link">
          {site('common.backHome')}
        </Link>
      </div>
    </section>
  );
}

/** An address whose gift the server does not know (a cut link, another donor's token). */
export function ThanksNotFound() {
  const t = useGiftPagesMessages();
  const site = useAppMessages();
  return (
    <section className="flow-message" aria-labelledby="thanks-missing">
      <h1 id="thanks-missing">{t('thanks.notFoundTitle')}</h1>
      <p>{t('thanks.notFoundText')}</p>
      <Link href={paths.home} className="flow-message__link">
        {site('common.backHome')}
      </Link>
    </section>
  );
}
