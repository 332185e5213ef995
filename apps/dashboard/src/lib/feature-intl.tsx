import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DASHBOARD_MESSAGES } from './i18n';

type Catalogue = Record<string, string>;
export type FeatureMessages<M extends Catalogue> = Record<Locale, M>;

/**
 * A dashboard area's own messages live in its folder (features/<area>/locales/*.json) and load with
 * its lazy chunk, so the sign-in page never downloads the prayer or fatwa texts. The area's
 * provider layers them over the app's shared messages; the app's keys stay reachable.
 *
 * Call it once per area at module level (`export const { ... } = createFeatureIntl(...)`), never
 * during render: the component and hook it returns must keep their identity for React.
 */
export function createFeatureIntl<M extends Catalogue>(messages: FeatureMessages<M>) {
  // biome-ignore lint/correctness/noComponentHookFactories: created once per area at module level.
  function FeatureIntlProvider({ children }: { children: ReactNode }) {
    const locale = useIntl().locale as Locale;
    return (
      <IntlProvider
        locale={locale}
        defaultLocale="pl"
        messages={{ ...DASHBOARD_MESSAGES[locale], ...messages[locale] }}
      >
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

  return { FeatureIntlProvider, useFeatureT };
}
