import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAppMessages } from '../app-intl';
import { type PaymentInput, PaymentInputError } from './payment-input';
import './payment.css';

export interface StripePaymentFieldProps {
  publishableKey: string;
  /** The gift in the currency's minor unit, for the methods the element offers (BLIK and Przelewy24 are PLN only). */
  amountMinor: number;
  currency: string;
  /**
   * The payment saves its method for later charges (a monthly gift's first): the element then offers
   * only the methods that can be charged again, as the server's intent is set up the same way.
   */
  savesForLater?: boolean;
  onReady: (input: PaymentInput) => void;
  error?: string;
}

/** Stripe.js loaded once per key: the element is remounted on a language switch, the script is not. */
const stripes = new Map<string, ReturnType<typeof loadStripe>>();
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Stripe's Payment Element, in its own chunk with Stripe.js, in the page's language: it offers the
 * methods the Stripe account enables (cards with 3-D Secure, BLIK, Przelewy24, Apple and Google Pay).
 * The payment is made on our server when the donor presses Pay (the deferred-intent flow), then
 * confirmed here; Stripe takes the donor through their bank and back to the thank-you page.
 */
export function StripePaymentField({
  publishableKey,
  amountMinor,
  currency,
  savesForLater = false,
  onReady,
  error,
}: StripePaymentFieldProps) {
  const locale = useUiLocale();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripe.then(
      (loaded) => {
        if (live && !loaded) setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [stripe]);
  return (
    <Elements
      key={locale}
      stripe={stripe}
      options={{
        mode: 'payment',
        amount: amountMinor,
        currency: currency.toLowerCase(),
        locale: locale as StripeElementLocale,
        ...(savesForLater ? { setupFutureUsage: 'off_session' as const } : {}),
      }}
    >
      <PaymentElementField onReady={onReady} error={error} failed={failed} />
    </Elements>
  );
}

function PaymentElementField({
  onReady,
  error,
  failed,
}: Pick<StripePaymentFieldProps, 'onReady' | 'error'> & { failed: boolean }) {
  const t = useAppMessages();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const errorId = useId();
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady({
      async prepare() {
        const { error: incomplete } = await elements.submit();
        if (incomplete) throw new PaymentInputError('missing', incomplete.message);
        return null;
      },
      async confirm(clientSecret, returnUrl) {
        const { error: refused } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: returnUrl },
        });
        // Reached only when Stripe did not leave for the bank or the thank-you page: a refusal.
        throw new PaymentInputError('provider', refused?.message);
      },
    });
  }, [stripe, elements, onReady]);

  const message = failed || loadError ? t('payment.cardFailed') : error;
  return (
    <div className="stripe-payment">
      <span id={labelId} className="stripe-payment__label">
        {t('payment.method')}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: Stripe.js mounts its own labelled frames into a plain element. */}
      <div
        className="stripe-payment__element"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
      >
        <PaymentElement onLoadError={() => setLoadError(true)} />
      </div>
      {message ? (
        <p id={errorId} className="stripe-payment__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
