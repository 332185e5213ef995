import { isApiError } from '@minbar/api/errors';
import type { ZakatResultAnswer } from '@minbar/api/schemas/donations';
import { sanitizeAmountInput } from '@minbar/domain/donations/amount';
import {
  type NisabBasis,
  ZAKAT_CENTRE_CURRENCY,
  ZAKAT_CURRENCIES,
  type ZakatRequestInput,
} from '@minbar/domain/donations/zakat';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { NativeSelect } from '@minbar/ui/select/native-select';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useForm, useStore } from '@tanstack/react-form';
import { useId, useRef, useState } from 'react';
import { useDecimalMark } from '../../../lib/money';
import { type GiftPagesMessageId, useGiftPagesMessages } from '../gift-pages-intl';
import {
  HOLDING_FIELDS,
  type HoldingField,
  holdingIssues,
  isBlank,
  type ZakatFormValues,
  zakatRequestOf,
} from './zakat-form-model';
import { useCurrencyName } from './zakat-formats';
import { ZakatResult } from './zakat-result';
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
 * the calculator (what the donor holds, in one currency), whose result explains each line, says why it
 * is what it is (above or below the nisab) and offers to give the amount due as zakat.
 */
export function ZakatDialog({
  open,
  onOpenChange,
  calculate,
  onDonate,
  initialStep = 'choose',
}: ZakatDialogProps) {
  const t = useGiftPagesMessages();
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

const EMPTY: ZakatFormValues = {
  currency: ZAKAT_CENTRE_CURRENCY,
  total_savings: '',
  gold_grams: '',
  silver_grams: '',
  investments: '',
  receivables: '',
  debts: '',
  basis: '',
};

function ZakatCalculator({ calculate, onDonate }: Pick<ZakatDialogProps, 'calculate' | 'onDonate'>) {
  const t = useGiftPagesMessages();
  const mark = useDecimalMark();
  const currencyName = useCurrencyName();
  const currencyId = useId();
  const [result, setResult] = useState<ZakatResultAnswer | null>(null);
  const [failed, setFailed] = useState<'invalid' | 'failed' | null>(null);
  const [switching, setSwitching] = useState(false);
  // Only the latest request's answer is shown: a donor may switch the basis twice before one comes back.
  const latest = useRef(0);
  const failureOf = (error: unknown) => (isApiError(error) && error.status === 422 ? 'invalid' : 'failed');

  const form = useForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const request = ++latest.current;
      setFailed(null);
      setResult(null);
      try {
        const answer = await calculate(zakatRequestOf(value));
        if (request === latest.current) setResult(answer);
      } catch (error) {
        if (request === latest.current) setFailed(failureOf(error));
      }
    },
    validators: {
      // Nothing typed at all is a slip, not a donor who owns nothing: ask before answering.
      onSubmit: ({ value }) => (isBlank(value) ? 'blank' : undefined),
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const submitted = useStore(form.store, (state) => state.submissionAttempts > 0);
  // Said on Calculate, and gone as soon as something is typed (not only at the next Calculate).
  const blank = useStore(form.store, (state) => state.errorMap.onSubmit === 'blank' && isBlank(state.values));
  const currency = useStore(form.store, (state) => state.values.currency);
  const chosenBasis = useStore(form.store, (state) => state.values.basis);

  /*
   * The donor reckons the nisab on the other metal: the same holdings are calculated again on it. The
   * result stays in place meanwhile (the switch keeps its focus); if the calculation fails, the choice
   * goes back to the basis the result shown was reckoned on.
   */
  const switchBasis = async (next: NisabBasis) => {
    const previous = form.state.values.basis;
    const request = ++latest.current;
    form.setFieldValue('basis', next);
    setFailed(null);
    setSwitching(true);
    try {
      const answer = await calculate(zakatRequestOf(form.state.values));
      if (request === latest.current) setResult(answer);
    } catch (error) {
      if (request === latest.current) {
        form.setFieldValue('basis', previous);
        setFailed(failureOf(error));
      }
    } finally {
      if (request === latest.current) setSwitching(false);
    }
  };

  return (
    <form
      className="zakat-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
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
              {ZAKAT_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {currencyName(code)}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </form.Field>
      <div className="zakat-form__holdings">
        {HOLDING_FIELDS.map((name) => (
          <form.Field
            key={name}
            name={name}
            validators={{
              onChange: ({ fieldApi }) => holdingIssues(fieldApi.form.state.values)[name],
              onSubmit: ({ fieldApi }) => holdingIssues(fieldApi.form.state.values)[name],
            }}
          >
            {(field) => (
              <TextField
                label={t(`zakat.field.${name}`, { currency: currencyName(currency) })}
                description={HINTS[name] ? t(HINTS[name]) : undefined}
                name={field.name}
                value={field.state.value}
                onChange={(next) => {
                  setResult(null);
                  field.handleChange(sanitizeAmountInput(next, mark));
                }}
                onBlur={field.handleBlur}
                inputMode="decimal"
                autoComplete="off"
                error={
                  (field.state.meta.isBlurred || submitted) && field.state.meta.errors.length > 0
                    ? t(`zakat.invalid.${ISSUE_OF[name]}`)
                    : undefined
                }
              />
            )}
          </form.Field>
        ))}
      </div>
      {blank ? (
        <p className="form-error" role="alert">
          {t('zakat.blank')}
        </p>
      ) : null}
      {failed ? (
        <p className="form-error" role="alert">
          {t(failed === 'invalid' ? 'zakat.refused' : 'zakat.failed')}
        </p>
      ) : null}
      <Button type="submit" loading={submitting}>
        {t('zakat.submit')}
      </Button>
      {result ? (
        <ZakatResult
          result={result}
          onDonate={onDonate}
          basis={chosenBasis === 'gold' || chosenBasis === 'silver' ? chosenBasis : undefined}
          onBasisChange={(next) => void switchBasis(next)}
          busy={switching}
        />
      ) : null}
    </form>
  );
}

/** Fields with a line of help under them: what counts is not obvious from the label alone. */
const HINTS: Partial<Record<HoldingField, GiftPagesMessageId>> = {
  investments: 'zakat.hint.investments',
  receivables: 'zakat.hint.receivables',
  debts: 'zakat.hint.debts',
};

/** Which message a refused field shows: metals are weighed, the rest are amounts. */
const ISSUE_OF: Record<HoldingField, 'grams' | 'amount' | 'savings'> = {
  total_savings: 'savings',
  gold_grams: 'grams',
  silver_grams: 'grams',
  investments: 'amount',
  receivables: 'amount',
  debts: 'amount',
};
