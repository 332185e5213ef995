/** Stable English details the clients map to their own messages (the agreed server messages). */
export const DETAIL = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Email not verified',
  tooManyAttempts: 'Too many attempts, try again later',
  invalidCode: 'Invalid or expired code',
  unauthenticated: 'Could not validate credentials',
  forbidden: 'Not enough permissions',
  userNotFound: 'User not found',
  lastAdmin: 'Cannot remove the last admin',
  adminNotDeletable: 'Cannot delete an admin',
  lastRole: 'A user must keep at least one role',
  notFound: 'Not Found',
  bodyTooLarge: 'Request body too large',
  internal: 'Internal Server Error',
  databaseUnavailable: 'The database is not answering; try again shortly',
} as const;

/**
 * A 4xx answer (or a 503: a service this one depends on did not answer, try again) raised from deep inside a handler; the app's error handler turns it into
 * `{detail}` (docs/decisions/0003) with any extra headers (Retry-After).
 */
export class Problem extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'Problem';
  }
}

export function tooManyAttempts(retryAfterSeconds: number): Problem {
  return new Problem(429, DETAIL.tooManyAttempts, { 'Retry-After': String(retryAfterSeconds) });
}
