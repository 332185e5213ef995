import type { PaymentConfig } from '@minbar/api/schemas/donations';
import { toMinorUnits } from '@minbar/domain/donations/money';
import { CENTRE_CURRENCY } from '@minbar/domain/mosque/currency';
import { lazy, Suspense } from 'react';
import { useAppMessages } from '../app-intl';
import { ErrorBoundary } from '../error-boundary';
import type { PaymentInput } from './payment-input';
import { TestPaymentField } from './test-payment-field';

const StripePaymentField = lazy(() =>
  import('./stripe-payment-field').then((module) => ({ default: module.StripePaymentField })),
);

export interface PaymentMethodFieldProps {
  config: PaymentConfig;
  /** What is paid, in the centre's currency: Stripe's element offers the methods that take it. */
  amount: number;
  onReady: (input: PaymentInput) => void;
  error?: string;
  /** The donor typed or switched method: a standing error clears. */
  onEdit?: () => void;
  /** A monthly gift's first payment: only methods that can be charged again (a card, not BLIK). */
  savesForLater?: boolean;
}

/**
 * The method field of every payment page (a gift, a booking): Stripe's Payment Element, in its own
 * chunk, when the server names Stripe; the built-in test provider's card and BLIK otherwise.
 */
export function PaymentMethodField({
  config,
  amount,
  onReady,
  error,
  onEdit,
  savesForLater = false,
}: PaymentMethodFieldProps) {
  const t = useAppMessages();
  if (config.provider === 'stripe' && config.publishable_key)
    return (
      <ErrorBoundary fallback={() => <p role="alert">{t('payment.cardFailed')}</p>}>
        <Suspense fallback={<p role="status">{t('payment.methodLoading')}</p>}>
          <StripePaymentField
            publishableKey={config.publishable_key}
            amountMinor={toMinorUnits(amount, CENTRE_CURRENCY)}
            currency={CENTRE_CURRENCY}
            savesForLater={savesForLater}
            onReady={onReady}
            error={error}
          />
        </Suspense>
      </ErrorBoundary>
    );
  return (
    <TestPaymentField
      testCards={config.test_cards}
      // A BLIK code pays once: a monthly gift is set up with a card.
      blikCode={savesForLater ? null : config.test_blik_code}
      onReady={onReady}
      error={error}
      onEdit={onEdit}
    />
  );
}
