import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { userRoles } from '../db/schema';
import { childTeachers, teacherSubjects } from '../db/schema-education';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Transaction;

/**
 * Teachers are the accounts with the teacher role (decision 0023): when an account loses the role,
 * whichever call takes it, its subjects and children go with it in the same transaction.
 */
export async function endTeaching(db: Queryable, teacherId: number): Promise<void> {
  await db.delete(teacherSubjects).where(eq(teacherSubjects.teacherId, teacherId));
  await db.delete(childTeachers).where(eq(childTeachers.teacherId, teacherId));
}

/** The ids among `ids` of accounts holding the teacher role. */
export async function teachersAmong(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'teacher'), inArray(userRoles.userId, [...ids])));
  return new Set(rows.map((row) => row.id));
}
