import { isApiError, isNetworkFailure } from '@minbar/api/errors';
import type { DonationAnswer, DonationCategory, PaymentConfig } from '@minbar/api/schemas/donations';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import {
  DEDICATION_MAX_LENGTH,
  type DonationFrequency,
  type DonationRequestInput,
  paymentFormSchema,
} from '@minbar/domain/donations/payment';
import { Button } from '@minbar/ui/button/button';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link } from 'wouter';
import { useAppMessages } from '../../../lib/app-intl';
import { useMoney } from '../../../lib/money';
import { createPaymentAttempts, randomIdempotencyKey } from '../../../lib/payment/payment-attempts';
import { isPaymentInputError, type PaymentInput } from '../../../lib/payment/payment-input';
import { PaymentMethodField } from '../../../lib/payment/payment-method-field';
import type { PaymentStep } from '../../../lib/payment/payment-step';
import { refusalText } from '../../../lib/payment/provider-refusals';
import { useGiftPagesMessages } from '../gift-pages-intl';
import { paths } from '../navigation';
import { nextStepOf } from '../payment/payment-step';
import '../flow.css';
import '../../../lib/payment/payment.css';
import '../../../lib/states.css';

export type PaymentDetails = Omit<DonationRequestInput, 'idempotency_key'>;

export interface PaymentScreenProps {
  category: DonationCategory;
  amount: number;
  /** A monthly gift's first payment saves the card for the months after; once by default. */
  frequency?: DonationFrequency;
  config: PaymentConfig;
  pay: (payment: DonationRequestInput) => Promise<DonationAnswer>;
  /**
   * Leaves the payment page once the server has the gift: for the thank-you page (replacing this
   * page in the history, so Back never shows the form for a gift already made) or the bank's page.
   */
  leave: (step: Exclude<PaymentStep, { kind: 'confirm' } | { kind: 'stay' }>) => void;
  /** The server has the gift, reachable at its thank-you page: called before the page leaves for it. */
  onRecorded?: (thanksPath: string) => void;
  /** Makes the attempts' keys (tests); random UUIDs otherwise. */
  newIdempotencyKey?: () => string;
}

type Failure = { id: 'payment.declined'; message: string } | { id: 'payment.failed' | 'payment.lostAnswer' };

/** No answer, or the server failed mid-way: the attempt's outcome is unknown, so its key is kept. */
function attemptEnd(error: unknown): 'answered' | 'lost' {
  if (isNetworkFailure(error)) return 'lost';
  if (isApiError(error) && (error.status === null || error.status >= 500)) return 'lost';
  return 'answered';
}

function failureOf(error: unknown): Failure {
  if (attemptEnd(error) === 'lost') return { id: 'payment.lostAnswer' };
  if (isApiError(error) && error.status === 402)
    return { id: 'payment.declined', message: error.detail ?? '' };
  return { id: 'payment.failed' };
}

function issueOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : (result.issues[0]?.message ?? DONATION_ISSUE.required);
}

/**
 * The payment step: who gives (name, email for the receipt, anonymous or not) and the card, through
 * the provider the server names. Pay shows its progress, a refusal shows the provider's message and
 * keeps everything typed, and success thanks the donor with a way home.
 */
