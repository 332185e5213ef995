import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import type en from './locales/en.json';

export type SubjectsMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one, or a server text. */
export type SubjectsMessage =
  | { id: SubjectsMessageId | MessageId; values?: MessageValues }
  | { text: string };

/**
 * The Subjects and teachers area's own messages, one language per page, layered over the app's shared ones; typed
 * loaders make a key missing from ar or pl a type error. SUBJECTS_MESSAGES holds every language for
 * tests and stories.
 */
export const { FeatureIntlProvider: SubjectsIntlProvider, everyLocale: SUBJECTS_MESSAGES } =
  createFeatureIntl<Record<SubjectsMessageId, string>>({
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
    pl: () => import('./locales/pl.json'),
  });

/** A typed formatter over this area's keys and the app's shared ones. */
export function useSubjectsT(): (id: SubjectsMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Words a stored message: a translated one, or the server's own text as it came. */
export function useSubjectsMessage(): (message: SubjectsMessage) => string {
  const t = useSubjectsT();
  return (message) => ('text' in message ? message.text : t(message.id, message.values));
}
