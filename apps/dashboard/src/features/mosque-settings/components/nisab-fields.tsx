import { NISAB_BASES, type NisabBasis } from '@minbar/domain/donations/zakat';
import { useId } from 'react';
import { TextField, useBoundField } from '../../../lib/forms/fields';
import './nisab-dialog.css';

/** A price or a rate typed as text, so a half-typed '473.' stays as it is until the form reads it. */
export function PriceField({ label, required = true }: { label: string; required?: boolean }) {
  return <TextField label={label} inputMode="decimal" autoComplete="off" required={required} />;
}

/**
 * Gold or silver as radio buttons in a fieldset (arrow keys move between them): the form's bound
 * field, its legend, each metal's label and the field's message.
 */
export function BasisField({
  legend,
  optionLabel,
}: {
  legend: string;
  optionLabel: (basis: NisabBasis) => string;
}) {
  const { ref, value, onChange, onBlur, error, name } = useBoundField();
  const errorId = useId();
  return (
    <fieldset className="nisab-form__choice" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {NISAB_BASES.map((basis, index) => (
        <label key={basis} className="nisab-form__radio">
          <input
            type="radio"
            name={name}
            value={basis}
            checked={value === basis}
            onChange={() => onChange(basis)}
            onBlur={onBlur}
            ref={index === 0 ? ref : undefined}
          />
          {optionLabel(basis)}
        </label>
      ))}
      {error ? (
        <p id={errorId} className="nisab-form__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
