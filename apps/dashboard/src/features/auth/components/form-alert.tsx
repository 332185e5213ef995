import type { ReactNode } from 'react';
import type { Feedback } from '../../../lib/feedback';
import { useFeedbackText } from '../../../lib/use-feedback';

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
  feedback: Feedback;
  children?: ReactNode;
}) {
  const text = useFeedbackText();
  return (
    <div className="form-alert" data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="form-alert__text">{text(feedback)}</p>
      {children}
    </div>
  );
}
