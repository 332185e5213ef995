import { loadLocale } from '@minbar/ui/provider/message-catalogue';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AUTH_ROUTES } from '../features/auth/auth-routes';
import { readStoredLocale } from '../lib/i18n';
import { AppFrame } from './app-frame';
import { RouterAuthNavigation } from './router-auth-navigation';

/*
 * Each screen is a lazy route module, so every dashboard area is a chunk of its own. A visitor's first
 * load of an account page does not come through here at all (main.tsx, docs/decisions/0018).
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        // The account pages move through the router here (the light first page moves without one).
        element: <RouterAuthNavigation />,
        children: AUTH_ROUTES.map(({ path, load }) => ({
          ...(path === '' ? { index: true } : { path }),
          lazy: () => load().then((Component) => ({ Component })),
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
            path: 'SentMail',
            lazy: () =>
              import('../features/sent-mail/routes/sent-mail-route').then((m) => ({
                Component: m.SentMailRoute,
              })),
          },
          {
            path: 'AuditTrail',
            lazy: () =>
              import('../features/audit/routes/audit-route').then((m) => ({
                Component: m.AuditRoute,
              })),
          },
          {
            path: 'MosqueSettings',
            lazy: () =>
              import('../features/mosque-settings/routes/mosque-settings-route').then((m) => ({
                Component: m.MosqueSettingsRoute,
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
          {
            path: 'Donations',
            lazy: () =>
              import('../features/donations/routes/donations-route').then((m) => ({
                Component: m.DonationsRoute,
              })),
          },
          {
            path: 'Events',
            lazy: () =>
              import('../features/events/routes/events-route').then((m) => ({ Component: m.EventsRoute })),
          },
          {
            path: 'Events/:eventId/registrations',
            lazy: () =>
              import('../features/event-registrations/routes/registrations-route').then((m) => ({
                Component: m.RegistrationsRoute,
              })),
          },
          {
            path: 'Activities',
            lazy: () =>
              import('../features/activities/routes/activities-route').then((m) => ({
                Component: m.ActivitiesRoute,
              })),
          },
          {
            path: 'MarriageCertificates',
            lazy: () =>
              import('../features/certificates/routes/certificates-route').then((m) => ({
                Component: m.CertificatesRoute,
              })),
          },
          {
            path: 'Children',
            lazy: () =>
              import('../features/children/routes/children-route').then((m) => ({
                Component: m.ChildrenRoute,
              })),
          },
          {
            path: 'Subjects',
            lazy: () =>
              import('../features/subjects/routes/subjects-route').then((m) => ({
                Component: m.SubjectsRoute,
              })),
          },
          {
            path: 'Pricing',
            lazy: () =>
              import('../features/pricing/routes/pricing-route').then((m) => ({ Component: m.PricingRoute })),
          },
          {
            path: 'subscribers/:packageId',
            lazy: () =>
              import('../features/pricing/routes/subscribers-route').then((m) => ({
                Component: m.SubscribersRoute,
              })),
          },
          // Areas of the route table not built yet: '/' forwards the user to their landing page.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * Every lazy route resolves once its module and, in the current language, the messages that module
 * brought (an area's own catalogue) have arrived, so an area never suspends on its first render.
 */
function withMessages(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function') {
      wrapped.lazy = async () => {
        const module = await lazy();
        await loadLocale(readStoredLocale());
        return module;
      };
    }
    if (children) (wrapped as { children?: RouteObject[] }).children = withMessages(children);
    return wrapped;
  });
}

export function createAppRouter() {
  return createBrowserRouter(withMessages(routes));
}
