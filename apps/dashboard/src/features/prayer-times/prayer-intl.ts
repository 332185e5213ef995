import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId } from '../../lib/i18n';
import type en from './locales/en.json';

/** The prayer-times screen's messages, layered over the app's, one language per page. */
export const { FeatureIntlProvider: PrayerIntlProvider, useFeatureT: usePrayerT } = createFeatureIntl<
  Record<keyof typeof en, string>
>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});

export type PrayerMessageId = keyof typeof en & `prayer.${string}`;

/**
 * Something to tell the user: one of this area's messages, one of the app's shared ones (network,
 * server), or a server text the app has no translation for, shown as given (docs/decisions/0008).
 */
export type PrayerFeedback =
  | { id: PrayerMessageId | MessageId; values?: Record<string, string | number> }
  | { text: string };
