import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../field/field-frame';
import './text-field.css';

export interface TextFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** The form field name. */
  name: string;
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Called when focus leaves the input (a form marks the field touched). */
  onBlur?: (() => void) | undefined;
  /** Gives the parent the input, to focus it (the first invalid field of a refused submit). */
  inputRef?: ((element: HTMLInputElement | null) => void) | undefined;
  /** A translated message; its presence marks the field invalid. */
  error?: string | undefined;
  /** A hint under the field. */
  description?: ReactNode;
  /** The input type; `email`, `tel`, `url` and `number` are typed left to right in every language. */
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number' | 'date' | 'time' | undefined;
  /** The browser autofill hint. */
  autoComplete?: string | undefined;
  /** Marks the field as required. */
  required?: boolean | undefined;
  /** Greys the field out. */
  disabled?: boolean | undefined;
  /** Shows the value without letting it change. */
  readOnly?: boolean | undefined;
  /** An example value; never a replacement for the label. */
  placeholder?: string | undefined;
  /** Bounds and granularity of a date, time or number input ('2026-01-31', '0.1'). */
  min?: string | undefined;
  /** The highest value for number, date and time inputs. */
  max?: string | undefined;
  /** The step for number and time inputs. */
  step?: string | undefined;
  /** The on-screen keyboard to show. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'] | undefined;
  /** A control shown inside the input's end edge (the password field's show/hide toggle). */
  endAdornment?: ReactNode;
}

/**
 * Values that read left to right in every language: in an Arabic form a phone number typed into a
 * right-to-left input is drawn '00 00 000 22 48+', a number below zero '5-', an address ending in a
 * point has the point jump in front.
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url', 'number']);

/** A labelled input with a required marker, a hint and an error message wired to it (`aria-invalid`, `aria-describedby`). */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  description,
  type = 'text',
  autoComplete,
  required,
  disabled,
  readOnly,
  placeholder,
  min,
  max,
  step,
  inputMode,
  endAdornment,
}: TextFieldProps) {
  const ids = useFieldIds({ description, error });

  return (
    <FieldFrame
      slot="text-field"
      ids={ids}
      label={label}
      required={required}
      disabled={disabled}
      description={description}
      error={error}
    >
      <div data-slot="control" className="ui-text-field__control">
        <input
          id={ids.inputId}
          ref={inputRef}
          name={name}
          value={value}
          type={type}
          dir={LEFT_TO_RIGHT_TYPES.has(type) ? 'ltr' : undefined}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          min={min}
          max={max}
          step={step}
          inputMode={inputMode}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          data-slot="input"
          className="ui-text-field__input"
          data-has-adornment={endAdornment ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {endAdornment ? (
          <span data-slot="adornment" className="ui-text-field__adornment">
            {endAdornment}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
