import {
  createMessageCatalogue,
  everyLocaleOf,
  type LocaleModule,
} from '@minbar/ui/provider/message-catalogue';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { dashboardCatalogue } from './i18n';

type Catalogue = Record<string, string>;
export type FeatureMessages<M extends Catalogue> = Record<Locale, M>;

/**
 * A dashboard area's own messages live in its folder (features/<area>/locales/*.json) and load with
 * its lazy chunk, one language at a time, so the sign-in page never downloads the prayer or fatwa
 * texts and an area never downloads the languages not shown. The area's provider layers them over
 * the app's shared messages; the app's keys stay reachable.
 *
 * `loaders` imports each locale file; `everyLocale` holds all three for tests and stories, whose setup
 * loads every language first.
 *
 * Call it once per area at module level (`export const { ... } = createFeatureIntl(...)`), never
 * during render: the component and hook it returns must keep their identity for React.
 */
export function createFeatureIntl<M extends Catalogue>(
  loaders: Record<Locale, () => Promise<LocaleModule<M>>>,
) {
  const catalogue = createMessageCatalogue(loaders);

  // biome-ignore lint/correctness/noComponentHookFactories: created once per area at module level.
  function FeatureIntlProvider({ children }: { children: ReactNode }) {
    const locale = useIntl().locale as Locale;
    const shared = dashboardCatalogue.useMessages(locale);
    const own = catalogue.useMessages(locale);
    const messages = useMemo(() => ({ ...shared, ...own }), [shared, own]);
    return (
      <IntlProvider locale={locale} defaultLocale="pl" messages={messages}>
        {children}
      </IntlProvider>
    );
  }

  /** A typed formatter over the area's keys: an unknown id is a compile error. */
  // biome-ignore lint/correctness/noComponentHookFactories: created once per area at module level.
  function useFeatureT(): (id: keyof M & string, values?: Record<string, string | number | Date>) => string {
    const intl = useIntl();
    return (id, values) => intl.formatMessage({ id }, values);
  }

  return { FeatureIntlProvider, useFeatureT, everyLocale: everyLocaleOf(catalogue) };
}
