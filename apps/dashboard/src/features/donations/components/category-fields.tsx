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
}: {
  label: string;
  description?: string;
  clamp?: boolean;
}) {
  const { ref, onBlur, onChange, ...bound } = useBoundField();
  return (
    <TextField
      {...bound}
      label={label}
      description={description}
      inputMode="decimal"
      autoComplete="off"
      required
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

/** Monthly or One Time, as two radio buttons (arrow keys move between them). */
export function PaymentTypeField() {
  const t = useDonationsT();
  const { ref, value, onChange, onBlur, error, name } = useBoundField();
  const errorId = useId();
  return (
    <fieldset className="donation-form__choice" aria-describedby={error ? errorId : undefined}>
      <legend>{t('donations.form.paymentType')}</legend>
      {PAYMENT_TYPES.map((type, index) => (
        <label key={type} className="donation-form__radio">
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            onBlur={onBlur}
            ref={index === 0 ? ref : undefined}
          />
          {t(`donations.paymentType.${type}`)}
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
