import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import type en from './locales/en.json';

export type EventsMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one, or a server text. */
export type EventsMessage = { id: EventsMessageId | MessageId; values?: MessageValues } | { text: string };

/**
 * The events area's own messages, one language per page, layered over the app's shared ones; typed
 * loaders make a key missing from ar or pl a type error. EVENTS_MESSAGES holds every language for tests
 * and stories.
 */
export const { FeatureIntlProvider: EventsIntlProvider, everyLocale: EVENTS_MESSAGES } = createFeatureIntl<
  Record<EventsMessageId, string>
>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function useEventsT(): (id: EventsMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Words a stored message: a translated one, or the server's own text as it came. */
export function useEventsMessage(): (message: EventsMessage) => string {
  const t = useEventsT();
  return (message) => ('text' in message ? message.text : t(message.id, message.values));
}
