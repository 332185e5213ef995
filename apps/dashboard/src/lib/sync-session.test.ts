import { createMemorySession } from '@minbar/api/session';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION } from '../test/render-app';
import { syncSessionWithMe } from './sync-session';

const me = {
  id: 1,
  username: 'amina',
  email: 'amina@example.org',
  phone: null,
  role: 'admin',
  roles: ['admin'],
};

describe('syncSessionWithMe', () => {
  it('stores new roles of the signed-in user and keeps the tokens', () => {
    const store = createMemorySession(ADMIN_SESSION);
    syncSessionWithMe(store, { ...me, role: 'imam', roles: ['imam', 'teacher'] });
    expect(store.get()).toMatchObject({ token: 'access-admin', role: 'imam', roles: ['imam', 'teacher'] });
  });

  it('does not write (nor notify) when nothing changed', () => {
    const store = createMemorySession(ADMIN_SESSION);
    const listener = vi.fn();
    store.subscribe(listener);
    syncSessionWithMe(store, me);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not recreate a session that was cleared meanwhile', () => {
    const store = createMemorySession(null);
    syncSessionWithMe(store, me);
    expect(store.get()).toBeNull();
  });
});
