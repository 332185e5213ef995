import type { Session } from '@minbar/api/session';
import { canEnterDashboard } from '@minbar/domain/access/roles';
import { canOpenRoute, landingPathFor } from '@minbar/domain/access/routes';

/** The dashboard areas this app has built; the sidebar links only to these (no link leads nowhere). */
export const EXISTING_AREAS = ['Administrators', 'ProfileSettings'] as const;

export type DashboardAccess =
  | { kind: 'allow' }
  /** No session, or a user who may not use the dashboard at all: the session is cleared. */
  | { kind: 'sign-out' }
  /** A dashboard user on a route of another role (or /dashboard itself): sent to their landing page. */
  | { kind: 'redirect'; to: string };

/**
 * The route guard of spec part 1 §2. A user holding neither admin nor imam, or a session without a
 * token, leaves with the session cleared. A staff user outside their routes is sent to '/', which
 * forwards them to their own landing page, so the session is kept.
 */
export function dashboardAccess(session: Session | null, pathname: string): DashboardAccess {
  if (!session?.token || !canEnterDashboard(session.roles)) return { kind: 'sign-out' };
  if (canOpenRoute(pathname, session.roles)) return { kind: 'allow' };
  return { kind: 'redirect', to: landingPathFor(session.roles) ?? '/' };
}
