import type { NisabAnswer } from '@minbar/api/schemas/donations';
import {
  NISAB_BASES,
  NISAB_GRAMS,
  nisabAmount,
  ZAKAT_CENTRE_CURRENCY,
  ZAKAT_CURRENCIES,
} from '@minbar/domain/donations/zakat';
import { Button } from '@minbar/ui/button/button';
import { Dialog } from '@minbar/ui/dialog/dialog';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { Select } from '@minbar/ui/select/select';
import { useStore } from '@tanstack/react-form';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppForm } from '../../../lib/forms/app-form';
import { BoundDateField } from '../../../lib/forms/bound-date-field';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import { useMosqueSettingsT } from '../mosque-settings-intl';
import { type NisabMessage, nisabIssueMessage } from '../nisab-failures';
import { BasisField, PriceField } from './nisab-fields';
import {
  initialNisabValues,
  NISAB_FORM_FIELDS,
  type NisabFormOutput,
  type NisabFormValues,
  nisabFormSchema,
  nisabValuesOf,
} from './nisab-form-model';
import './nisab-dialog.css';

export interface NisabDialogProps {
  /** The stored figures; undefined while they load. */
  settings: readonly NisabAnswer[] | undefined;
  /** Why they could not be loaded, with Try again. */
  loadFailure?: NisabMessage | null;
  onRetry: () => void;
  onSave: (values: NisabFormOutput) => void;
  onClose: () => void;
  saving?: boolean;
  /** Why the last save failed; what was typed stays. */
  failure?: NisabMessage | null;
  /** The server's refusals of single fields, under each. */
  serverErrors?: ServerFieldErrors;
  /** Values typed over the stored ones (stories of a half-filled or refused form). */
  initialValues?: Partial<NisabFormValues>;
}

/** Words a message of the dialog: a translated one, or the server's own text as it came. */
function useNisabWords(): (message: NisabMessage) => string {
  const t = useMosqueSettingsT();
  return (message) => ('text' in message ? message.text : t(message.id, message.values));
}

/**
 * The zakat calculator's figures per currency (admins): the metal the nisab follows, a gram of gold and
 * of silver (a donor's metals are valued at these) and the day they were read, and for a currency other
 * than złoty the rate that converts zakat reckoned in it, with its day. The nisab itself is worked out
 * (85 g of gold or 595 g of silver at that price) and shown as it is typed, so staff never type a
 * figure that disagrees with its price.
 */
export function NisabDialog(props: NisabDialogProps) {
  const t = useMosqueSettingsT();
  const word = useNisabWords();
  const formId = useId();
  const title = t('mosqueSettings.nisab.set');
  const ready = props.settings !== undefined;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !props.saving) props.onClose();
      }}
      title={title}
      description={t('mosqueSettings.nisabForm.description')}
      footer={
        <>
          <Button variant="secondary" disabled={props.saving} onClick={props.onClose}>
            {t('mosqueSettings.nisabForm.cancel')}
          </Button>
          {ready ? (
            <Button type="submit" form={formId} loading={props.saving}>
              {t('mosqueSettings.nisabForm.save')}
            </Button>
          ) : null}
        </>
      }
    >
      {props.settings ? (
        <NisabForm {...props} settings={props.settings} formId={formId} title={title} />
      ) : props.loadFailure ? (
        <div role="alert" className="nisab-form__failure">
          <p>{word(props.loadFailure)}</p>
          <Button variant="secondary" size="sm" onClick={props.onRetry}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <p role="status">{t('app.loading')}</p>
      )}
    </Dialog>
  );
}

