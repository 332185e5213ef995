import { createFeatureIntl } from '../../lib/feature-intl';
import ar from './locales/ar.json';
import en from './locales/en.json';
import pl from './locales/pl.json';

export type FatwaMessageId = keyof typeof en;

/** `satisfies` turns a key missing from ar or pl into a type error. */
export const FATWA_MESSAGES = { en, ar, pl } satisfies Record<
  'en' | 'ar' | 'pl',
  Record<FatwaMessageId, string>
>;

export const { FeatureIntlProvider: FatwaIntlProvider, useFeatureT: useFatwaT } =
  createFeatureIntl(FATWA_MESSAGES);
