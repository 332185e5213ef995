import { isNetworkFailure } from '@minbar/api/errors';
import { SESSION_REFRESH_INTERVAL_MS } from '@minbar/api/session';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useApiClient, useSession, useSessionStore } from '../../../lib/api-context';
import { useLocale } from '../../../lib/locale-state';
import { useMe } from '../../../lib/me-query';
import { signOutOfDashboard } from '../../../lib/sign-out';
import { syncSessionWithMe } from '../../../lib/sync-session';
import { dashboardAccess } from '../access';
import { DashboardShell } from '../components/dashboard-shell';
import { SessionRestoring } from '../components/session-restoring';
import { ShellIntlProvider } from '../shell-intl';
import { sidebarOpenAtom } from '../sidebar-state';

/** /dashboard: the route guard, the session's 25-minute refresh and the shell around every area. */
export function DashboardLayout() {
  const session = useSession();
  const store = useSessionStore();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const access = dashboardAccess(session, pathname);
  const allowed = access.kind === 'allow';
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
  // The same choice the sign-in pages make: kept in storage, Arabic turns the page right to left.
  const [locale, setLocale] = useLocale();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [restoreFailed, setRestoreFailed] = useState(false);
  // Re-checks the user on entry: fresh roles, and a dead token ends the session.
  const me = useMe({ enabled: allowed });

  useEffect(() => {
    if (me.data) syncSessionWithMe(store, me.data);
  }, [me.data, store]);

  useEffect(() => {
    if (access.kind === 'sign-out' && store.get()) store.clear();
  }, [access.kind, store]);

  // A refused cookie ends the session inside the client, which then sends the user to '/'; only an
  // unreachable server leaves the session, offered again with a retry.
  const restore = useCallback(() => {
    setRestoreFailed(false);
    client.refresh().catch((error: unknown) => {
      if (isNetworkFailure(error)) setRestoreFailed(true);
    });
  }, [client]);

  useEffect(() => {
    if (access.kind === 'restore') restore();
  }, [access.kind, restore]);

  useEffect(() => {
    if (!allowed) return;
    // A failed refresh ends the session inside the client, which then sends the user to '/'.
    const timer = setInterval(
      () => void client.refresh().catch(() => undefined),
      SESSION_REFRESH_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [allowed, client]);

  if (access.kind === 'sign-out') return <Navigate to="/" replace />;
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (!session) return null;

  return (
    <ShellIntlProvider>
      <DashboardShell
        username={session.username}
        roles={session.roles}
        pathname={pathname}
        locale={locale}
        onLocaleChange={setLocale}
        sidebarOpen={sidebarOpen}
        onSidebarOpenChange={setSidebarOpen}
        logoutOpen={logoutOpen}
        onLogoutOpenChange={setLogoutOpen}
        onLogoutConfirm={() => {
          setLogoutOpen(false);
          // The server ends the session (and its cookie) first; the browser forgets it either way.
          void signOutOfDashboard(client, store).then(() => {
            // The next user of this browser must not see the previous user's cached data.
            queryClient.clear();
            navigate('/', { replace: true });
          });
        }}
      >
        {access.kind === 'restore' ? (
          <SessionRestoring failed={restoreFailed} onRetry={restore} />
        ) : (
          <Outlet />
        )}
      </DashboardShell>
    </ShellIntlProvider>
  );
}
