import {
  registerRequestSchema,
  resetConfirmRequestSchema,
  resetRequestRequestSchema,
  resetVerifyCodeRequestSchema,
  verifyRequestSchema,
} from '@minbar/api/schemas/accounts';
import { PARENT_ROLES } from '@minbar/domain/access/roles';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requestLanguage } from '../../http/context';
import { countAttempt, pairKey } from '../../http/limits';
import { DETAIL, Problem } from '../../http/problems';
import { type ValidationItem, validate } from '../../http/validation';
import { type CodePurpose, checkCode, consumeCode, issueCode } from '../../services/codes';
import { mailSender } from '../../services/mail';
import { resetMail, verificationMail } from '../../services/outbox';
import { revokeAllSessions } from '../../services/tokens';
import { findUserByEmail, insertUser, type UserRow } from '../../services/users';

const UNIQUE_VIOLATION = '23505';

function duplicateItems(emailTaken: boolean, usernameTaken: boolean): ValidationItem[] {
  const items: ValidationItem[] = [];
  if (emailTaken) {
    items.push({ loc: ['body', 'email'], msg: 'Email already registered', type: 'value_error.email_taken' });
  }
  if (usernameTaken) {
    items.push({
      loc: ['body', 'username'],
      msg: 'Username already taken',
      type: 'value_error.username_taken',
    });
  }
  return items;
}

function uniqueViolationOf(error: unknown): string | null {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  for (let current: unknown = error; current && typeof current === 'object'; ) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
    if (record.code === UNIQUE_VIOLATION) {
      return typeof record.constraint === 'string' ? record.constraint : String(record.message ?? '');
    }
    current = record.cause;
  }
  return null;
}

/** POST /register, POST /verify and the three password-reset calls: all public. */
export function registrationRoutes(deps: AppDeps) {
  /**
   * The shared code check of /verify and the reset calls. The attempt is counted per account and
   * address and per address before the code is looked at; the code itself dies after five wrong
   * guesses. Nothing here is counted per account alone, so nobody can block another person's
   * freshly mailed code. Returns the user and the id of the matching code.
   */
  async function userWithValidCode(
    c: Context,
    email: string,
    code: string,
    purpose: CodePurpose,
  ): Promise<{ user: UserRow; codeId: number }> {
    const address = clientAddress(c, deps.trustProxy);
    const pair = pairKey(email, address);
    await countAttempt([
      [deps.limits.codePerPair, pair],
      [deps.limits.codePerAddress, address],
    ]);
    const user = await findUserByEmail(deps.db, email);
    const codeId = user ? await checkCode(deps, user.id, purpose, code) : null;
    if (!user || codeId === null) throw new Problem(400, DETAIL.invalidCode);
    await deps.limits.codePerPair.reset(pair);
    return { user, codeId };
  }

  return new Hono<AppEnv>()
    .post('/register', validate('json', registerRequestSchema), async (c) => {
      const input = c.req.valid('json');
      const [emailOwner] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      const [usernameOwner] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, input.username));
      if (emailOwner || usernameOwner) {
        return c.json({ detail: duplicateItems(Boolean(emailOwner), Boolean(usernameOwner)) }, 422);
      }
      let user: UserRow;
      try {
        user = await insertUser(deps.db, {
          username: input.username,
          email: input.email,
          phone: input.phone,
          passwordHash: await deps.passwords.hash(input.password),
          // Signing up makes a parent's account; only an administrator gives a staff or teacher role.
          roles: PARENT_ROLES,
          verifiedAt: null,
        });
      } catch (error) {
        // Two sign-ups racing for one name: the unique index decides, the answer stays a 422.
        const constraint = uniqueViolationOf(error);
        if (constraint === null) throw error;
        const emailTaken = constraint.includes('email');
        return c.json({ detail: duplicateItems(emailTaken, !emailTaken) }, 422);
      }
      const code = await issueCode(deps, user.id, 'verify');
      const language = requestLanguage(c);
      await deps.outbox.send(verificationMail(user.email, code, language, await mailSender(deps, language)));
      return c.json({ message: 'Account created. Enter the code sent to your email.', id: user.id }, 201);
    })
    .post('/verify', validate('json', verifyRequestSchema), async (c) => {
      const { email, code } = c.req.valid('json');
      const { user, codeId } = await userWithValidCode(c, email, code, 'verify');
      await deps.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId, deps.now()))) throw new Problem(400, DETAIL.invalidCode);
        await tx.update(users).set({ verifiedAt: deps.now() }).where(eq(users.id, user.id));
      });
      return c.json({ message: 'Account verified' });
    })
    .post('/password-reset/request', validate('json', resetRequestRequestSchema), async (c) => {
      const { email } = c.req.valid('json');
      // Every request counts, found or not: the limits cap how many mails one address can trigger and
      // how many one inbox receives. Over the account's cap no new code is made, so the last code
      // mailed stays valid: an attacker asking for codes cannot take a working one away.
      const address = clientAddress(c, deps.trustProxy);
      await countAttempt([
        [deps.limits.mailPerPair, pairKey(email, address)],
        [deps.limits.mailPerAddress, address],
        [deps.limits.mailPerAccount, email],
      ]);
      const user = await findUserByEmail(deps.db, email);
      if (user) {
        const code = await issueCode(deps, user.id, 'reset');
        const language = requestLanguage(c);
        await deps.outbox.send(resetMail(user.email, code, language, await mailSender(deps, language)));
      }
      // The same answer either way, so the call cannot be used to find out who has an account.
      return c.json({ message: 'If an account uses this email, a reset code has been sent.' });
    })
    .post('/password-reset/verify-code', validate('json', resetVerifyCodeRequestSchema), async (c) => {
      const { email, code } = c.req.valid('json');
      await userWithValidCode(c, email, code, 'reset');
      return c.json({ message: 'Code is valid' });
    })
    .post('/password-reset/confirm', validate('json', resetConfirmRequestSchema), async (c) => {
      const { email, code, new_password } = c.req.valid('json');
      const { user, codeId } = await userWithValidCode(c, email, code, 'reset');
      const passwordHash = await deps.passwords.hash(new_password);
      // The code is used up, the password set and every session ended together, or none of them.
      await deps.db.transaction(async (tx) => {
        const now = deps.now();
        if (!(await consumeCode(tx, codeId, now))) throw new Problem(400, DETAIL.invalidCode);
        // The code came by mail, so a successful reset also proves the address.
        await tx
          .update(users)
          .set({ passwordHash, verifiedAt: user.verifiedAt ?? now })
          .where(eq(users.id, user.id));
        await revokeAllSessions(tx, user.id, now);
      });
      return c.json({ message: 'Password updated' });
    });
}
