import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles';
import {
  canOpenRoute,
  DASHBOARD_ROUTES,
  findDashboardRoute,
  landingPathFor,
  sidebarLinksFor,
} from './routes';

/** The route table (who may open which screen), written out independently of the implementation. */
const EXPECTED_ACCESS: Array<[path: string, allowed: Role[]]> = [
  ['Administrators', ['admin']],
  ['SentMail', ['admin']],
  ['AuditTrail', ['admin']],
  ['MosqueSettings', ['admin']],
  ['MarriageCertificates', ['admin']],
  ['Pricing', ['admin']],
  ['subscribers/12', ['admin']],
  ['Children', ['admin']],
  ['Subjects', ['admin']],
  ['Donations', ['admin']],
  ['Events', ['admin', 'imam']],
  ['Events/7/registrations', ['admin', 'imam']],
  ['Activities', ['admin', 'imam']],
  ['ProfileSettings', ['admin', 'imam']],
  ['AthanTimesAdmain', ['admin', 'imam']],
  ['AthanTimes', ['admin', 'imam']],
  ['FatwaChat', ['admin', 'imam']],
];

const EVERY_ROUTE_WITH_EVERY_ROLE = EXPECTED_ACCESS.flatMap(([path, allowed]) =>
  ROLES.map((role) => [path, role, allowed.includes(role)] as const),
);

describe('canOpenRoute', () => {
  it('has exactly the fourteen routes of the access table', () => {
    expect(DASHBOARD_ROUTES).toHaveLength(EXPECTED_ACCESS.length);
  });

  it.each(EVERY_ROUTE_WITH_EVERY_ROLE)('/dashboard/%s with role %s: %s', (path, role, allowed) => {
    expect(canOpenRoute(`/dashboard/${path}`, [role])).toBe(allowed);
    expect(canOpenRoute(path, [role])).toBe(allowed);
  });

  it.each(EXPECTED_ACCESS)('%s is closed to a user with no roles', (path) => {
    expect(canOpenRoute(`/dashboard/${path}`, [])).toBe(false);
  });

  it('lets a user with several roles in when any of them is allowed', () => {
    expect(canOpenRoute('/dashboard/Administrators', ['teacher', 'admin'])).toBe(true);
    expect(canOpenRoute('/dashboard/Administrators', ['teacher', 'imam'])).toBe(false);
  });

  it.each([
    ['/dashboard/pricing', true],
    ['/dashboard/Events/7/registrations/', true],
    ['/dashboard/Events?month=2025-01', true],
    ['/dashboard/AthanTimes#today', true],
    ['/dashboard/Unknown', false],
    ['/dashboard', false],
    ['/dashboard/subscribers', false],
    ['/dashboard/Events/7/registrations/extra', false],
    ['/SignUp', false],
  ])('matches %s for an admin: %s', (path, expected) => {
    expect(canOpenRoute(path, ['admin'])).toBe(expected);
  });

  it('ignores roles the product does not know', () => {
    expect(canOpenRoute('/dashboard/Events', ['superuser'])).toBe(false);
  });

  it('names the parameter route a path falls under', () => {
    expect(findDashboardRoute('/dashboard/subscribers/3')?.path).toBe('subscribers/:packageId');
    expect(findDashboardRoute('/dashboard/Events/3/registrations')?.path).toBe(
      'Events/:eventId/registrations',
    );
    expect(findDashboardRoute('/dashboard/Nope')).toBeUndefined();
  });
});

describe('landingPathFor', () => {
  it.each<[roles: string[], expected: string | null]>([
    [['admin'], '/dashboard/Administrators'],
    [['imam'], '/dashboard/AthanTimes'],
    [['imam', 'admin'], '/dashboard/Administrators'],
    [['teacher', 'imam'], '/dashboard/AthanTimes'],
    [['teacher'], null],
    [['parent'], null],
    [['student'], null],
    [['teacher', 'parent', 'student'], null],
    [[], null],
  ])('roles %j land on %s', (roles, expected) => {
    expect(landingPathFor(roles)).toBe(expected);
  });
});

describe('sidebarLinksFor', () => {
  const ALL_AREAS = [
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
    'AthanTimes',
    'FatwaChat',
  ];
  const areas = (links: Array<{ area: string }>) => links.map((link) => link.area);

  it('gives an admin the sidebar order, with Administrators, Sent mail, the audit trail, the mosque settings and ProfileSettings at the bottom', () => {
    const links = sidebarLinksFor(['admin'], ALL_AREAS);
    expect(areas(links.main)).toEqual([
      'AthanTimes',
      'Pricing',
      'FatwaChat',
      'Subjects',
      'Children',
      'Events',
      'Activities',
      'Donations',
      'MarriageCertificates',
    ]);
    expect(areas(links.footer)).toEqual([
      'Administrators',
      'SentMail',
      'AuditTrail',
      'MosqueSettings',
      'ProfileSettings',
    ]);
    expect(links.main[0]?.href).toBe('/dashboard/AthanTimes');
    expect(links.footer[0]?.href).toBe('/dashboard/Administrators');
  });

  it('gives an imam only prayer times, fatwa, events, activities and profile', () => {
    const links = sidebarLinksFor(['imam'], ALL_AREAS);
    expect(areas(links.main)).toEqual(['AthanTimes', 'FatwaChat', 'Events', 'Activities']);
    expect(areas(links.footer)).toEqual(['ProfileSettings']);
  });

  it('gives an admin who is also an imam the admin sidebar', () => {
    expect(sidebarLinksFor(['imam', 'admin'], ALL_AREAS)).toEqual(sidebarLinksFor(['admin'], ALL_AREAS));
  });

  it('links only the areas that exist, keeping their order', () => {
    const existing = ['ProfileSettings', 'Administrators', 'Events'];
    expect(areas(sidebarLinksFor(['admin'], existing).main)).toEqual(['Events']);
    expect(areas(sidebarLinksFor(['admin'], existing).footer)).toEqual(['Administrators', 'ProfileSettings']);
    expect(areas(sidebarLinksFor(['imam'], existing).main)).toEqual(['Events']);
    expect(areas(sidebarLinksFor(['imam'], existing).footer)).toEqual(['ProfileSettings']);
  });

  it.each([[['teacher']], [['parent']], [['student']], [[]]])('gives roles %j no links', (roles) => {
    expect(sidebarLinksFor(roles, ALL_AREAS)).toEqual({ main: [], footer: [] });
  });

  it('links only areas the role may open', () => {
    for (const roles of [['admin'], ['imam']]) {
      const { main, footer } = sidebarLinksFor(roles, ALL_AREAS);
      for (const link of [...main, ...footer]) expect(canOpenRoute(link.href, roles)).toBe(true);
    }
  });
});
