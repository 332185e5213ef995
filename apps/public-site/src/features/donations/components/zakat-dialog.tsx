import { isApiError } from '@minbar/api/errors';
import type { ZakatResultAnswer } from '@minbar/api/schemas/donations';
import { sanitizeAmountInput } from '@minbar/domain/donations/amount';
import { DONATION_ISSUE } from '@minbar/domain/donations/money';
import {
  ZAKAT_CENTRE_CURRENCY,
  ZAKAT_CURRENCIES,
  type ZakatRequestInput,
  zakatRequestSchema,
} from '@minbar/domain/donations/zakat';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { useAppMessages } from '../../../lib/app-intl';
import { useCurrencyName, useIsoDateText, useIsolatedMoney } from './zakat-formats';
import '../../../lib/states.css';
import '../flow.css';

export type ZakatStep = 'choose' | 'calculate';

export interface ZakatDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  calculate: (input: ZakatRequestInput) => Promise<ZakatResultAnswer>;
  /** Goes on to /donate, with the amount when the calculator gave one in złoty. */
  onDonate: (amount?: number) => void;
  /** Where the dialog starts (stories); a donor always starts by choosing. */
  initialStep?: ZakatStep;
}

/**
 * The zakat category's Donate: first the choice between working the amount out and entering it, then
 * the calculator (savings and currency), whose result says why it is what it is (above or below the
 * nisab) and offers to donate the amount due.
 */
export function ZakatDialog({
  open,
  onOpenChange,
  calculate,
  onDonate,
  initialStep = 'choose',
}: ZakatDialogProps) {
  const t = useAppMessages();
  const [step, setStep] = useState<ZakatStep>(initialStep);
  const changeOpen = (next: boolean) => {
    if (!next) setStep('choose');
    onOpenChange(next);
  };
  if (step === 'choose') {
    return (
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        title={t('zakat.chooseTitle')}
        description={t('zakat.chooseText')}
        footer={
          <>
            <Button variant="secondary" onClick={() => onDonate()}>
              {t('zakat.knowAmount')}
            </Button>
            <Button onClick={() => setStep('calculate')}>{t('zakat.calculate')}</Button>
          </>
        }
      />
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('zakat.calculatorTitle')}
      description={t('zakat.calculatorText')}
    >
      <ZakatCalculator calculate={calculate} onDonate={onDonate} />
    </Dialog>
  );
}

function ZakatCalculator({ calculate, onDonate }: Pick<ZakatDialogProps, 'calculate' | 'onDonate'>) {
  const t = useAppMessages();
  const money = useIsolatedMoney();
  const currencyName = useCurrencyName();
  const dateText = useIsoDateText();
  const currencyId = useId();
  const [result, setResult] = useState<ZakatResultAnswer | null>(null);
  const [failed, setFailed] = useState<'invalid' | 'failed' | null>(null);

  const form = useForm({
    defaultValues: { savings: '', currency: ZAKAT_CENTRE_CURRENCY as string },
    onSubmit: async ({ value }) => {
      setFailed(null);
      setResult(null);
      try {
        setResult(await calculate(v.parse(zakatRequestSchema, toRequest(value))));
      } catch (error) {
        setFailed(isApiError(error) && error.status === 422 ? 'invalid' : 'failed');
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);

  const due = result ? (result.reason ? result.reason === 'zakat.due' : result.zakat_amount > 0) : false;
  const basis = result?.nisab_basis === 'silver' ? t('zakat.basis.silver') : t('zakat.basis.gold');
  const metal = result?.nisab_basis === 'silver' ? 'silver' : 'gold';
  const converted = result?.in_centre_currency;
  const reasonValues = result
    ? {
        savings: money(result.total_savings ?? 0, result.currency),
        nisab: money(result.nisab ?? 0, result.currency),
        basis,
      }
    : undefined;

  return (
    <form
      className="zakat-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.Field
        name="savings"
        validators={{
          onChange: ({ value, fieldApi }) =>
            v.safeParse(
              zakatRequestSchema,
              toRequest({ savings: value, currency: fieldApi.form.getFieldValue('currency') }),
            ).success
              ? undefined
              : DONATION_ISSUE.savingsInvalid,
        }}
      >
        {(field) => (
          <TextField
            label={t('zakat.savings')}
            name={field.name}
            value={field.state.value}
            onChange={(next) => {
              setResult(null);
              field.handleChange(sanitizeAmountInput(next));
            }}
            onBlur={field.handleBlur}
            inputMode="decimal"
            autoComplete="off"
            required
            error={
              ((field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0) ||
              failed === 'invalid'
                ? t('zakat.savingsInvalid')
                : undefined
            }
          />
        )}
      </form.Field>
      <form.Field name="currency">
        {(field) => (
          <div className="zakat-form__currency">
            <label htmlFor={currencyId}>{t('zakat.currency')}</label>
            <NativeSelect
              id={currencyId}
              name={field.name}
              value={field.state.value}
              onChange={(event) => {
                setResult(null);
                field.handleChange(event.target.value);
              }}
            >
              {ZAKAT_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currencyName(currency)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </form.Field>
      {failed === 'failed' ? (
        <p className="form-error" role="alert">
          {t('zakat.failed')}
        </p>
      ) : null}
      <Button type="submit" loading={submitting}>
        {t('zakat.submit')}
      </Button>
      {result ? (
        <section className="zakat-result" data-due={due || undefined} aria-live="polite">
          <h3 className="zakat-result__amount">
            {due
              ? t('zakat.resultDue', { amount: money(result.zakat_amount, result.currency) })
              : t('zakat.resultNone')}
          </h3>
          {result.nisab !== undefined ? (
            <p>{t(due ? 'zakat.reasonDue' : 'zakat.reasonBelow', reasonValues)}</p>
          ) : null}
          {result.nisab_as_of && result.nisab_price_per_gram !== undefined ? (
            <p data-slot="nisab-source">
              {t('zakat.nisabFrom', {
                date: dateText(result.nisab_as_of),
                metal,
                price: money(result.nisab_price_per_gram, result.currency),
              })}
            </p>
          ) : null}
          {due && result.currency === ZAKAT_CENTRE_CURRENCY ? (
            <Button onClick={() => onDonate(result.zakat_amount)}>{t('zakat.donateThis')}</Button>
          ) : null}
          {due && converted && result.nisab_price_per_gram !== undefined ? (
            <div className="zakat-result__converted" data-slot="in-centre-currency">
              <p className="zakat-result__give">
                {t('zakat.inCentreCurrency', { amount: money(converted.zakat_amount, converted.currency) })}
              </p>
              <p>
                {t('zakat.conversion', {
                  metal,
                  from: money(result.nisab_price_per_gram, result.currency),
                  to: money(converted.price_per_gram, converted.currency),
                  date: dateText(converted.as_of),
                })}
              </p>
              <Button onClick={() => onDonate(converted.zakat_amount)}>{t('zakat.donateThis')}</Button>
            </div>
          ) : null}
          {due && result.currency !== ZAKAT_CENTRE_CURRENCY && !converted ? (
            <>
              <p>{t('zakat.plnOnly')}</p>
              <Button onClick={() => onDonate()}>{t('zakat.continue')}</Button>
            </>
          ) : null}
        </section>
      ) : null}
    </form>
  );
}

function toRequest(value: { savings: string; currency: string }): unknown {
  const savings = value.savings.trim() === '' || value.savings === '.' ? Number.NaN : Number(value.savings);
  return { total_savings: savings, currency: value.currency };
}
