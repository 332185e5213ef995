import { createHmac } from 'node:crypto';
import { e2eServer } from './server-environment';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An access token exactly like the server's (30-minute lifetime), signed with the end-to-end server's
 * secret and issued the given number of seconds ago.
 */
export function accessTokenIssuedAgo(userId: string, roles: readonly string[], secondsAgo: number): string {
  const issuedAt = Math.floor(Date.now() / 1000) - secondsAgo;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: userId, roles, typ: 'access', iat: issuedAt, exp: issuedAt + 30 * 60 }),
  );
  const signature = createHmac('sha256', e2eServer.jwtSecret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** What a browser holds after a long pause: a token whose lifetime ended a minute ago. */
export function expiredAccessToken(userId: string, roles: readonly string[]): string {
  return accessTokenIssuedAgo(userId, roles, 31 * 60);
}
