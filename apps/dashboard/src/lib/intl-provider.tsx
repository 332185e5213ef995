import type { Locale } from '@minbar/ui/provider/ui-provider';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DASHBOARD_MESSAGES } from './i18n';

export function DashboardIntlProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={DASHBOARD_MESSAGES[locale]} defaultLocale="pl">
      {children}
    </IntlProvider>
  );
}
