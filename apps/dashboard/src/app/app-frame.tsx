import { UiProvider } from '@minbar/ui/provider/ui-provider';
import { ToastProvider } from '@minbar/ui/toast/toast';
import { Outlet } from 'react-router';
import { DashboardIntlProvider } from '../lib/intl-provider';
import { useLocale } from '../lib/locale-state';

/** The language frame of every route: widgets, messages, direction and toasts follow the chosen locale. */
export function AppFrame() {
  const [locale] = useLocale();
  return (
    <UiProvider locale={locale}>
      <DashboardIntlProvider locale={locale}>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </DashboardIntlProvider>
    </UiProvider>
  );
}
