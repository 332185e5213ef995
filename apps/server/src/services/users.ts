import { ROLES, type Role } from '@minbar/domain/access/roles';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens, userRoles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** Roles in the order of ROLES, so the first one (the `role` field) is the most powerful. */
export function sortRoles(roles: readonly string[]): Role[] {
  return ROLES.filter((role) => roles.includes(role));
}

export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.email, lowered), eq(users.username, login)))
    .orderBy(asc(users.id));
  // An email match wins over another account whose username happens to equal that email.
  return rows.find((row) => row.email === lowered) ?? rows[0];
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The account behind an access token, as one request sees it. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  verifiedAt: Date | null;
  roles: Role[];
  /** Whether the token's session (refresh-token family) was never revoked. */
  sessionActive: boolean;
}

/**
 * The user, their roles and whether the session still lives, in one statement: every signed-in
 * request runs it, so it costs one round trip to the database instead of three. A session lives
 * while its family was never revoked (sign-out, password reset, reuse of a replaced token), so an
 * access token dies with its session at once rather than when it expires.
 */
export async function findSessionUser(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      verifiedAt: users.verifiedAt,
      roles: sql<
        string[]
      >`coalesce((select json_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
      sessionActive: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId}::uuid and ${refreshTokens.revokedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const roles: unknown = typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles;
  return {
    ...row,
    roles: sortRoles(Array.isArray(roles) ? roles : []),
    sessionActive: row.sessionActive === true,
  };
}

export async function rolesOf(db: Database, userId: number): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return sortRoles(rows.map((row) => row.role));
}

export async function rolesByUser(db: Database, userIds: readonly number[]): Promise<Map<number, Role[]>> {
  const out = new Map<number, Role[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select()
    .from(userRoles)
    .where(inArray(userRoles.userId, [...userIds]));
  for (const id of userIds) {
    out.set(id, sortRoles(rows.filter((row) => row.userId === id).map((row) => row.role)));
  }
  return out;
}

export async function countUsersWithRole(db: Database, role: Role): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRoles)
    .where(eq(userRoles.role, role));
  return row?.count ?? 0;
}

export interface NewUser {
  username: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  roles: readonly Role[];
  verifiedAt: Date | null;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: user.username,
        email: user.email.toLowerCase(),
        phone: user.phone,
        passwordHash: user.passwordHash,
        verifiedAt: user.verifiedAt,
      })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    await tx.insert(userRoles).values(user.roles.map((role) => ({ userId: row.id, role })));
    return row;
  });
}
