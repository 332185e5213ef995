import { ROLES } from '@minbar/domain/access/roles';
import type { MessageId } from './i18n';

const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/** A role's name in the active language; a role the app does not know is shown as the server sent it. */
export function roleName(t: (id: MessageId) => string, role: string): string {
  return KNOWN_ROLES.has(role) ? t(`role.${role}` as MessageId) : role;
}
