import { emailParamSchema, roleQuerySchema, updateRoleQuerySchema } from '@minbar/api/schemas/accounts';
import { pageQuerySchema } from '@minbar/api/schemas/common';
import { ADMIN_ROLES, ROLES, type Role } from '@minbar/domain/access/roles';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { EDUCATION_LOCK, ROLE_CHANGE_LOCK } from '../../db/locks';
import { userRoles, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { DETAIL, Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { type Acting, asStaff } from '../../services/audit';
import { endTeaching } from '../../services/teaching';
import { rolesByUser, rolesOf, sortRoles } from '../../services/users';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function changeRoles(
  db: Database,
  acting: Acting,
  email: string,
  decide: (current: Role[]) => Role[],
): Promise<{ id: number; roles: Role[] }> {
  return asStaff(db, acting, async (tx: Transaction) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Problem(404, DETAIL.userNotFound);
    const current = sortRoles(
      (await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id))).map(
        (row) => row.role,
      ),
    );
    const next = sortRoles(decide(current));
    if (current.includes('admin') && !next.includes('admin')) {
      const [admins] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(userRoles)
        .where(eq(userRoles.role, 'admin'));
      if ((admins?.count ?? 0) <= 1) throw new Problem(409, DETAIL.lastAdmin);
    }
    if (next.length === 0) throw new Problem(409, DETAIL.lastRole);
    if (current.includes('teacher') && !next.includes('teacher')) {
      // A teacher is an account with the role (decision 0023): its subjects and children go with it.
      await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
      await endTeaching(tx, user.id);
    }
    for (const role of current.filter((role) => !next.includes(role))) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)));
    }
    const added = next.filter((role) => !current.includes(role));
    if (added.length > 0) await tx.insert(userRoles).values(added.map((role) => ({ userId: user.id, role })));
    return { id: user.id, roles: next };
  });
}

/** The Administrators screen's calls; admin only (docs/decisions/0004). */
export function adminRoutes(deps: AppDeps) {
  const adminOnly = requireUser(deps, ADMIN_ROLES);

  return new Hono<AppEnv>()
    .get('/admin/users', adminOnly, validate('query', pageQuerySchema), async (c) => {
      const { page, per_page } = c.req.valid('query');
      const [counted] = await deps.db.select({ total: sql<number>`count(*)::int` }).from(users);
      const total = counted?.total ?? 0;
      const rows = await deps.db
        .select({ id: users.id, username: users.username, email: users.email })
        .from(users)
        .orderBy(asc(users.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const roles = await rolesByUser(
        deps.db,
        rows.map((row) => row.id),
      );
      return c.json({
        data: rows.map((row) => {
          const held = roles.get(row.id) ?? [];
          return { ...row, role: held[0] ?? '', roles: held };
        }),
        pagination: pageAnswer(total, page, per_page),
      });
    })
    .delete('/admin/users/:id', adminOnly, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw new Problem(404, DETAIL.userNotFound);
      if ((await rolesOf(deps.db, id)).includes('admin')) throw new Problem(409, DETAIL.adminNotDeletable);
      await asStaff(deps.db, actingOf(c, deps), (tx) => tx.delete(users).where(eq(users.id, id)));
      return c.json({ message: 'User deleted' });
    })
    .put(
      '/update-role/:email',
      adminOnly,
      validate('param', emailParamSchema),
      validate('query', updateRoleQuerySchema),
      async (c) => {
        const { email } = c.req.valid('param');
        const { new_role } = c.req.valid('query');
        const result = await changeRoles(deps.db, actingOf(c, deps), email, () => [new_role]);
        return c.json({ message: 'Role updated', ...result });
      },
    )
    .post(
      '/add-role/:email',
      adminOnly,
      validate('param', emailParamSchema),
      validate('query', roleQuerySchema),
      async (c) => {
        const { email } = c.req.valid('param');
        const { role } = c.req.valid('query');
        const result = await changeRoles(deps.db, actingOf(c, deps), email, (current) => [...current, role]);
        return c.json({ message: 'Role added', ...result });
      },
    )
    .delete(
      '/remove-role/:email',
      adminOnly,
      validate('param', emailParamSchema),
      validate('query', roleQuerySchema),
      async (c) => {
        const { email } = c.req.valid('param');
        const { role } = c.req.valid('query');
        const result = await changeRoles(deps.db, actingOf(c, deps), email, (current) =>
          current.filter((held) => held !== role),
        );
        return c.json({ message: 'Role removed', ...result });
      },
    )
    .get('/admin/users-roles-count', adminOnly, async (c) => {
      const rows = await deps.db
        .select({ role: userRoles.role, count: sql<number>`count(*)::int` })
        .from(userRoles)
        .groupBy(userRoles.role);
      const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      for (const row of rows) if (row.role in counts) counts[row.role as Role] = row.count;
      return c.json(counts);
    });
}
