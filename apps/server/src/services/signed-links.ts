import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Links that carry their own claims, signed with the server's secret under a purpose: the yearly
 * statement's and a monthly gift's management link. They need no row: a link cannot be made for
 * another gift or address, and one signed for a purpose never opens another.
 */

/** What every signed link carries: seconds since the epoch after which it no longer opens. */
export interface ExpiringClaims {
  expires: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const mac = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`minbar-${purpose}:${payload}`).digest();

export function signLink<Claims extends ExpiringClaims>(
  secret: string,
  purpose: string,
  claims: Claims,
): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, purpose, payload).toString('base64url')}`;
}

/** The claims of a token this server signed for `purpose`, or why it is refused: forged (or broken) or expired. */
export function readLink<Claims extends ExpiringClaims>(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): Claims | 'invalid' | 'expired' {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return 'invalid';
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, purpose, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (typeof claims?.expires !== 'number') return 'invalid';
    return claims.expires * 1000 < now.getTime() ? 'expired' : claims;
  } catch {
    return 'invalid';
  }
}

/** The expiry claim of a link made `now` that opens for `days`. */
export function expiresAfterDays(now: Date, days: number): number {
  return Math.floor((now.getTime() + days * DAY_MS) / 1000);
}
