import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import type en from './locales/en.json';

export type AuditMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one. */
export interface AuditMessage {
  id: AuditMessageId | MessageId;
  values?: MessageValues;
}

/** The audit trail's own messages, one language per page, over the app's shared ones. */
export const { FeatureIntlProvider: AuditIntlProvider, everyLocale: AUDIT_MESSAGES } = createFeatureIntl<
  Record<AuditMessageId, string>
>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function useAuditT(): (id: AuditMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
