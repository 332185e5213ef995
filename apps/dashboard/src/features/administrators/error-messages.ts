import { isApiError } from '@minbar/api/errors';
import { networkFailure } from '../../lib/feedback';
import type { AdminsMessage } from './administrators-intl';

/** Agreed server texts (409) that get their own translation. */
const LAST_ADMIN = 'Cannot remove the last admin';
const DELETE_ADMIN = 'Cannot delete an admin';

export function roleChangeFailure(error: unknown): AdminsMessage {
  if (isApiError(error) && error.status === 409 && error.detail === LAST_ADMIN)
    return { id: 'admins.error.lastAdmin' };
  return networkFailure(error) ?? { id: 'admins.error.updateRole' };
}

export function deleteUserFailure(error: unknown): AdminsMessage {
  if (isApiError(error) && error.status === 409 && error.detail === DELETE_ADMIN)
    return { id: 'admins.error.deleteAdmin' };
  return networkFailure(error) ?? { id: 'admins.error.deleteUser' };
}

/** A list that fails to load names what failed; a network fault says so instead. */
export function loadFailure(error: unknown, fallback: AdminsMessage): AdminsMessage {
  return networkFailure(error) ?? fallback;
}
