import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { dashboardCatalogue } from './i18n';

export function DashboardIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={dashboardCatalogue.useMessages(locale)} defaultLocale="pl">
      {children}
    </IntlProvider>
  );
}
