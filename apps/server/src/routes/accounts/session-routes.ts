import { refreshRequestSchema, tokenRequestSchema } from '@minbar/api/schemas/accounts';
import { type Context, Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, readBearerClaims, requireUser } from '../../http/context';
import { countAttempt, pairKey } from '../../http/limits';
import { DETAIL, Problem } from '../../http/problems';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../http/session-cookie';
import { validate } from '../../http/validation';
import { slowdownMs } from '../../services/rate-limiter';
import {
  type IssuedSession,
  revokeSession,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from '../../services/tokens';
import { findUserByLogin } from '../../services/users';

const DAY_SECONDS = 24 * 60 * 60;

/** POST /token, POST /refresh-token, POST /logout, GET /users/me. */
export function sessionRoutes(deps: AppDeps) {
  // Unknown accounts still pay for one hash, so the answer time does not reveal which emails exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= deps.passwords.hash('decoy password that never matches');
    return decoyHash;
  };

  /** The access token in the body, the refresh token in its cookie only. */
  const answer = (c: Context, session: IssuedSession) => {
    setRefreshCookie(c, session.refreshToken, deps.refreshTokenTtlDays * DAY_SECONDS, deps.trustProxy);
    return c.json({ access_token: session.accessToken, token_type: 'bearer' as const });
  };

  return new Hono<AppEnv>()
    .post('/token', validate('json', tokenRequestSchema), async (c) => {
      const { email: login, password } = c.req.valid('json');
      const user = await findUserByLogin(deps.db, login);
      // Keyed by account, so switching between its email and its username buys no extra guesses.
      const accountKey = user ? `user:${user.id}` : `login:${login.toLowerCase()}`;
      const address = clientAddress(c, deps.trustProxy);
      const pair = pairKey(accountKey, address);
      await countAttempt([
        [deps.limits.signInPerPair, pair],
        [deps.limits.signInPerAddress, address],
      ]);
      const failures = await deps.limits.signInFailuresPerAccount.count(accountKey);
      const wait = slowdownMs(failures, deps.limits.settings);
      if (wait > 0) await deps.sleep(wait);
      const matches = user
        ? await deps.passwords.verify(password, user.passwordHash)
        : await deps.passwords.verify(password, await decoy());
      if (!user || !matches) {
        await deps.limits.signInFailuresPerAccount.hit(accountKey);
        throw new Problem(401, DETAIL.invalidCredentials);
      }
      // Only after the right password, so the answer never tells a stranger that an account exists.
      if (!user.verifiedAt) throw new Problem(403, DETAIL.emailNotVerified);
      // The owner's own sign-in does not use up the guesses of their address.
      await Promise.all([
        deps.limits.signInPerPair.reset(pair),
        deps.limits.signInPerAddress.refund(address),
      ]);
      return answer(c, await startSession(deps, user.id));
    })
    .post('/refresh-token', validate('json', refreshRequestSchema), async (c) => {
      const presented = readRefreshCookie(c) ?? c.req.valid('json').refresh_token;
      const session = presented ? await rotateRefreshToken(deps, presented) : null;
      if (!session) {
        clearRefreshCookie(c, deps.trustProxy);
        throw new Problem(401, DETAIL.unauthenticated);
      }
      return answer(c, session);
    })
    .post('/logout', validate('json', refreshRequestSchema), async (c) => {
      // Whatever names the session ends it: the cookie, a token in the body, or the access token.
      const presented = readRefreshCookie(c) ?? c.req.valid('json').refresh_token;
      const fromRefresh = presented ? await sessionOfRefreshToken(deps, presented) : null;
      const sessionId = fromRefresh ?? (await readBearerClaims(deps, c))?.sessionId ?? null;
      if (sessionId) await revokeSession(deps, sessionId);
      clearRefreshCookie(c, deps.trustProxy);
      return c.body(null, 204);
    })
    .get('/users/me', requireUser(deps), (c) => {
      const user = c.get('user');
      const body = JSON.stringify({
        id: user.id,
        username: user.username,
        email: user.email,
        phone: user.phone,
        role: user.roles[0] ?? '',
        roles: user.roles,
      });
      // Every signed-in page asks this first. With its length stated, the compression middleware sees
      // a body under its threshold and leaves it alone instead of streaming a few hundred bytes
      // through gzip per call (c.json states no length).
      return c.body(body, 200, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      });
    });
}
