import { useState } from 'react';
import { useUiMessage } from '../provider/ui-provider';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import './password-field.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment' | 'inputMode'>;

/** A TextField for passwords with a button that shows or hides what was typed. */
export function PasswordField(props: PasswordFieldProps) {
  const t = useUiMessage();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          data-slot="visibility-toggle"
          className="ui-password-field__toggle"
          data-state={visible ? 'visible' : 'hidden'}
          // A toggle with a stable name: its pressed state says whether the password is shown.
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          <EyeIcon crossed={visible} />
          <span className="visually-hidden">{t('ui.passwordField.show')}</span>
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" /> : null}
    </svg>
  );
}
