import { refreshRequestSchema, tokenRequestSchema } from '@minbar/api/schemas/accounts';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requireUser } from '../../http/context';
import { DETAIL, Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { issueTokenPair, rotateRefreshToken } from '../../services/tokens';
import { findUserByLogin } from '../../services/users';
import { enforceLimits, recordFailure } from './limits';

/** POST /token, POST /refresh-token, GET /users/me. */
export function sessionRoutes(deps: AppDeps) {
  // Unknown accounts still pay for one hash, so the answer time does not reveal which emails exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => {
    decoyHash ??= deps.passwords.hash('decoy password that never matches');
    return decoyHash;
  };

  return new Hono<AppEnv>()
    .post('/token', validate('json', tokenRequestSchema), async (c) => {
      const { email: login, password } = c.req.valid('json');
      const user = await findUserByLogin(deps.db, login);
      // Keyed by account, so switching between its email and its username buys no extra guesses.
      const accountKey = user ? `user:${user.id}` : `login:${login.toLowerCase()}`;
      const limits = [
        [deps.limits.signInPerAccount, accountKey],
        [deps.limits.signInPerAddress, clientAddress(c, deps.trustProxy)],
      ] as const;
      enforceLimits(limits);
      const matches = user
        ? await deps.passwords.verify(password, user.passwordHash)
        : await deps.passwords.verify(password, await decoy());
      if (!user || !matches) {
        recordFailure(limits);
        throw new Problem(401, DETAIL.invalidCredentials);
      }
      // Only after the right password, so the answer never tells a stranger that an account exists.
      if (!user.verifiedAt) throw new Problem(403, DETAIL.emailNotVerified);
      deps.limits.signInPerAccount.reset(accountKey);
      return c.json(await issueTokenPair(deps, user.id));
    })
    .post('/refresh-token', validate('json', refreshRequestSchema), async (c) => {
      const pair = await rotateRefreshToken(deps, c.req.valid('json').refresh_token);
      if (!pair) throw new Problem(401, DETAIL.unauthenticated);
      return c.json(pair);
    })
    .get('/users/me', requireUser(deps), (c) => {
      const user = c.get('user');
      return c.json({
        id: user.id,
        username: user.username,
        email: user.email,
        phone: user.phone,
        role: user.roles[0] ?? '',
        roles: user.roles,
      });
    });
}
