import { blikCodeSchema, blikPaymentMethod } from '@minbar/domain/donations/payment';
import { TextField } from '@minbar/ui/text-field/text-field';
import { ViewPanel, ViewSwitch } from '@minbar/ui/view-switch/view-switch';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { type MessageId, useAppMessages } from '../app-intl';
import { type PaymentInput, PaymentInputError } from './payment-input';
import './payment.css';

export type TestMethod = 'card' | 'blik';

export interface TestPaymentFieldProps {
  /** The test provider's cards by what they do (succeeds, declined …), listed for the demo. */
  testCards: Record<string, string> | null;
  /** The BLIK code the test provider approves; BLIK is offered when it is set. */
  blikCode: string | null;
  onReady: (input: PaymentInput) => void;
  error?: string;
  /** Called as the donor types or switches method, so a standing error clears. */
  onEdit?: () => void;
  /** The method shown first (stories). */
  defaultMethod?: TestMethod;
}

const KNOWN_OUTCOMES: Record<string, MessageId> = {
  succeeds: 'payment.testCard.succeeds',
  threeDSecure: 'payment.testCard.threeDSecure',
  declined: 'payment.testCard.declined',
  insufficientFunds: 'payment.testCard.insufficientFunds',
  needsRetry: 'payment.testCard.needsRetry',
};

/**
 * The built-in test provider's methods, as Stripe's Payment Element offers them: a card number, or a
 * BLIK code; the demo's test cards and code are listed beside them.
 */
export function TestPaymentField({
  testCards,
  blikCode,
  onReady,
  error,
  onEdit,
  defaultMethod = 'card',
}: TestPaymentFieldProps) {
  const t = useAppMessages();
  const [method, setMethod] = useState<TestMethod>(defaultMethod);
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const current = useRef({ method, number, code });
  current.current = { method, number, code };

  useEffect(() => {
    onReady({
      prepare: async () => {
        const entered = current.current;
        if (entered.method === 'blik') {
          const result = v.safeParse(blikCodeSchema, entered.code);
          if (!result.success)
            throw new PaymentInputError(entered.code.trim() ? 'invalid' : 'missing', 'blik');
          return blikPaymentMethod(result.output);
        }
        const card = entered.number.replace(/\s+/g, '');
        if (!card) throw new PaymentInputError('missing', 'card');
        return card;
      },
    });
  }, [onReady]);

  const card = (
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
        error={method === 'card' ? error : undefined}
      />
      {testCards && Object.keys(testCards).length > 0 ? (
        <div className="test-card__list">
          <p>{t('payment.testCardsTitle')}</p>
          <ul>
            {Object.entries(testCards).map(([outcome, number]) => (
              <li key={outcome}>
                <code dir="ltr">{number}</code>{' '}
                <span>{KNOWN_OUTCOMES[outcome] ? t(KNOWN_OUTCOMES[outcome]) : outcome}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
  if (!blikCode) return card;

  return (
    <div className="test-payment">
      <ViewSwitch<TestMethod>
        label={t('payment.method')}
        views={[
          { value: 'card', label: t('payment.method.card') },
          { value: 'blik', label: t('payment.method.blik') },
        ]}
        value={method}
        onValueChange={(next) => {
          onEdit?.();
          setMethod(next);
        }}
      >
        <ViewPanel value="card">{card}</ViewPanel>
        <ViewPanel value="blik">
          <div className="test-card">
            <TextField
              label={t('payment.blikCode')}
              description={t('payment.blikHint')}
              name="blik_code"
              value={code}
              onChange={(next) => {
                onEdit?.();
                setCode(next.replace(/\D/g, '').slice(0, 6));
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={method === 'blik' ? error : undefined}
            />
            <p className="test-card__list">{t('payment.testBlik', { code: blikCode })}</p>
          </div>
        </ViewPanel>
      </ViewSwitch>
    </div>
  );
}
