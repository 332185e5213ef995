import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import type { ServerFieldErrors } from '../../../lib/forms/form-context';
import { FormElement } from '../../../lib/forms/form-element';
import type { AuthFeedback } from '../auth-intl';
import { FormAlert } from './form-alert';
import './auth.css';

export interface AuthFormProps {
  submitting: boolean;
  submitLabel: ReactNode;
  /** The form is finished (a password was reset): the submit button is disabled and nothing is sent. */
  done?: boolean;
  /** The server's refusal, announced above the fields. */
  failure: AuthFeedback | null;
  /** The server's messages under fields; each goes when its field is edited. */
  serverFieldErrors?: ServerFieldErrors;
  /** A way out shown inside the failure message (the link to /verify). */
  failureAction?: ReactNode;
  /** A confirmation shown under the failure message. */
  notice?: ReactNode;
  /** Buttons after the submit button (Resend). */
  secondaryActions?: ReactNode;
  /** The visitor started using the form (typed, clicked or pressed a key in it). */
  onEngage?: () => void;
  /** The screen's fields (form.AppField); render the whole form inside the screen's form.AppForm. */
  children: ReactNode;
}

/**
 * The form of an account screen: the screen's schema is checked before anything is sent, a second
 * submit while one runs sends nothing, and the failure message comes before the fields.
 */
export function AuthForm({
  submitting,
  submitLabel,
  done = false,
  failure,
  serverFieldErrors,
  failureAction,
  notice,
  secondaryActions,
  onEngage,
  children,
}: AuthFormProps) {
  return (
    <FormElement
      className="auth-form"
      busy={submitting}
      locked={done}
      serverErrors={serverFieldErrors}
      onInput={onEngage}
      onPointerDown={onEngage}
      onKeyDown={onEngage}
    >
      {failure ? (
        <FormAlert tone="error" feedback={failure}>
          {failureAction}
        </FormAlert>
      ) : null}
      {notice}
      {children}
      <div className="auth-form__actions">
        <Button type="submit" loading={submitting} disabled={done}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
    </FormElement>
  );
}
