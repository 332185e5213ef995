import type { SignInInput, SignUpInput } from '@minbar/domain/access/credentials';
import { type LandingPath, landingPathFor } from '@minbar/domain/access/landing';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import {
  type Me,
  meSchema,
  registerAnswerSchema,
  type TokenPair,
  tokenPairSchema,
} from '../schemas/account-answers';
import type { SessionStore } from '../session';

/**
 * Servers differ in what these calls answer (a message, the record, nothing), so any JSON body or
 * none is accepted: the apps also talk to servers other than ours (docs/decisions/0001).
 */
const unspecifiedAnswerSchema = v.unknown();

/**
 * POST /token. 401 'Invalid email or password', 403 'Email not verified', 429 with Retry-After.
 * The answer sets the refresh cookie, which a browser keeps from another origin only for a call
 * made with credentials.
 */
export function signIn(client: ApiClient, input: SignInInput): Promise<TokenPair> {
  return client.request(tokenPairSchema, '/token', {
    method: 'POST',
    body: { email: input.email, password: input.password },
    auth: false,
    credentials: 'include',
  });
}

const bearer = (token: string | null | undefined): Record<string, string> | undefined =>
  token ? { Authorization: `Bearer ${token}` } : undefined;

/**
 * POST /logout: the server revokes the session named by the refresh cookie (or by the access
 * token) and clears the cookie. It answers 204 whatever the state, and the access token may
 * already be expired, so the call goes without the refresh-on-401 policy.
 */
export async function logout(client: ApiClient, accessToken: string | null): Promise<void> {
  await client.request(unspecifiedAnswerSchema, '/logout', {
    method: 'POST',
    auth: false,
    credentials: 'include',
    headers: bearer(accessToken),
  });
}

export type SignOutResult = { revoked: true } | { revoked: false; error: unknown };

/**
 * Signing out: the server ends the session, then this browser forgets it (which signs the other
 * tabs out too). The local sign-out happens even when the server cannot be reached; the result
 * says so, as the refresh cookie then stays valid until it expires.
 */
export async function signOut(client: ApiClient, session: SessionStore): Promise<SignOutResult> {
  let result: SignOutResult = { revoked: true };
  try {
    await logout(client, session.get()?.token ?? null);
  } catch (error) {
    result = { revoked: false, error };
  }
  session.clear();
  return result;
}

/** GET /users/me: the signed-in user. */
export function getMe(client: ApiClient): Promise<Me> {
  return client.request(meSchema, '/users/me');
}

/** POST /register: creates a parent account that must verify its email (docs/decisions/0004). */
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

export type StartSessionResult =
  | { ok: true; me: Me; landingPath: LandingPath }
  | { ok: false; reason: 'unauthorized-role' };

/**
 * The whole sign-in: token, then the user, then the role check. A user who may not enter the
 * dashboard leaves no session behind ('Unauthorized role'): not here, and not on the server, whose
 * new session (and cookie) is ended again. HTTP failures throw ApiError.
 */
export async function startSession(
  client: ApiClient,
  session: SessionStore,
  input: SignInInput,
): Promise<StartSessionResult> {
  const { access_token: token } = await signIn(client, input);
  // The new cookie has replaced the previous session's, whatever happens next.
  if (session.get()) session.clear();
  // The user is loaded with the new token before anything is stored, so a refused user never
  // appears as signed in, not even for a moment in another tab.
  const abandon = () => logout(client, token).catch(() => undefined);
  let me: Me;
  try {
    me = await client.request(meSchema, '/users/me', { auth: false, headers: bearer(token) });
  } catch (error) {
    await abandon();
    throw error;
  }
  const landingPath = landingPathFor(me.roles);
  if (!landingPath) {
    await abandon();
    return { ok: false, reason: 'unauthorized-role' };
  }
  session.set({
    token,
    userEmail: me.email,
    userId: me.id,
    username: me.username,
    role: me.role,
    roles: me.roles,
  });
  return { ok: true, me, landingPath };
}
