import { storyLocale } from '@minbar/ui/provider/story-locale';
import type { Locale } from '@minbar/ui/provider/ui-provider';
import { ToastProvider } from '@minbar/ui/toast/toast';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { createIntl } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { DASHBOARD_MESSAGES, type MessageId, type MessageValues } from '../lib/i18n';
import { DashboardIntlProvider } from '../lib/intl-provider';
import { createLocaleState, LocaleProvider } from '../lib/locale-state';
import '../lib/page/page.css';

/**
 * The dashboard's providers for a screen story: its messages in the toolbar's language, a router
 * for links, a query cache and toasts. Screens get their data from args, never from a server.
 */
export const withDashboard: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals);
  return (
    <StoryProviders locale={locale}>
      <Story />
    </StoryProviders>
  );
};

function StoryProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  // The toolbar's language, not the browser's stored one, and a story never writes the stored one.
  const localeState = useMemo(() => createLocaleState(locale, null), [locale]);
  return (
    <LocaleProvider value={localeState}>
      <JotaiProvider>
        <QueryClientProvider client={queryClient}>
          <DashboardIntlProvider locale={locale}>
            <ToastProvider>
              <MemoryRouter>{children}</MemoryRouter>
            </ToastProvider>
          </DashboardIntlProvider>
        </QueryClientProvider>
      </JotaiProvider>
    </LocaleProvider>
  );
}

/** A dashboard message in the story's language, so play functions assert in en, ar and pl alike. */
export function storyText(globals: Record<string, unknown>, id: MessageId, values?: MessageValues): string {
  const locale = storyLocale(globals);
  return createIntl({ locale, messages: DASHBOARD_MESSAGES[locale] }).formatMessage({ id }, values);
}

/**
 * The decorators of a feature's stories: the dashboard's providers, then the feature's own messages
 * layered over the app's (as its route does).
 */
export function withFeatureMessages(Provider: ComponentType<{ children: ReactNode }>): Decorator[] {
  return [
    (Story) => (
      <Provider>
        <Story />
      </Provider>
    ),
    withDashboard,
  ];
}

/** storyText over a feature's own messages as well as the app's, for that feature's play functions. */
export function featureStoryText<Id extends string>(messages: Record<Locale, Record<Id, string>>) {
  return (globals: Record<string, unknown>, id: Id | MessageId, values?: MessageValues): string => {
    const locale = storyLocale(globals);
    return createIntl({
      locale,
      messages: { ...DASHBOARD_MESSAGES[locale], ...messages[locale] },
    }).formatMessage({ id }, values);
  };
}

/**
 * A whole screen laid out as the shell lays it out: the shell's background and its main area's
 * padding, so a screen story has the widths (and wraps) of the app. Goes with `layout: 'fullscreen'`.
 */
export const withDashboardPage: Decorator = (Story) => (
  <div className="dashboard-page-area dashboard-page-area--alone">
    <Story />
  </div>
);
