import { byLocale } from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { createFeatureIntl } from '../../lib/feature-intl';
import type en from './locales/en.json';

export type FatwaMessageId = keyof typeof en;
type FatwaCatalogue = Record<FatwaMessageId, string>;

/** Every language at once, for tests and stories only: a production build loads one language per page. */
export const FATWA_MESSAGES = (
  import.meta.env.PROD
    ? {}
    : byLocale(import.meta.glob<FatwaCatalogue>('./locales/*.json', { eager: true, import: 'default' }))
) as Record<Locale, FatwaCatalogue>;

/** Typed loaders: a key missing from ar or pl is a type error. */
export const { FeatureIntlProvider: FatwaIntlProvider, useFeatureT: useFatwaT } =
  createFeatureIntl<FatwaCatalogue>(
    {
      en: () => import('./locales/en.json'),
      ar: () => import('./locales/ar.json'),
      pl: () => import('./locales/pl.json'),
    },
    FATWA_MESSAGES,
  );
