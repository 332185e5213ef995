import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import { type MailKindMessageId, withMailKindWords } from '../../lib/mail-kinds/mail-kind-words';
import type en from './locales/en.json';

export type SentMailMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one. */
export interface SentMailMessage {
  id: SentMailMessageId | MessageId;
  values?: MessageValues;
}

/**
 * The sent-mail area's own messages with the words of each mail kind, one language per page, over the
 * app's shared ones.
 */
export const { FeatureIntlProvider: SentMailIntlProvider, everyLocale: SENT_MAIL_MESSAGES } =
  createFeatureIntl<Record<SentMailMessageId | MailKindMessageId, string>>(
    withMailKindWords({
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
      pl: () => import('./locales/pl.json'),
    }),
  );

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function useSentMailT(): (id: SentMailMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