export function PaymentScreen({
  category,
  amount,
  frequency = 'one-time',
  config,
  pay,
  leave,
  onRecorded,
  newIdempotencyKey,
}: PaymentScreenProps) {
  const monthly = frequency === 'monthly';
  const t = useAppMessages();
  const gift = useGiftPagesMessages();
  const money = useMoney();
  const [input, setInput] = useState<PaymentInput | null>(null);
  const [cardError, setCardError] = useState<string | undefined>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [thanked, setThanked] = useState<{ email: string } | null>(null);
  const attempts = useRef(
    createPaymentAttempts<PaymentDetails, DonationAnswer>(
      newIdempotencyKey ?? randomIdempotencyKey,
      attemptEnd,
    ),
  );
  const onInputReady = useCallback((ready: PaymentInput) => setInput(ready), []);

  const form = useForm({
    defaultValues: {
      donor_name: '',
      donor_email: '',
      dedication: '',
      is_anonymous: false,
      show_amount: false,
    },
    onSubmit: async ({ value }) => {
      setFailure(null);
      let paymentMethod: string | null;
      try {
        if (!input) throw new Error('The payment method field is not ready');
        paymentMethod = await input.prepare();
      } catch (error) {
        if (isPaymentInputError(error) && error.message === 'blik')
          setCardError(t(error.reason === 'missing' ? 'payment.blikRequired' : 'payment.blikInvalid'));
        else if (isPaymentInputError(error) && error.reason === 'missing' && error.message === 'card')
          setCardError(t('payment.cardRequired'));
        // Stripe's element shows its own message beside the field it is about.
        else if (isPaymentInputError(error) && error.reason === 'missing') return;
        else if (isPaymentInputError(error) && error.message)
          setFailure({ id: 'payment.declined', message: error.message });
        else setFailure({ id: 'payment.failed' });
        return;
      }
      const details: PaymentDetails = {
        ...(paymentMethod === null ? {} : { payment_method: paymentMethod }),
        amount,
        category_id: category.id,
        frequency,
        donor_name: value.donor_name.trim(),
        donor_email: value.donor_email.trim(),
        is_anonymous: value.is_anonymous,
        show_amount: value.show_amount,
        ...(value.dedication.trim() ? { dedication: value.dedication.trim() } : {}),
      };
      let answer: DonationAnswer;
      try {
        answer = await attempts.current.submit(details, (payment, idempotency_key) =>
          pay({ ...payment, idempotency_key }),
        );
      } catch (error) {
        setFailure(failureOf(error));
        return;
      }
      const step = nextStepOf(answer, window.location.origin);
      if (step.kind === 'stay') return setThanked({ email: details.donor_email });
      if (answer.receipt_token) onRecorded?.(paths.thanks(answer.donation.id, answer.receipt_token));
      if (step.kind !== 'confirm') return leave(step);
      try {
        if (!input?.confirm) throw new Error('This payment method field cannot confirm a payment');
        // Stripe leaves for the bank or the thank-you page; it comes back here only with a refusal.
        await input.confirm(step.clientSecret, step.returnUrl);
      } catch (error) {
        if (isPaymentInputError(error) && error.message)
          setFailure({ id: 'payment.declined', message: error.message });
        else setFailure({ id: 'payment.failed' });
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  if (thanked) {
    return <ThankYou amount={money(amount)} name={category.name} email={thanked.email} />;
  }

  const nameIssue = (issue: unknown) =>
    issue === DONATION_ISSUE.textTooLong ? t('payment.nameTooLong') : t('payment.nameRequired');
  const dedicationIssue = (issue: unknown) =>
    issue === DONATION_ISSUE.textTooLong
      ? gift('payment.dedicationTooLong', { max: DEDICATION_MAX_LENGTH })
      : gift('payment.dedicationInvalid');
  const emailIssue = (issue: unknown) =>
    issue === DONATION_ISSUE.required ? t('payment.emailRequired') : t('payment.emailInvalid');

  return (
    <section className="payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t('payment.title')}</h1>
      <p className="payment-page__summary">
        {t('payment.summary', { amount: money(amount), name: category.name })}
      </p>
      {monthly ? (
        <p className="payment-page__monthly">{gift('payment.monthlyNote', { amount: money(amount) })}</p>
      ) : null}
      <form
        className="payment-form"
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field
          name="donor_name"
          validators={{ onChange: ({ value }) => issueOf(paymentFormSchema.entries.donor_name, value) }}
        >
          {(field) => (
            <TextField
              label={t('payment.name')}
              name={field.name}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              autoComplete="name"
              required
              error={
                (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                  ? nameIssue(field.state.meta.errors[0])
                  : undefined
              }
            />
          )}
        </form.Field>
        <form.Field
          name="donor_email"
          validators={{ onChange: ({ value }) => issueOf(paymentFormSchema.entries.donor_email, value) }}
        >
          {(field) => (
            <TextField
              label={t('payment.email')}
              name={field.name}
              type="email"
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              autoComplete="email"
              required
              error={
                (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                  ? emailIssue(field.state.meta.errors[0])
                  : undefined
              }
            />
          )}
        </form.Field>
        <form.Field
          name="dedication"
          validators={{ onChange: ({ value }) => issueOf(paymentFormSchema.entries.dedication, value) }}
        >
          {(field) => (
            <TextField
              label={gift('payment.dedication')}
              description={gift('payment.dedicationHint')}
              name={field.name}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
              autoComplete="off"
              error={
                (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                  ? dedicationIssue(field.state.meta.errors[0])
                  : undefined
              }
            />
          )}
        </form.Field>
        {(['is_anonymous', 'show_amount'] as const).map((flag) => (
          <form.Field key={flag} name={flag}>
            {(field) => (
              <label className="payment-form__checkbox">
                <input
                  type="checkbox"
                  name={field.name}
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.target.checked)}
                />
                <span>{t(flag === 'is_anonymous' ? 'payment.anonymous' : 'payment.showAmount')}</span>
              </label>
            )}
          </form.Field>
        ))}
        <PaymentMethodField
          config={config}
          amount={amount}
          onReady={onInputReady}
          error={cardError}
          onEdit={() => setCardError(undefined)}
          savesForLater={monthly}
        />
        {failure ? (
          <p className="form-error" role="alert">
            {failure.id === 'payment.declined'
              ? t(failure.id, {
                  message: refusalText(t, failure.message),
                })
              : t(failure.id)}
          </p>
        ) : null}
        {submitting ? (
          <p className="payment-form__processing" role="status">
            {t('payment.processing')}
          </p>
        ) : null}
        <Button type="submit" loading={submitting} className="payment-form__submit">
          {monthly
            ? gift('payment.submitMonthly', { amount: money(amount) })
            : t('payment.submit', { amount: money(amount) })}
        </Button>
      </form>
    </section>
  );
}

export function ThankYou({ amount, name, email }: { amount: string; name: string; email: string }) {
  const t = useAppMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="flow-message flow-message--success" aria-labelledby="thank-you">
      <h1 id="thank-you" ref={heading} tabIndex={-1}>
        {t('payment.thanksTitle')}
      </h1>
      <p>{t('payment.thanksText', { amount, name, email })}</p>
      <Link href={paths.home} className="flow-message__link">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
