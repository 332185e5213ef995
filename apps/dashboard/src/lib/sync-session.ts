import type { Me } from '@minbar/api/schemas/accounts';
import type { SessionStore } from '@minbar/api/session';

/**
 * Copies the user's current details into the stored session, so the guard and the header follow a
 * role change (one's own roles edited on the Administrators screen). Writes only
 * when something changed, as every write notifies the app.
 */
export function syncSessionWithMe(store: SessionStore, me: Me): void {
  const session = store.get();
  if (!session) return;
  const unchanged =
    session.username === me.username &&
    session.userEmail === me.email &&
    session.userId === me.id &&
    session.role === me.role &&
    session.roles.length === me.roles.length &&
    session.roles.every((role, index) => role === me.roles[index]);
  if (unchanged) return;
  store.set({
    ...session,
    username: me.username,
    userEmail: me.email,
    userId: me.id,
    role: me.role,
    roles: me.roles,
  });
}
