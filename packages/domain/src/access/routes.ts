import { ADMIN_ROLES, type Role, STAFF_ROLES } from './roles';

/** Every dashboard area, named by its path segment under /dashboard. */
export const DASHBOARD_AREAS = [
  'Administrators',
  'SentMail',
  'AuditTrail',
  'MosqueSettings',
  'MarriageCertificates',
  'Pricing',
  'Children',
  'Subjects',
  'Donations',
  'Events',
  'Activities',
  'ProfileSettings',
  'AthanTimesAdmain',
  'AthanTimes',
  'FatwaChat',
] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** Route paths relative to /dashboard; `:name` segments are parameters (React Router syntax). */
export type DashboardRoutePath = DashboardArea | 'subscribers/:packageId' | 'Events/:eventId/registrations';

export interface DashboardRoute {
  path: DashboardRoutePath;
  roles: readonly Role[];
}

/** The route table: who may open each dashboard route. The server enforces the same (docs/decisions/0004). */
export const DASHBOARD_ROUTES: readonly DashboardRoute[] = [
  { path: 'Administrators', roles: ADMIN_ROLES },
  { path: 'SentMail', roles: ADMIN_ROLES },
  { path: 'AuditTrail', roles: ADMIN_ROLES },
  { path: 'MosqueSettings', roles: ADMIN_ROLES },
  { path: 'MarriageCertificates', roles: ADMIN_ROLES },
  { path: 'Pricing', roles: ADMIN_ROLES },
  { path: 'subscribers/:packageId', roles: ADMIN_ROLES },
  { path: 'Children', roles: ADMIN_ROLES },
  { path: 'Subjects', roles: ADMIN_ROLES },
  { path: 'Donations', roles: ADMIN_ROLES },
  { path: 'Events', roles: STAFF_ROLES },
  { path: 'Events/:eventId/registrations', roles: STAFF_ROLES },
  { path: 'Activities', roles: STAFF_ROLES },
  { path: 'ProfileSettings', roles: STAFF_ROLES },
  { path: 'AthanTimesAdmain', roles: STAFF_ROLES },
  { path: 'AthanTimes', roles: STAFF_ROLES },
  { path: 'FatwaChat', roles: STAFF_ROLES },
];

export const DASHBOARD_PREFIX = '/dashboard';

/** Splits `/dashboard/Events/7/registrations`, `Events/7/registrations/` or `Events/7?x=1` into segments. */
function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare.split('/').filter((segment) => segment !== '');
  if (segments[0]?.toLowerCase() === 'dashboard') segments.shift();
  return segments;
}

function matches(route: DashboardRoute, segments: readonly string[]): boolean {
  const pattern = route.path.split('/');
  if (pattern.length !== segments.length) return false;
  // Static segments compare without case, as React Router does, so a link to /dashboard/pricing matches.
  return pattern.every(
    (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
  );
}

/** The route a path falls under, or undefined when the dashboard has no such route. */
export function findDashboardRoute(path: string): DashboardRoute | undefined {
  const segments = segmentsOf(path);
  return DASHBOARD_ROUTES.find((route) => matches(route, segments));
}

/** The route guard: the path must be a known route and the user must hold one of its roles. */
export function canOpenRoute(path: string, roles: readonly string[]): boolean {
  const route = findDashboardRoute(path);
  if (!route) return false;
  return route.roles.some((role) => roles.includes(role));
}

export { type LandingPath, landingPathFor } from './landing';

export interface SidebarLink {
  area: DashboardArea;
  href: `/dashboard/${DashboardArea}`;
}

export interface SidebarLinks {
  /** The main list, top to bottom. */
  main: SidebarLink[];
  /** The links pinned to the bottom of the sidebar. */
  footer: SidebarLink[];
}

/**
 * The admin sidebar, top to bottom. MarriageCertificates is an admin-only area the old dashboard's
 * sidebar did not list; without a link it would be unreachable, so it follows Donations.
 */
const ADMIN_MAIN: readonly DashboardArea[] = [
  'AthanTimes',
  'Pricing',
  'FatwaChat',
  'Subjects',
  'Children',
  'Events',
  'Activities',
  'Donations',
  'MarriageCertificates',
];
// Sent mail and the audit trail sit with the accounts and settings: how the centre checks it reached
// people, and who changed what. The mosque's settings come before the person's own profile.
const ADMIN_FOOTER: readonly DashboardArea[] = [
  'Administrators',
  'SentMail',
  'AuditTrail',
  'MosqueSettings',
  'ProfileSettings',
];
const IMAM_MAIN: readonly DashboardArea[] = ['AthanTimes', 'FatwaChat', 'Events', 'Activities'];
const IMAM_FOOTER: readonly DashboardArea[] = ['ProfileSettings'];

/**
 * The sidebar for a user: the admin layout when the user holds admin, the imam layout for an imam,
 * nothing otherwise. Only areas the app has built (`existingAreas`) are linked, so no link leads nowhere.
 */
export function sidebarLinksFor(roles: readonly string[], existingAreas: readonly string[]): SidebarLinks {
  const isAdmin = roles.includes('admin');
  if (!isAdmin && !roles.includes('imam')) return { main: [], footer: [] };
  const toLinks = (areas: readonly DashboardArea[]): SidebarLink[] =>
    areas
      .filter((area) => existingAreas.includes(area))
      .map((area) => ({ area, href: `${DASHBOARD_PREFIX}/${area}` as const }));
  return {
    main: toLinks(isAdmin ? ADMIN_MAIN : IMAM_MAIN),
    footer: toLinks(isAdmin ? ADMIN_FOOTER : IMAM_FOOTER),
  };
}
