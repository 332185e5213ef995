import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppMessages } from '../../../app/app-intl';
import type { CardInput } from './card-input';
import { mountStripeCard } from './stripe-card';
import '../flow.css';

export interface StripeCardFieldProps {
  publishableKey: string;
  onReady: (input: CardInput) => void;
  error?: string;
}

/** Stripe's Card Element, in its own chunk with Stripe.js, behind the same CardInput as the test card. */
export function StripeCardField({ publishableKey, onReady, error }: StripeCardFieldProps) {
  const t = useAppMessages();
  const locale = useUiLocale();
  const labelId = useId();
  const errorId = useId();
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let destroy: (() => void) | null = null;
    let cancelled = false;
    mountStripeCard(publishableKey, element, locale).then(
      (card) => {
        if (cancelled) return card.destroy();
        destroy = card.destroy;
        onReady(card);
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [publishableKey, locale, onReady]);

  const message = failed ? t('payment.cardFailed') : error;
  return (
    <div className="stripe-card">
      <span id={labelId} className="stripe-card__label">
        {t('payment.card')}
      </span>
      {/* biome-ignore lint/a11y/useSemanticElements: Stripe.js mounts its card iframe into a plain element. */}
      <div
        ref={host}
        className="stripe-card__element"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
      />
      {message ? (
        <p id={errorId} className="stripe-card__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
