import { type HTMLAttributes, type ReactNode, useId } from 'react';
import './text-field.css';

export interface TextFieldProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** A translated message; its presence marks the field invalid. */
  error?: string;
  description?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number' | 'date' | 'time';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A control shown inside the input's end edge (the password field's show/hide toggle). */
  endAdornment?: ReactNode;
}

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  description,
  type = 'text',
  autoComplete,
  required,
  disabled,
  readOnly,
  placeholder,
  inputMode,
  endAdornment,
}: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);

  return (
    <div
      data-slot="text-field"
      className="ui-text-field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label data-slot="label" className="ui-text-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ui-text-field__required">
            *
          </span>
        ) : null}
      </label>
      <div data-slot="control" className="ui-text-field__control">
        <input
          id={inputId}
          name={name}
          value={value}
          type={type}
          autoComplete={autoComplete}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          inputMode={inputMode}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          data-slot="input"
          className="ui-text-field__input"
          data-has-adornment={endAdornment ? true : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {endAdornment ? (
          <span data-slot="adornment" className="ui-text-field__adornment">
            {endAdornment}
          </span>
        ) : null}
      </div>
      {description ? (
        <p id={descriptionId} data-slot="description" className="ui-text-field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} data-slot="error" className="ui-text-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
