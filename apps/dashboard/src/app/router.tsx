import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppFrame } from './app-frame';

/*
 * Each screen is a lazy route module, so the first load of '/' carries only the login screen and
 * every dashboard area is a chunk of its own.
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        index: true,
        lazy: () => import('../features/auth/routes/login-route').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'SignUp',
        lazy: () =>
          import('../features/auth/routes/sign-up-route').then((m) => ({ Component: m.SignUpRoute })),
      },
      {
        path: 'verify',
        lazy: () =>
          import('../features/auth/routes/verify-route').then((m) => ({ Component: m.VerifyRoute })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/auth/routes/forgot-password-route').then((m) => ({
            Component: m.ForgotPasswordRoute,
          })),
      },
      {
        path: 'verify-reset-code',
        lazy: () =>
          import('../features/auth/routes/verify-reset-code-route').then((m) => ({
            Component: m.VerifyResetCodeRoute,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/auth/routes/reset-password-route').then((m) => ({
            Component: m.ResetPasswordRoute,
          })),
      },
      {
        path: 'dashboard',
        lazy: () =>
          import('../features/shell/routes/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            path: 'Administrators',
            lazy: () =>
              import('../features/administrators/routes/administrators-route').then((m) => ({
                Component: m.AdministratorsRoute,
              })),
          },
          {
            path: 'ProfileSettings',
            lazy: () =>
              import('../features/profile/routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: 'AthanTimes',
            lazy: () =>
              import('../features/prayer-times/routes/prayer-times-route').then((m) => ({
                Component: m.PrayerTimesRoute,
              })),
          },
          {
            path: 'AthanTimesAdmain',
            lazy: () =>
              import('../features/prayer-times/routes/prayer-times-route').then((m) => ({
                Component: m.PrayerTimesRoute,
              })),
          },
          {
            path: 'FatwaChat',
            lazy: () =>
              import('../features/fatwa/routes/fatwa-route').then((m) => ({ Component: m.FatwaRoute })),
          },
          // Areas of the route table not built yet: '/' forwards the user to their landing page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
