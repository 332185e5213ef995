import { createMessageCatalogue, everyLocaleOf } from '@minbar/ui/provider/message-catalogue';
import { useIntl } from 'react-intl';
import type en from '../locales/en.json';

export { DEFAULT_LOCALE, LANGUAGE_STORAGE_KEY, readStoredLocale } from './stored-language';

export type MessageId = keyof typeof en;
type DashboardCatalogue = Record<MessageId, string>;
export type MessageValues = Record<string, string | number>;

/** A message to show later: screens receive these, never raw strings, so they stay translatable. */
export interface Message {
  id: MessageId;
  values?: MessageValues;
}

/** The app's shared messages, one chunk per language; a key missing from ar or pl is a type error. */
export const dashboardCatalogue = createMessageCatalogue<DashboardCatalogue>({
  en: () => import('../locales/en.json'),
  ar: () => import('../locales/ar.json'),
  pl: () => import('../locales/pl.json'),
});

/** Every language at once, for tests and stories (read after their setup has loaded every locale). */
export const DASHBOARD_MESSAGES = everyLocaleOf(dashboardCatalogue);

/** A typed formatter: an unknown message id is a compile error, not a blank label. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
