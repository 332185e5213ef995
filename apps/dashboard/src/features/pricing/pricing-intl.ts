import { useIntl } from 'react-intl';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId, MessageValues } from '../../lib/i18n';
import type en from './locales/en.json';

export type PricingMessageId = keyof typeof en;

/** A message to show later, from this area's catalogue or the app's shared one, or a server text. */
export type PricingMessage = { id: PricingMessageId | MessageId; values?: MessageValues } | { text: string };

/**
 * The pricing area's own messages (packages and their subscribers), one language per page, layered over the app's shared ones;
 * typed loaders make a key missing from ar or pl a type error. PRICING_MESSAGES holds every
 * language for tests and stories.
 */
export const { FeatureIntlProvider: PricingIntlProvider, everyLocale: PRICING_MESSAGES } = createFeatureIntl<
  Record<PricingMessageId, string>
>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

/** A typed formatter over this area's keys and the app's shared ones: an unknown id is a compile error. */
export function usePricingT(): (id: PricingMessageId | MessageId, values?: MessageValues) => string {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Words a stored message: a translated one, or the server's own text as it came. */
export function usePricingMessage(): (message: PricingMessage) => string {
  const t = usePricingT();
  return (message) => ('text' in message ? message.text : t(message.id, message.values));
}