function NisabForm(
  props: NisabDialogProps & { settings: readonly NisabAnswer[]; formId: string; title: string },
) {
  const t = useMosqueSettingsT();
  const word = useNisabWords();
  const intl = useIntl();
  // Latin digits, as typed in the price boxes beside it.
  const money = (amount: number, currency: string) =>
    intl.formatNumber(amount, { style: 'currency', currency, numberingSystem: 'latn' });
  const currencyName = useCurrencyName();
  const [defaults] = useState<NisabFormValues>(() => ({
    ...initialNisabValues(props.settings),
    ...(props.initialValues as NisabFormValues | undefined),
  }));
  const form = useAppForm({ schema: nisabFormSchema, defaultValues: defaults, onSubmit: props.onSave });
  const values = useStore(form.store, (state) => state.values);
  const basis = values.basis === 'silver' ? 'silver' : 'gold';
  const typedPrice = values[`${basis}_price_per_gram`].trim();
  const price = typedPrice === '' ? Number.NaN : Number(typedPrice);
  const centre = values.currency === ZAKAT_CENTRE_CURRENCY;
  const preview =
    Number.isFinite(price) && price > 0
      ? t('mosqueSettings.nisabForm.preview', {
          grams: NISAB_GRAMS[basis],
          metal: basis,
          price: money(price, values.currency),
          nisab: money(nisabAmount(basis, price), values.currency),
        })
      : null;

  return (
    <form.AppForm>
      <FormElement
        id={props.formId}
        aria-label={props.title}
        className="nisab-form"
        busy={props.saving ?? false}
        issueMessage={nisabIssueMessage}
        serverErrors={props.serverErrors}
      >
        <Select
          label={t('mosqueSettings.nisabForm.currency')}
          name="currency"
          value={values.currency}
          onValueChange={(currency) => {
            // Another currency starts from its own stored figures, not from what was typed for this one.
            const next = nisabValuesOf(currency, props.settings);
            for (const key of NISAB_FORM_FIELDS) form.setFieldValue(key, next[key]);
          }}
          options={ZAKAT_CURRENCIES.map((code) => ({
            value: code,
            label: currencyName(code),
          }))}
        />
        <form.AppField name="basis">
          {() => (
            <BasisField
              legend={t('mosqueSettings.nisabForm.basis')}
              optionLabel={(basis) =>
                t('mosqueSettings.nisabForm.basisOption', { metal: basis, grams: NISAB_GRAMS[basis] })
              }
            />
          )}
        </form.AppField>
        <div className="nisab-form__amounts">
          {NISAB_BASES.map((metal) => (
            <form.AppField key={metal} name={`${metal}_price_per_gram`}>
              {() => (
                <PriceField
                  label={t('mosqueSettings.nisabForm.pricePerGram', { currency: values.currency, metal })}
                />
              )}
            </form.AppField>
          ))}
          <form.AppField name="as_of">
            {() => (
              <BoundDateField
                label={t('mosqueSettings.nisabForm.asOf')}
                description={t('mosqueSettings.nisabForm.asOfHint')}
                required
              />
            )}
          </form.AppField>
        </div>
        <p className="nisab-form__preview" data-slot="nisab-preview" aria-live="polite">
          {preview}
        </p>
        {centre ? null : (
          <fieldset className="nisab-form__group">
            <legend>{t('mosqueSettings.nisabForm.rateLegend', { currency: values.currency })}</legend>
            <p className="nisab-form__hint">
              {t('mosqueSettings.nisabForm.rateHint', { currency: values.currency })}
            </p>
            <div className="nisab-form__amounts">
              <form.AppField name="rate_to_centre">
                {() => (
                  <PriceField
                    label={t('mosqueSettings.nisabForm.rate', { currency: values.currency })}
                    required={false}
                  />
                )}
              </form.AppField>
              <form.AppField name="rate_as_of">
                {() => <BoundDateField label={t('mosqueSettings.nisabForm.rateAsOf')} />}
              </form.AppField>
            </div>
          </fieldset>
        )}
        <div role="alert" className="nisab-form__failure">
          {props.failure ? <p>{word(props.failure)}</p> : null}
        </div>
      </FormElement>
    </form.AppForm>
  );
}

/** A currency by its name in the interface's language: a code alone (IDR) says little. */
function useCurrencyName(): (code: string) => string {
  const locale = useUiLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}
