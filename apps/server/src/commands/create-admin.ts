import { emailSchema, passwordSchema, usernameSchema } from '@minbar/domain/access/credentials';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createScryptHasher } from '../services/passwords';
import { insertUser } from '../services/users';
import type { Command } from './command';
import { readSecret } from './secret-input';

const USAGE = [
  'npm run create-admin -- --email admin@centre.example [--username Name]',
  'The password is asked for (typed twice, not shown), or read from standard input or',
  'MINBAR_ADMIN_PASSWORD, never from the command line, which shell history keeps.',
].join('\n');

/**
 * `npm run create-admin`: the first administrator of an installation that starts without the demo
 * (docs/deploy.md), verified, with the same rules for the address, name and password as sign-up.
 * The password reaches the process through a prompt, a pipe or the environment, never its arguments.
 */
export const createAdmin: Command = async (args, env, io) => {
  const options = parseOptions(args);
  if (!options) {
    io.err(USAGE);
    return 2;
  }
  const email = v.safeParse(emailSchema, options.email);
  const username = v.safeParse(usernameSchema, options.username ?? options.email.split('@')[0] ?? '');
  const problems = [
    ...(email.success ? [] : [`the address: ${email.issues[0].message}`]),
    ...(username.success ? [] : [`the name: ${username.issues[0].message}`]),
  ];
  if (!email.success || !username.success) {
    io.err(`create-admin: ${problems.join('; ')}`);
    return 2;
  }
  const typed = process.env.MINBAR_ADMIN_PASSWORD ?? (await readSecret('Password: ', 'Password again: '));
  if (typed === null) {
    io.err('create-admin: the two passwords differ; nothing was created.');
    return 2;
  }
  const password = v.safeParse(passwordSchema, typed);
  if (!password.success) {
    io.err(`create-admin: the password: ${password.issues[0].message}`);
    return 2;
  }

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.MINBAR_DATA_DIR });
  try {
    await database.migrate();
    const [taken] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.output.toLowerCase()));
    if (taken) {
      io.err(`create-admin: an account with ${email.output} exists already; nothing was changed.`);
      return 2;
    }
    const created = await insertUser(database.db, {
      username: username.output,
      email: email.output,
      phone: null,
      passwordHash: await createScryptHasher().hash(password.output),
      roles: ['admin'],
      verifiedAt: new Date(),
    });
    io.out(
      `create-admin: ${created.email} (${created.username}) is an admin and can sign in to the dashboard.`,
    );
    return 0;
  } finally {
    await database.close();
  }
};

function parseOptions(args: readonly string[]): { email: string; username?: string } | null {
  const options: Record<string, string> = {};
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if ((name !== '--email' && name !== '--username') || value === undefined) return null;
    options[name.slice(2)] = value;
  }
  return options.email ? { email: options.email, username: options.username } : null;
}
