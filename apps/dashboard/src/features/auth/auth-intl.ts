import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import type en from './locales/en.json';

export type AuthMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one (errors, validation). */
export interface AuthMessage {
  id: AuthMessageId | MessageId;
  values?: MessageValues;
}

/**
 * Something to tell the visitor: an AuthMessage, or a server text the app has no translation for,
 * shown as given rather than hidden (docs/decisions/0008).
 */
export type AuthFeedback = AuthMessage | { text: string };

/**
 * The account pages' own messages, one language per page, layered over the app's shared ones; typed
 * loaders make a key missing from ar or pl a type error. AUTH_MESSAGES holds every language for tests
 * and stories. main.tsx asks for the active language's file beside the first page's code, by the same
 * path as the loaders below, so the sign-in page never waits for it.
 */
export const { FeatureIntlProvider: AuthIntlProvider, everyLocale: AUTH_MESSAGES } = createFeatureIntl<
  Record<AuthMessageId, string>
>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function useAuthT(): (id: AuthMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Turns AuthFeedback into text in the active language. */
export function useAuthFeedbackText(): (feedback: AuthFeedback) => string {
  const t = useAuthT();
  return (feedback) => ('id' in feedback ? t(feedback.id, feedback.values) : feedback.text);
}
