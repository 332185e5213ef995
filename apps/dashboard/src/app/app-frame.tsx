import { UiProvider } from '@minbar/ui/provider/ui-provider';
import { ToastProvider } from '@minbar/ui/toast/toast';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { localeAtom } from '../lib/i18n';
import { DashboardIntlProvider } from '../lib/intl-provider';

/** The language frame of every route: widgets, messages, direction and toasts follow the chosen locale. */
export function AppFrame() {
  const locale = useAtomValue(localeAtom);
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
