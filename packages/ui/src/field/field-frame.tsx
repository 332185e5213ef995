import { type ReactNode, useId } from 'react';
import '../text-field/text-field.css';

export interface FieldIds {
  /** For the control: the label points at it. */
  inputId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** For the control's aria-describedby: the description, then the error, each when shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** The ids that tie a field's control to its label, description and error. */
export function useFieldIds({
  description,
  error,
}: {
  description?: ReactNode;
  error?: string | undefined;
}): FieldIds {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return {
    inputId: `${id}-input`,
    descriptionId,
    errorId,
    describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
  };
}

export interface FieldFrameProps {
  /** The field's data-slot ('text-field', 'text-area-field'). */
  slot: string;
  ids: FieldIds;
  label: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  description?: ReactNode;
  /** A translated message; its presence marks the field invalid. */
  error?: string | undefined;
  /** The control, given ids.inputId and ids.describedBy. */
  children: ReactNode;
}

/** A text field's frame: the label with its required marker, the control, its description and error. */
export function FieldFrame({
  slot,
  ids,
  label,
  required,
  disabled,
  description,
  error,
  children,
}: FieldFrameProps) {
  return (
    <div
      data-slot={slot}
      className="ui-text-field"
      data-invalid={ids.invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <label data-slot="label" className="ui-text-field__label" htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ui-text-field__required">
            *
          </span>
        ) : null}
      </label>
      {children}
      {description ? (
        <p id={ids.descriptionId} data-slot="description" className="ui-text-field__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} data-slot="error" className="ui-text-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
