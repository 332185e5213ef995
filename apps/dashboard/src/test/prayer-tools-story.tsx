import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Decorator } from '@storybook/react-vite';
import { createIntl } from 'react-intl';
import ar from '../features/prayer-times/locales/ar.json';
import en from '../features/prayer-times/locales/en.json';
import pl from '../features/prayer-times/locales/pl.json';
import { PrayerIntlProvider } from '../features/prayer-times/prayer-intl';
import type { PrayerToolsMessageId } from '../features/prayer-times/statistics/tools-messages';
import { PrayerStoryApi } from './prayer-times-story-support';

/** Layers the area's catalogue over the dashboard's; list it before `withDashboard` (innermost first). */
export const withPrayerTools: Decorator = (Story) => (
  <PrayerStoryApi>
    <PrayerIntlProvider>
      <Story />
    </PrayerIntlProvider>
  </PrayerStoryApi>
);

const CATALOGUES = { en, ar, pl };

/** A tools message in the story's language, so play functions assert in en, ar and pl alike. */
export function toolsText(
  globals: Record<string, unknown>,
  id: PrayerToolsMessageId,
  values?: Record<string, string | number>,
): string {
  const locale = storyLocale(globals);
  return createIntl({ locale, messages: CATALOGUES[locale] }).formatMessage({ id }, values);
}
