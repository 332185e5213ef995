import * as v from 'valibot';

/** Every role an account may hold. A user holds one or more of them. */
export const ROLES = ['admin', 'imam', 'teacher', 'parent', 'student'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = v.picklist(ROLES);

/** The roles an administrator may toggle on the Administrators screen. */
export const TOGGLEABLE_ROLES = ['admin', 'imam', 'teacher', 'parent'] as const satisfies readonly Role[];
export type ToggleableRole = (typeof TOGGLEABLE_ROLES)[number];
export const toggleableRoleSchema = v.picklist(TOGGLEABLE_ROLES);

/** Only these roles may sign in to the dashboard (docs/decisions/0004). */
export const DASHBOARD_ROLES = ['admin', 'imam'] as const satisfies readonly Role[];

export function canEnterDashboard(roles: readonly string[]): boolean {
  return roles.some((role) => (DASHBOARD_ROLES as readonly string[]).includes(role));
}
