import type { ReactNode } from 'react';
import { type AuthFeedback, useAuthFeedbackText } from '../auth-intl';
import './auth.css';

/**
 * A message above a form. Errors use role="alert" so screen readers announce them at once;
 * confirmations use role="status" so they do not interrupt.
 */
export function FormAlert({
  tone,
  feedback,
  children,
}: {
  tone: 'error' | 'success';
  feedback: AuthFeedback;
  children?: ReactNode;
}) {
  const text = useAuthFeedbackText();
  return (
    <div className="form-alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="form-alert__text">{text(feedback)}</p>
      {children}
    </div>
  );
}
