import { Button } from '@minbar/ui/button/button';
import type { FormEvent, ReactNode } from 'react';
import type { Feedback } from '../../../lib/feedback';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  /** Called on submit, unless a submit is already running or the form is done. */
  onSubmit: () => void;
  submitting: boolean;
  submitLabel: ReactNode;
  /** The form is finished (a password was reset): the submit button is disabled and nothing is sent. */
  done?: boolean;
  /** The server's refusal, announced above the fields. */
  failure: Feedback | null;
  /** A way out shown inside the failure message (the link to /verify). */
  failureAction?: ReactNode;
  /** A confirmation shown under the failure message. */
  notice?: ReactNode;
  /** Buttons after the submit button (Resend). */
  secondaryActions?: ReactNode;
  /** The screen's fields. */
  children: ReactNode;
}

/**
 * The form of an account screen: client checks run before anything is sent (the screen's onSubmit),
 * a second submit while one runs sends nothing, and the failure message comes before the fields.
 */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  done = false,
  failure,
  failureAction,
  notice,
  secondaryActions,
  children,
}: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting || done) return;
    onSubmit();
  };

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
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
    </form>
  );
}
