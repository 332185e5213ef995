import { byLocale } from '@minbar/ui/provider/message-catalogue';
import { createFeatureIntl } from '../../lib/feature-intl';
import type { MessageId } from '../../lib/i18n';
import type en from './locales/en.json';

type PrayerCatalogue = Record<keyof typeof en, string>;

/**
 * The prayer-times screen's messages, layered over the app's inside the area's lazy chunk, one
 * language per page in a production build (every language at once in tests and stories).
 */
export const { FeatureIntlProvider: PrayerIntlProvider, useFeatureT: usePrayerT } =
  createFeatureIntl<PrayerCatalogue>(
    {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
      pl: () => import('./locales/pl.json'),
    },
    import.meta.env.PROD
      ? {}
      : byLocale(import.meta.glob<PrayerCatalogue>('./locales/*.json', { eager: true, import: 'default' })),
  );

export type PrayerMessageId = keyof typeof en & `prayer.${string}`;

/**
 * Something to tell the user: one of this area's messages, one of the app's shared ones (network,
 * server), or a server text the app has no translation for, shown as given (DECISIONS 11).
 */
export type PrayerFeedback =
  | { id: PrayerMessageId | MessageId; values?: Record<string, string | number> }
  | { text: string };
