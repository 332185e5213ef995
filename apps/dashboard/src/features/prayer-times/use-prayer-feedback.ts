import { useIntl } from 'react-intl';
import type { PrayerFeedback } from './prayer-intl';

/** Turns PrayerFeedback into text in the active language. */
export function usePrayerFeedbackText(): (feedback: PrayerFeedback) => string {
  const intl = useIntl();
  return (feedback) =>
    'id' in feedback ? intl.formatMessage({ id: feedback.id }, feedback.values) : feedback.text;
}
