import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { PaymentConfig } from '@minbar/api/schemas/donations';
import { Button } from '@minbar/ui/button/button';
import { useCallback, useRef, useState } from 'react';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
// The payment method fields and the attempts policy are the giving flow's, shared by both ways of paying.
import { createPaymentAttempts, randomIdempotencyKey } from '../../../lib/payment/payment-attempts';
import { isPaymentInputError, type PaymentInput } from '../../../lib/payment/payment-input';
import { PaymentMethodField } from '../../../lib/payment/payment-method-field';
import { type PaymentStep, stepAfter } from '../../../lib/payment/payment-step';
import { refusalText } from '../../../lib/payment/provider-refusals';
import type { BookingPaymentAnswer, BookingStatus } from '../data/events-api';
import { useEventsMessages } from '../events-intl';
import { eventPaths } from '../navigation';
import '../events.css';
import '../../../lib/payment/payment.css';
import '../../../lib/states.css';

export interface BookingPaymentScreenProps {
  booking: BookingStatus;
  token: string;
  config: PaymentConfig;
  pay: (payment: { payment_method?: string; idempotency_key: string }) => Promise<BookingPaymentAnswer>;
  /** Leaves for the booking's page (replacing this one) or the bank's page. */
  leave: (step: Exclude<PaymentStep, { kind: 'confirm' } | { kind: 'stay' }>) => void;
  newIdempotencyKey?: () => string;
}

type Failure =
  | { kind: 'declined'; message: string }
  | { kind: 'lost' }
  | { kind: 'failed' }
  | { kind: 'paid' };

function attemptEnd(error: unknown): 'answered' | 'lost' {
  if (isNetworkFailure(error)) return 'lost';
  if (isApiError(error) && (error.status === null || error.status >= 500)) return 'lost';
  return 'answered';
}

function failureOf(error: unknown): Failure {
  if (attemptEnd(error) === 'lost') return { kind: 'lost' };
  if (isApiError(error) && error.status === 402) return { kind: 'declined', message: error.detail ?? '' };
  if (isApiError(error) && error.status === 409) return { kind: 'paid' };
  return { kind: 'failed' };
}

/**
 * Paying a booking online, the same way as a gift: the provider's method field (the test provider's
 * card or BLIK, or Stripe's Payment Element), one idempotency key per attempt, and the booking's own
 * page once the server has the payment.
 */
export function BookingPaymentScreen({
  booking,
  token,
  config,
  pay,
  leave,
  newIdempotencyKey,
}: BookingPaymentScreenProps) {
  const t = useEventsMessages();
  const site = useAppMessages();
  const money = useMoney();
  const [input, setInput] = useState<PaymentInput | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const attempts = useRef(
    createPaymentAttempts<{ payment_method?: string }, BookingPaymentAnswer>(
      newIdempotencyKey ?? randomIdempotencyKey,
      attemptEnd,
    ),
  );
  const onInputReady = useCallback((ready: PaymentInput) => setInput(ready), []);
  const price = money(booking.price, booking.currency);
  const page = eventPaths.booking(booking.event_id, booking.id, token);

  const submit = async () => {
    if (busy) return;
    setFailure(null);
    let method: string | null;
    try {
      if (!input) throw new Error('The payment method field is not ready');
      method = await input.prepare();
    } catch (error) {
      if (isPaymentInputError(error) && error.message === 'blik')
        setFieldError(site(error.reason === 'missing' ? 'payment.blikRequired' : 'payment.blikInvalid'));
      else if (isPaymentInputError(error) && error.reason === 'missing' && error.message === 'card')
        setFieldError(site('payment.cardRequired'));
      else if (!(isPaymentInputError(error) && error.reason === 'missing'))
        setFailure(
          isPaymentInputError(error) && error.message
            ? { kind: 'declined', message: error.message }
            : { kind: 'failed' },
        );
      return;
    }
    setBusy(true);
    try {
      const answer = await attempts.current.submit(
        method === null ? {} : { payment_method: method },
        (details, idempotency_key) => pay({ ...details, idempotency_key }),
      );
      const step = stepAfter(answer.next, page, window.location.origin);
      if (step.kind !== 'confirm') return leave(step);
      if (!input?.confirm) throw new Error('This payment method field cannot confirm a payment');
      await input.confirm(step.clientSecret, step.returnUrl);
    } catch (error) {
      setFailure(
        isPaymentInputError(error) ? { kind: 'declined', message: error.message } : failureOf(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="booking-pay" aria-labelledby="booking-pay-title">
      <h1 id="booking-pay-title">{t('bookingPay.title')}</h1>
      <p>{t('bookingPay.summary', { name: booking.event_name, price })}</p>
      <form
        className="payment-form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PaymentMethodField
          config={config}
          amount={booking.price}
          onReady={onInputReady}
          error={fieldError}
          onEdit={() => setFieldError(undefined)}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure.kind === 'declined'
              ? site('payment.declined', { message: refusalText(site, failure.message) })
              : failure.kind === 'lost'
                ? site('payment.lostAnswer')
                : failure.kind === 'paid'
                  ? t('bookingPay.nothingToPay')
                  : site('payment.failed')}
          </p>
        ) : null}
        {busy ? (
          <p className="payment-form__processing" role="status">
            {site('payment.processing')}
          </p>
        ) : null}
        <Button type="submit" loading={busy} className="payment-form__submit">
          {site('payment.submit', { amount: price })}
        </Button>
        <p>{t('bookingPay.atTheDoor')}</p>
      </form>
    </section>
  );
}
