import type { Session } from '@minbar/api/session';
import { canEnterDashboard } from '@minbar/domain/access/roles';
import { canOpenRoute, landingPathFor } from '@minbar/domain/access/routes';

/** The dashboard areas this app has built; the sidebar links only to these (no link leads nowhere). */
export const EXISTING_AREAS = [
  'Administrators',
  'SentMail',
  'AuditTrail',
  'MosqueSettings',
  'ProfileSettings',
  'FatwaChat',
  'AthanTimes',
  'Donations',
  'Events',
  'Activities',
  'MarriageCertificates',
  'Pricing',
  'Subjects',
  'Children',
] as const;

export type DashboardAccess =
  | { kind: 'allow' }
  /**
   * The stored user may open the route, but this tab has no access token yet (a reload, a new
   * tab): the cookie's refresh comes first, with the loading state meanwhile.
   */
  | { kind: 'restore' }
  /** No session, or a user who may not use the dashboard at all: the session is cleared. */
  | { kind: 'sign-out' }
  /** /dashboard itself: the user is sent on to their landing page. */
  | { kind: 'redirect'; to: string };

/**
 * The route guard: content shows only when one of the stored roles may open the
 * route, otherwise the user is sent to '/'. The session is cleared on the way, because '/' forwards a
 * stored session straight back into the dashboard: an imam sent to an admin route must end at '/',
 * not bounce back to the imam's landing page.
 */
export function dashboardAccess(session: Session | null, pathname: string): DashboardAccess {
  if (!session || !canEnterDashboard(session.roles)) return { kind: 'sign-out' };
  if (/^\/dashboard\/?$/i.test(pathname))
    return { kind: 'redirect', to: landingPathFor(session.roles) ?? '/' };
  if (!canOpenRoute(pathname, session.roles)) return { kind: 'sign-out' };
  return session.token ? { kind: 'allow' } : { kind: 'restore' };
}
