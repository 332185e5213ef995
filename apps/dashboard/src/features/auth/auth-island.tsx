import type { ApiClient } from '@minbar/api/client';
import type { SessionStore } from '@minbar/api/session';
import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { UiProvider } from '@minbar/ui/provider/ui-provider';
import { ToastProvider } from '@minbar/ui/toast/toast';
import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { ApiProvider } from '../../lib/api-context';
import { readStoredLocale } from '../../lib/i18n';
import { DashboardIntlProvider } from '../../lib/intl-provider';
import { LocaleProvider, type LocaleState, useLocale } from '../../lib/locale-state';
import { AuthIntlProvider } from './auth-intl';
import { AUTH_ROUTES, authRouteOf } from './auth-routes';
import { AuthNavigationProvider, type AuthNavigator } from './navigation/auth-navigation';
import { LoginRoute } from './routes/login-route';

/*
 * The first page a visitor loads when the address is an account page (sign-in, sign-up, verify, the
 * reset steps). It carries no router and no query cache, so the sign-in page stays light; the
 * dashboard is brought in when the visitor moves past these pages (docs/decisions/0018).
 */

/** The login page arrives with this module; the rest load when opened, with their messages. */
const SCREENS = new Map<string, ComponentType>(
  AUTH_ROUTES.map((route) => [
    route.path,
    route.path === ''
      ? LoginRoute
      : lazy(async () => {
          const Component = await route.load();
          await loadLocale(readStoredLocale());
          return { default: Component };
        }),
  ]),
);

export interface NavigatorSource {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => AuthNavigator;
}

/** The account page at the navigator's address, in the account pages' messages. */
export function AuthScreens({ navigator }: { navigator: NavigatorSource }) {
  const current = useSyncExternalStore(navigator.subscribe, navigator.snapshot);
  const route = authRouteOf(current.location.pathname);
  const Screen = route ? SCREENS.get(route.path) : undefined;
  return (
    <AuthIntlProvider>
      <AuthNavigationProvider value={current}>
        <Suspense fallback={null}>{Screen ? <Screen /> : null}</Suspense>
      </AuthNavigationProvider>
    </AuthIntlProvider>
  );
}

/** The language, the API and the toasts of the first page, for whatever it shows. */
export function LanguageFrame({ children }: { children: ReactNode }) {
  const [locale] = useLocale();
  return (
    <UiProvider locale={locale}>
      <DashboardIntlProvider locale={locale}>
        <ToastProvider>{children}</ToastProvider>
      </DashboardIntlProvider>
    </UiProvider>
  );
}

export interface AuthIslandProps {
  locale: LocaleState;
  client: ApiClient;
  session: SessionStore;
  navigator: NavigatorSource;
}

export function AuthIsland({ locale, client, session, navigator }: AuthIslandProps) {
  return (
    <LocaleProvider value={locale}>
      <ApiProvider client={client} session={session}>
        <LanguageFrame>
          <AuthScreens navigator={navigator} />
        </LanguageFrame>
      </ApiProvider>
    </LocaleProvider>
  );
}
