import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthIntlProvider } from '../features/auth/auth-intl';
import { AuthNavigationProvider, type AuthNavigator } from '../features/auth/navigation/auth-navigation';

/** The account pages inside the dashboard: their own messages, and the router's way of moving. */
export function RouterAuthNavigation() {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const value = useMemo<AuthNavigator>(
    () => ({
      location: { pathname, state },
      navigate: (to, options) => void navigate(to, options),
    }),
    [navigate, pathname, state],
  );
  return (
    <AuthIntlProvider>
      <AuthNavigationProvider value={value}>
        <Outlet />
      </AuthNavigationProvider>
    </AuthIntlProvider>
  );
}
