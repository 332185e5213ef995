import type { ReactNode } from 'react';
import { FieldFrame, useFieldIds } from '../field/field-frame';
import './text-area-field.css';

export interface TextAreaFieldProps {
  /** The visible label. */
  label: string;
  /** A hint under the label (what to write), read with the field. */
  description?: ReactNode;
  /** The form field name. */
  name: string;
  /** The text. */
  value: string;
  /** Called with the new text. */
  onChange: (value: string) => void;
  /** Called when focus leaves the text area (a form marks the field touched). */
  onBlur?: (() => void) | undefined;
  /** A translated message; its presence marks the field invalid. */
  error?: string | undefined;
  /** Marks the field as required. */
  required?: boolean | undefined;
  /** Greys the field out. */
  disabled?: boolean | undefined;
  /** Visible lines before it scrolls. */
  rows?: number | undefined;
  /**
   * The language of the text typed here when it differs from the page's (an Arabic answer typed in
   * an English desk): sets `lang`, and `dir` follows it so the text runs the right way.
   */
  lang?: string | undefined;
  /** Moves focus here on mount, or gives the parent a way to focus it (the first invalid field). */
  inputRef?: ((element: HTMLTextAreaElement | null) => void) | undefined;
}

/** A multi-line text field with the same label, required marker and error wiring as TextField. */
export function TextAreaField({
  label,
  description,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  rows = 4,
  lang,
  inputRef,
}: TextAreaFieldProps) {
  const ids = useFieldIds({ description, error });
  return (
    <FieldFrame
      slot="text-area-field"
      ids={ids}
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      error={error}
    >
      <textarea
        id={ids.inputId}
        ref={inputRef}
        name={name}
        value={value}
        rows={rows}
        required={required}
        disabled={disabled}
        lang={lang}
        dir={lang ? (lang === 'ar' ? 'rtl' : 'ltr') : undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        data-slot="input"
        className="ui-text-field__input ui-text-area-field__input"
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}
