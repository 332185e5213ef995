import { clampCreateAmount, PAYMENT_TYPES } from '@minbar/domain/donations/category';
import { TextField } from '@minbar/ui/text-field/text-field';
import { useId } from 'react';
import { useBoundField } from '../../../lib/forms/fields';
import { useDonationsT } from '../donations-intl';
import './donations.css';

/**
 * An amount typed as text (a half-typed '12.' stays as it is). With `clamp` (a new category's default
 * value and target) leaving the field raises a blank or smaller number to 1, the least those take.
 */
export function AmountField({
  label,
  description,
  clamp = false,
  required = true,
}: {
  label: string;
  description?: string;
  clamp?: boolean;
  required?: boolean;
}) {
  const { ref, onBlur, onChange, ...bound } = useBoundField();
  return (
    <TextField
      {...bound}
      label={label}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      required={required}
      inputRef={ref}
      onChange={onChange}
      onBlur={() => {
        if (clamp) {
          const typed = bound.value.trim() === '' ? Number.NaN : Number(bound.value);
          const clamped = clampCreateAmount(typed);
          if (clamped !== typed) onChange(String(clamped));
        }
        onBlur();
      }}
    />
  );
}

/**
 * One of a few values as radio buttons in a fieldset (arrow keys move between them): the form's bound
 * field, its legend, each option's label and the field's message.
 */
export function RadioChoiceField<T extends string>({
  legend,
  options,
  optionLabel,
}: {
  legend: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
}) {
  const { ref, value, onChange, onBlur, error, name } = useBoundField();
  const errorId = useId();
  return (
    <fieldset className="donation-form__choice" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option} className="donation-form__radio">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            onBlur={onBlur}
            ref={index === 0 ? ref : undefined}
          />
          {optionLabel(option)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="donation-form__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Monthly or One Time. */
export function PaymentTypeField() {
  const t = useDonationsT();
  return (
    <RadioChoiceField
      legend={t('donations.form.paymentType')}
      options={PAYMENT_TYPES}
      optionLabel={(type) => t(`donations.paymentType.${type}`)}
    />
  );
}

/** Whether donors see the category: 'true' or 'false' in the form's values. */
export function AvailableField() {
  const t = useDonationsT();
  const { ref, value, onChange, onBlur, name } = useBoundField();
  return (
    <label className="donation-form__checkbox">
      <input
        type="checkbox"
        name={name}
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        onBlur={onBlur}
        ref={ref}
      />
      {t('donations.form.available')}
    </label>
  );
}
