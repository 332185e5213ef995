import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AuthNavigationProvider, type AuthNavigator } from '../features/auth/navigation/auth-navigation';

/** The account pages' way of moving, inside the dashboard: the router's. */
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
    <AuthNavigationProvider value={value}>
      <Outlet />
    </AuthNavigationProvider>
  );
}
