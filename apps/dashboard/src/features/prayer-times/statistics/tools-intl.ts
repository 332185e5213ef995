import { createFeatureIntl } from '../../../lib/feature-intl';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';

/*
 * The prayer-times area keeps one catalogue (features/prayer-times/locales); the import, chart,
 * statistics and suggestion tools read their `tools.` keys from it. The formatter only reads the
 * react-intl context, so these components work under the area route's provider as under this one.
 */
export const { FeatureIntlProvider: PrayerToolsIntlProvider, useFeatureT: usePrayerToolsT } =
  createFeatureIntl({ en, ar, pl });

export type PrayerToolsMessageId = keyof typeof en & `tools.${string}`;
