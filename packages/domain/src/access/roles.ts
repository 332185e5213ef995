import * as v from 'valibot';

/** Every role an account may hold. A user holds one or more of them. */
export const ROLES = ['admin', 'imam', 'teacher', 'parent', 'student'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = v.picklist(ROLES);

/** The roles an administrator may toggle on the Administrators screen. */
export const TOGGLEABLE_ROLES = ['admin', 'imam', 'teacher', 'parent'] as const satisfies readonly Role[];
export type ToggleableRole = (typeof TOGGLEABLE_ROLES)[number];
export const toggleableRoleSchema = v.picklist(TOGGLEABLE_ROLES);

/*
 * Who may do what, named once: the server's route guards and the dashboard's route table use these
 * lists, so a guard and the screen it protects cannot drift apart (docs/decisions/0004). A guard lets
 * a user in when the account holds any one role of its list.
 */

/** Administrators alone: accounts, money, education, certificates and the mosque's settings. */
export const ADMIN_ROLES = ['admin'] as const satisfies readonly Role[];

/** Imams alone: answering, returning and translating fatwa questions is theirs, not an administrator's. */
export const IMAM_ROLES = ['imam'] as const satisfies readonly Role[];

/** Parents: their children's enrolments and the packages they pay for. */
export const PARENT_ROLES = ['parent'] as const satisfies readonly Role[];

/** The staff, administrators and imams: prayer times, events, activities and the fatwa lists. */
export const STAFF_ROLES = ['admin', 'imam'] as const satisfies readonly Role[];

/** Only the staff may sign in to the dashboard (docs/decisions/0004). */
export const DASHBOARD_ROLES = STAFF_ROLES;

export function canEnterDashboard(roles: readonly string[]): boolean {
  return roles.some((role) => (DASHBOARD_ROLES as readonly string[]).includes(role));
}
