import type { ReactNode } from 'react';
import './choice-chips.css';

export interface ChoiceChipsProps<Value extends string> {
  legend: ReactNode;
  /** The radios' name, one group per form field. */
  name: string;
  options: readonly { value: Value; label: ReactNode }[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * One choice among a few, drawn as a row of chips: native radios in a fieldset, so the group is
 * named by its legend and arrow keys move the choice; the chip of the checked radio is filled and
 * the focused one ringed. The donate amounts and the booking's "who is coming" use it.
 */
export function ChoiceChips<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceChipsProps<Value>) {
  return (
    <fieldset className="choice-chips">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="choice-chips__option"
          data-checked={value === option.value || undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
