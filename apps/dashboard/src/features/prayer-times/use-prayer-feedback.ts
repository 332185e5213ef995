import { useToast } from '@minbar/ui/toast/toast';
import { useIntl } from 'react-intl';
import type { PrayerFeedback } from './prayer-intl';

/** Turns PrayerFeedback into text in the active language. */
export function usePrayerFeedbackText(): (feedback: PrayerFeedback) => string {
  const intl = useIntl();
  return (feedback) =>
    'id' in feedback ? intl.formatMessage({ id: feedback.id }, feedback.values) : feedback.text;
}

/** Success and failure toasts of the area's saves, in the active language. */
export function usePrayerToast(): {
  success: (feedback: PrayerFeedback) => void;
  failure: (feedback: PrayerFeedback) => void;
} {
  const toast = useToast();
  const text = usePrayerFeedbackText();
  return {
    success: (feedback) => toast.show({ tone: 'success', message: text(feedback) }),
    failure: (feedback) => toast.show({ tone: 'error', message: text(feedback) }),
  };
}
