import { createHmac } from 'node:crypto';
import { e2eServer } from './server-environment';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The claims of a token the server issued (user, roles, session), read without checking it. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * A copy of an access token the server issued (same user, roles and session), issued the given
 * number of seconds ago with the server's 30-minute lifetime, signed with the end-to-end server's
 * secret. Only its age differs from a token the server would issue now.
 */
export function reissuedAccessToken(token: string, secondsAgo: number): string {
  const issuedAt = Math.floor(Date.now() / 1000) - secondsAgo;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ ...claimsOf(token), iat: issuedAt, exp: issuedAt + 30 * 60, jti: `e2e-${issuedAt}` }),
  );
  const signature = createHmac('sha256', e2eServer.jwtSecret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** What a browser holds after a long pause: its token, as if its lifetime had ended a minute ago. */
export function expiredCopyOf(token: string): string {
  return reissuedAccessToken(token, 31 * 60);
}
