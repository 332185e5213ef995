import type { SignInInput, SignUpInput } from '@minbar/domain/access/credentials';
import type { Role, ToggleableRole } from '@minbar/domain/access/roles';
import { type LandingPath, landingPathFor } from '@minbar/domain/access/routes';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type AdminUsersPage,
  adminUsersPageSchema,
  type Me,
  meSchema,
  type RoleCounts,
  registerAnswerSchema,
  roleCountsSchema,
  type TokenPair,
  tokenPairSchema,
} from '../schemas/accounts';
import type { SessionStore } from '../session';

/**
 * The spec leaves the answers of these calls unshown ("not shown", part 1 §7), so any JSON body or
 * none is accepted: the apps also talk to servers other than ours (DECISIONS 1).
 */
const unspecifiedAnswerSchema = v.unknown();

const segment = (value: string | number) => encodeURIComponent(String(value));

/** POST /token. 401 'Invalid email or password', 403 'Email not verified', 429 with Retry-After. */
export function signIn(client: ApiClient, input: SignInInput): Promise<TokenPair> {
  return client.request(tokenPairSchema, '/token', {
    method: 'POST',
    body: { email: input.email, password: input.password },
    auth: false,
  });
}

/** GET /users/me: the signed-in user. */
export function getMe(client: ApiClient): Promise<Me> {
  return client.request(meSchema, '/users/me');
}

/** POST /register: creates a parent account that must verify its email (DECISIONS 7). */
export function register(client: ApiClient, input: SignUpInput): Promise<{ message: string; id: number }> {
  return client.request(registerAnswerSchema, '/register', { method: 'POST', body: input, auth: false });
}

export async function verifyAccount(
  client: ApiClient,
  input: { email: string; code: string },
): Promise<void> {
  await client.request(unspecifiedAnswerSchema, '/verify', { method: 'POST', body: input, auth: false });
}

export async function requestPasswordReset(client: ApiClient, input: { email: string }): Promise<void> {
  await client.request(unspecifiedAnswerSchema, '/password-reset/request', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export async function verifyResetCode(
  client: ApiClient,
  input: { email: string; code: string },
): Promise<void> {
  await client.request(unspecifiedAnswerSchema, '/password-reset/verify-code', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export async function confirmPasswordReset(
  client: ApiClient,
  input: { email: string; code: string; new_password: string },
): Promise<void> {
  await client.request(unspecifiedAnswerSchema, '/password-reset/confirm', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export const DEFAULT_PER_PAGE = 10;

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

export type StartSessionResult =
  | { ok: true; me: Me; landingPath: LandingPath }
  | { ok: false; reason: 'unauthorized-role' };

/**
 * The whole sign-in of spec part 1 §4: token, then the user, then the role check. A user who may
 * not enter the dashboard leaves no session behind ('Unauthorized role'). HTTP failures throw ApiError.
 */
export async function startSession(
  client: ApiClient,
  session: SessionStore,
  input: SignInInput,
): Promise<StartSessionResult> {
  const pair = await signIn(client, input);
  session.clear();
  session.setTokens(pair);
  let me: Me;
  try {
    me = await getMe(client);
  } catch (error) {
    session.clear();
    throw error;
  }
  const landingPath = landingPathFor(me.roles);
  if (!landingPath) {
    session.clear();
    return { ok: false, reason: 'unauthorized-role' };
  }
  const current = session.get();
  session.set({
    token: current?.token ?? pair.access_token,
    refreshToken: current?.refreshToken ?? pair.refresh_token,
    userEmail: me.email,
    userId: me.id,
    username: me.username,
    role: me.role,
    roles: me.roles,
  });
  return { ok: true, me, landingPath };
}
