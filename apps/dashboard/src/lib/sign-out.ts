import type { ApiClient } from '@minbar/api/client';
import { logout, type SignOutResult, signOut } from '@minbar/api/endpoints/accounts';
import type { SessionStore } from '@minbar/api/session';

/**
 * Set while a sign-out has not reached the server: the browser is signed out, but its refresh cookie
 * still names a live session, which anyone at this browser could use until it expires.
 */
export const PENDING_LOGOUT_KEY = 'logoutPending';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Signs out (the server first, then this browser and its tabs), remembering a call that did not get through. */
export async function signOutOfDashboard(
  client: ApiClient,
  session: SessionStore,
  storage: FlagStorage = localStorage,
): Promise<SignOutResult> {
  const result = await signOut(client, session);
  if (result.revoked) storage.removeItem(PENDING_LOGOUT_KEY);
  else storage.setItem(PENDING_LOGOUT_KEY, '1');
  return result;
}

/**
 * Sends a sign-out that did not get through, once the app starts again or the network returns. A new
 * sign-in meanwhile replaced the cookie, so the old session is out of this browser's reach and there
 * is nothing left to end (ending it now would end the new one).
 */
export async function finishPendingLogout(
  client: ApiClient,
  session: SessionStore,
  storage: FlagStorage = localStorage,
): Promise<void> {
  if (!storage.getItem(PENDING_LOGOUT_KEY)) return;
  if (session.get()) {
    storage.removeItem(PENDING_LOGOUT_KEY);
    return;
  }
  try {
    await logout(client, null);
    storage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Still unreachable: the flag stays for the next chance.
  }
}

/** A sign-in replaces the cookie, and with it any session a failed sign-out left behind. */
export function forgetPendingLogout(storage: FlagStorage = localStorage): void {
  storage.removeItem(PENDING_LOGOUT_KEY);
}
