import { createFeatureIntl } from '../../lib/feature-intl';
import type en from './locales/en.json';

export type FatwaMessageId = keyof typeof en;

/**
 * The fatwa desk's messages, one language per page; typed loaders make a key missing from ar or pl a
 * type error. FATWA_MESSAGES holds every language for tests and stories.
 */
export const {
  FeatureIntlProvider: FatwaIntlProvider,
  useFeatureT: useFatwaT,
  everyLocale: FATWA_MESSAGES,
} = createFeatureIntl<Record<FatwaMessageId, string>>({
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
  pl: () => import('./locales/pl.json'),
});
