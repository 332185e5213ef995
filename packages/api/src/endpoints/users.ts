import { DEFAULT_PER_PAGE } from '@minbar/domain/access/pagination';
import type { Role, ToggleableRole } from '@minbar/domain/access/roles';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type AdminUsersPage,
  adminUsersPageSchema,
  type RoleCounts,
  roleCountsSchema,
} from '../schemas/accounts';

/*
 * The administrators' calls on other users' accounts. Apart from the account calls (accounts.ts),
 * which the sign-in page loads, so that only the Administrators area downloads these.
 */

/** Servers differ in what these calls answer (docs/decisions/0001): any JSON body or none is accepted. */
const unspecifiedAnswerSchema = v.unknown();

const segment = (value: string | number) => encodeURIComponent(String(value));

/** GET /admin/users?page&per_page (admin). */
export function listAdminUsers(
  client: ApiClient,
  query: { page: number; per_page?: number },
): Promise<AdminUsersPage> {
  return client.request(adminUsersPageSchema, '/admin/users', {
    query: { page: query.page, per_page: query.per_page ?? DEFAULT_PER_PAGE },
  });
}

/** DELETE /admin/users/{id} (admin). 409 'Cannot delete an admin'. */
export async function deleteUser(client: ApiClient, id: number): Promise<void> {
  await client.request(unspecifiedAnswerSchema, `/admin/users/${segment(id)}`, { method: 'DELETE' });
}

/** PUT /update-role/{email}?new_role= (admin): replaces the user's roles with one role. */
export async function updateRole(client: ApiClient, email: string, newRole: Role): Promise<void> {
  await client.request(unspecifiedAnswerSchema, `/update-role/${segment(email)}`, {
    method: 'PUT',
    query: { new_role: newRole },
  });
}

/** POST /add-role/{email}?role= (admin). */
export async function addRole(client: ApiClient, email: string, role: ToggleableRole): Promise<void> {
  await client.request(unspecifiedAnswerSchema, `/add-role/${segment(email)}`, {
    method: 'POST',
    query: { role },
  });
}

/** DELETE /remove-role/{email}?role= (admin). 409 'Cannot remove the last admin'. */
export async function removeRole(client: ApiClient, email: string, role: ToggleableRole): Promise<void> {
  await client.request(unspecifiedAnswerSchema, `/remove-role/${segment(email)}`, {
    method: 'DELETE',
    query: { role },
  });
}

/** GET /admin/users-roles-count (admin). */
export function getRoleCounts(client: ApiClient): Promise<RoleCounts> {
  return client.request(roleCountsSchema, '/admin/users-roles-count');
}
