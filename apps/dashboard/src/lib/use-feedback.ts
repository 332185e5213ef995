import { useIntl } from 'react-intl';
import type { Feedback } from './feedback';

/** Turns Feedback into text in the active language. */
export function useFeedbackText(): (feedback: Feedback) => string {
  const intl = useIntl();
  return (feedback) =>
    'id' in feedback ? intl.formatMessage({ id: feedback.id }, feedback.values) : feedback.text;
}
