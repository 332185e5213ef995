import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import { type MailKindMessageId, withMailKindWords } from '../../lib/mail-kinds/mail-kind-words';
import type en from './locales/en.json';

export type MosqueSettingsMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one (errors, roles). */
export interface MosqueSettingsMessage {
  id: MosqueSettingsMessageId | MessageId;
  values?: MessageValues;
}

/**
 * The mosque settings area's own messages with the words of each mail kind (the last refusal names
 * its mail's kind), one language per page, layered over the app's shared ones; typed loaders make a
 * key missing from ar or pl a type error. MOSQUE_SETTINGS_MESSAGES holds every language for tests and
 * stories.
 */
export const { FeatureIntlProvider: MosqueSettingsIntlProvider, everyLocale: MOSQUE_SETTINGS_MESSAGES } =
  createFeatureIntl<Record<MosqueSettingsMessageId | MailKindMessageId, string>>(
    withMailKindWords({
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
      pl: () => import('./locales/pl.json'),
    }),
  );

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function useMosqueSettingsT(): (
  id: MosqueSettingsMessageId | MessageId,
  values?: MessageValues,
) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
