/*
 * Where a user lands after sign-in, apart from the route table (routes.ts re-exports it): the
 * sign-in page needs only this, and the table and the sidebar belong to the dashboard's own code.
 */

export type LandingPath = '/dashboard/Administrators' | '/dashboard/AthanTimes';

/** Where a user lands after sign-in; null means the user may not sign in at all ('Unauthorized role'). */
export function landingPathFor(roles: readonly string[]): LandingPath | null {
  if (roles.includes('admin')) return '/dashboard/Administrators';
  if (roles.includes('imam')) return '/dashboard/AthanTimes';
  return null;
}
