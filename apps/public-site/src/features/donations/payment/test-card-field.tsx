import { TextField } from '@minbar/ui/text-field/text-field';
import { useEffect, useRef, useState } from 'react';
import { type MessageId, useAppMessages } from '../../../app/app-intl';
import { CardError, type CardInput } from './card-input';
import '../flow.css';

export interface TestCardFieldProps {
  /** The test provider's cards by what they do (succeeds, declined …), listed for the demo. */
  testCards: Record<string, string> | null;
  onReady: (input: CardInput) => void;
  error?: string;
  /** Called as the donor types, so a standing card error clears. */
  onEdit?: () => void;
}

const KNOWN_OUTCOMES: Record<string, MessageId> = {
  succeeds: 'payment.testCard.succeeds',
  declined: 'payment.testCard.declined',
  insufficientFunds: 'payment.testCard.insufficientFunds',
  needsRetry: 'payment.testCard.needsRetry',
};

/** The built-in test provider's card: a card number field, and the demo's test cards beside it. */
export function TestCardField({ testCards, onReady, error, onEdit }: TestCardFieldProps) {
  const t = useAppMessages();
  const [number, setNumber] = useState('');
  const current = useRef(number);
  current.current = number;

  useEffect(() => {
    onReady({
      paymentMethod: async () => {
        const value = current.current.replace(/\s+/g, '');
        if (!value) throw new CardError('missing');
        return value;
      },
    });
  }, [onReady]);

  return (
    <div className="test-card">
      <TextField
        label={t('payment.card')}
        name="card_number"
        value={number}
        onChange={(next) => {
          onEdit?.();
          setNumber(next.replace(/[^\d\s]/g, '').slice(0, 23));
        }}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        error={error}
      />
      {testCards && Object.keys(testCards).length > 0 ? (
        <div className="test-card__list">
          <p>{t('payment.testCardsTitle')}</p>
          <ul>
            {Object.entries(testCards).map(([outcome, card]) => (
              <li key={outcome}>
                <code dir="ltr">{card}</code>{' '}
                <span>{KNOWN_OUTCOMES[outcome] ? t(KNOWN_OUTCOMES[outcome]) : outcome}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
