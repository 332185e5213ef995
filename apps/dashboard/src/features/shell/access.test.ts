import type { Session } from '@minbar/api/session';
import { describe, expect, it } from 'vitest';
import { dashboardAccess, EXISTING_AREAS } from './access';

const session = (roles: string[], token: string | null = 'token'): Session => ({
  token,
  userEmail: 'user@example.org',
  userId: 1,
  username: 'user',
  role: roles[0] ?? '',
  roles,
});

describe('dashboardAccess (the /dashboard route guard)', () => {
  it('signs out a visitor without a stored session', () => {
    expect(dashboardAccess(null, '/dashboard/Administrators')).toEqual({ kind: 'sign-out' });
  });

  it('restores a session that knows its user but has no access token yet (a reload, a new tab)', () => {
    expect(dashboardAccess(session(['admin'], null), '/dashboard/Administrators')).toEqual({
      kind: 'restore',
    });
  });

  it('signs out rather than restores a session whose roles may not open the route', () => {
    expect(dashboardAccess(session(['imam'], null), '/dashboard/Administrators')).toEqual({
      kind: 'sign-out',
    });
  });

  it('signs out a user holding neither admin nor imam', () => {
    expect(dashboardAccess(session(['parent', 'teacher']), '/dashboard/ProfileSettings')).toEqual({
      kind: 'sign-out',
    });
  });

  it('lets an admin open the admin-only Administrators area', () => {
    expect(dashboardAccess(session(['admin']), '/dashboard/Administrators')).toEqual({ kind: 'allow' });
  });

  it('signs an imam out of an admin-only route, so they end at the login page', () => {
    expect(dashboardAccess(session(['imam']), '/dashboard/Administrators')).toEqual({ kind: 'sign-out' });
  });

  it('lets an admin open Donations and signs an imam out of it', () => {
    expect(dashboardAccess(session(['admin']), '/dashboard/Donations')).toEqual({ kind: 'allow' });
    expect(dashboardAccess(session(['imam']), '/dashboard/Donations')).toEqual({ kind: 'sign-out' });
  });

  it('lets an admin and an imam open Events and the registrations of an event', () => {
    for (const roles of [['admin'], ['imam']]) {
      expect(dashboardAccess(session(roles), '/dashboard/Events')).toEqual({ kind: 'allow' });
      expect(dashboardAccess(session(roles), '/dashboard/Events/7/registrations')).toEqual({ kind: 'allow' });
    }
    expect(EXISTING_AREAS).toContain('Events');
  });

  it('lets an admin and an imam open Activities, which the sidebar links to', () => {
    for (const roles of [['admin'], ['imam']]) {
      expect(dashboardAccess(session(roles), '/dashboard/Activities')).toEqual({ kind: 'allow' });
    }
    expect(EXISTING_AREAS).toContain('Activities');
  });

  it('lets only an admin open Marriage certificates, which the sidebar links to', () => {
    expect(dashboardAccess(session(['admin']), '/dashboard/MarriageCertificates')).toEqual({ kind: 'allow' });
    expect(dashboardAccess(session(['imam']), '/dashboard/MarriageCertificates')).toEqual({
      kind: 'sign-out',
    });
    expect(EXISTING_AREAS).toContain('MarriageCertificates');
  });

  it('lets only an admin open the education areas, which the sidebar links to', () => {
    for (const path of [
      '/dashboard/Children',
      '/dashboard/Subjects',
      '/dashboard/Pricing',
      '/dashboard/subscribers/3',
    ]) {
      expect(dashboardAccess(session(['admin']), path)).toEqual({ kind: 'allow' });
      expect(dashboardAccess(session(['imam']), path)).toEqual({ kind: 'sign-out' });
    }
    expect(EXISTING_AREAS).toEqual(expect.arrayContaining(['Children', 'Subjects', 'Pricing']));
  });

  it('lets an imam open the shared areas', () => {
    expect(dashboardAccess(session(['imam']), '/dashboard/ProfileSettings')).toEqual({ kind: 'allow' });
    expect(dashboardAccess(session(['imam']), '/dashboard/AthanTimes')).toEqual({ kind: 'allow' });
  });

  it('sends /dashboard itself to the landing page of the role', () => {
    expect(dashboardAccess(session(['teacher', 'admin']), '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/dashboard/Administrators',
    });
  });
});
