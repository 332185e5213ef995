import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  canEnterDashboard,
  DASHBOARD_ROLES,
  IMAM_ROLES,
  PARENT_ROLES,
  ROLES,
  type Role,
  STAFF_ROLES,
} from './roles';

/** Who each named list lets in, written out independently of the lists: one row per role. */
const EXPECTED: Array<[role: Role, admin: boolean, imam: boolean, parent: boolean, staff: boolean]> = [
  ['admin', true, false, false, true],
  ['imam', false, true, false, true],
  ['teacher', false, false, false, false],
  ['parent', false, false, true, false],
  ['student', false, false, false, false],
];

const letsIn = (list: readonly Role[], role: Role) => list.includes(role);

describe('the named role lists', () => {
  it('covers every role', () => {
    expect(EXPECTED.map(([role]) => role)).toEqual([...ROLES]);
  });

  it.each(EXPECTED)('%s: admin %s, imam %s, parent %s, staff %s', (role, admin, imam, parent, staff) => {
    expect(letsIn(ADMIN_ROLES, role)).toBe(admin);
    expect(letsIn(IMAM_ROLES, role)).toBe(imam);
    expect(letsIn(PARENT_ROLES, role)).toBe(parent);
    expect(letsIn(STAFF_ROLES, role)).toBe(staff);
  });

  it.each(EXPECTED)('%s enters the dashboard only as staff', (role, _admin, _imam, _parent, staff) => {
    expect(letsIn(DASHBOARD_ROLES, role)).toBe(staff);
    expect(canEnterDashboard([role])).toBe(staff);
  });

  it('lets an account with several roles into the dashboard when one of them is staff', () => {
    expect(canEnterDashboard(['teacher', 'imam'])).toBe(true);
    expect(canEnterDashboard(['teacher', 'parent'])).toBe(false);
    expect(canEnterDashboard([])).toBe(false);
  });
});
