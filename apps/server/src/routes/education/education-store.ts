import type { Child, Package, Person, Subject, Subscription, Teacher } from '@minbar/api/schemas/education';
import { childAge } from '@minbar/domain/education/child';
import { subscriptionStatus } from '@minbar/domain/education/subscription';
import { and, asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userRoles, users } from '../../db/schema';
import {
  children,
  childTeachers,
  packages,
  subjects,
  subscriptions,
  teacherSubjects,
} from '../../db/schema-education';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

/** Stable English details the clients map to their own messages. */
export const EDUCATION_DETAIL = {
  subjectNotFound: 'Subject not found',
  subjectTaken: 'A subject with this name already exists',
  subjectHasTeachers: 'Cannot delete a subject that has teachers',
  teacherNotFound: 'Teacher not found',
  childNotFound: 'Child not found',
  childNotApproved: 'Only approved children can be assigned to a teacher',
  notYourChild: 'You may only enrol or subscribe your own children',
  childNotApprovedYet: 'The child is not approved yet',
  alreadySubscribed: 'The child already has an active subscription',
  packageNotFound: 'Package not found',
  packageCancelled: 'The package is cancelled',
  subscriptionNotFound: 'Subscription not found',
  alreadySuspended: 'The subscription is already suspended',
  alreadyActive: 'The subscription is already active',
} as const;

const person = (row: { id: number; username: string }): Person => ({
  id: row.id,
  username: row.username,
  name: row.username,
});

/** The subjects with these ids, each with its teachers and its author, in the order given. */
export async function readSubjects(db: Queryable, ids: readonly number[]): Promise<Subject[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ subject: subjects, author: { id: users.id, username: users.username } })
    .from(subjects)
    .leftJoin(users, eq(users.id, subjects.createdBy))
    .where(inArray(subjects.id, [...ids]));
  const links = await db
    .select({ subjectId: teacherSubjects.subjectId, id: users.id, username: users.username })
    .from(teacherSubjects)
    .innerJoin(users, eq(users.id, teacherSubjects.teacherId))
    .where(inArray(teacherSubjects.subjectId, [...ids]))
    .orderBy(asc(users.username), asc(users.id));
  const byId = new Map(rows.map((row) => [row.subject.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const teachers = links.filter((link) => link.subjectId === id).map(person);
    return [
      {
        id,
        name: row.subject.name,
        description: row.subject.description,
        created_by: row.author?.id ? person(row.author) : null,
        teachers,
        teacher_count: teachers.length,
      },
    ];
  });
}

/** Accounts with the teacher role (all, or these ids), by name, each with the subjects they teach. */
export async function readTeachers(db: Queryable, ids?: readonly number[]): Promise<Teacher[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, phone: users.phone })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'teacher')))
    .where(ids ? inArray(users.id, [...ids]) : undefined)
    .orderBy(asc(users.username), asc(users.id));
  if (rows.length === 0) return [];
  const taught = await db
    .select({ teacherId: teacherSubjects.teacherId, id: subjects.id, name: subjects.name })
    .from(teacherSubjects)
    .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(
      inArray(
        teacherSubjects.teacherId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(subjects.nameKey), asc(subjects.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.username,
    username: row.username,
    email: row.email,
    phone: row.phone,
    subjects: taught.filter((item) => item.teacherId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/**
 * The children with these ids as the lists show them, in the order given: the responsible parent,
 * the teachers, the subjects those teachers teach, the suggested subject, the active subscription,
 * and the age on the mosque's `today`.
 */
export async function readChildren(db: Queryable, ids: readonly number[], today: string): Promise<Child[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const rows = await db
    .select({
      child: children,
      parent: { id: users.id, username: users.username, email: users.email, phone: users.phone },
      suggested: { id: subjects.id, name: subjects.name },
    })
    .from(children)
    .leftJoin(users, eq(users.id, children.parentId))
    .leftJoin(subjects, eq(subjects.id, children.suggestedSubjectId))
    .where(inArray(children.id, list));
  const teachers = await db
    .select({ childId: childTeachers.childId, id: users.id, username: users.username })
    .from(childTeachers)
    .innerJoin(users, eq(users.id, childTeachers.teacherId))
    .where(inArray(childTeachers.childId, list))
    .orderBy(asc(users.username), asc(users.id));
  const taught = await db
    .selectDistinct({
      childId: childTeachers.childId,
      id: subjects.id,
      name: subjects.name,
      key: subjects.nameKey,
    })
    .from(childTeachers)
    .innerJoin(teacherSubjects, eq(teacherSubjects.teacherId, childTeachers.teacherId))
    .innerJoin(subjects, eq(subjects.id, teacherSubjects.subjectId))
    .where(inArray(childTeachers.childId, list))
    .orderBy(asc(subjects.nameKey), asc(subjects.id));
  const running = await db
    .select({
      childId: subscriptions.childId,
      id: subscriptions.id,
      packageId: packages.id,
      name: packages.name,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(inArray(subscriptions.childId, list), eq(subscriptions.isActive, true)));
  const byId = new Map(rows.map((row) => [row.child.id, row]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { child } = row;
    const subscription = running.find((item) => item.childId === id);
    return [
      {
        id,
        first_name: child.firstName,
        last_name: child.lastName,
        birthdate: child.birthdate,
        age: childAge(child.birthdate, today),
        approved: child.approved,
        active_subscription: subscription
          ? { id: subscription.id, package_id: subscription.packageId, package_name: subscription.name }
          : null,
        responsible_person: row.parent?.id ? row.parent : null,
        teachers: teachers.filter((teacher) => teacher.childId === id).map(person),
        subjects: taught
          .filter((item) => item.childId === id)
          .map(({ id: subjectId, name }) => ({ id: subjectId, name })),
        suggested_subject: row.suggested?.id ? row.suggested : null,
        is_sent: child.isSent,
        created_at: child.createdAt.toISOString(),
      },
    ];
  });
}

export type PackageRow = typeof packages.$inferSelect;

/**
 * Active subscriptions of a package, counted in the same query as the package. The names are written
 * whole: in a select from one table drizzle leaves the table off the columns of a selected sql, and
 * an unqualified "id" inside the subquery would be the subscription's own id, not the package's.
 */
const qualified = (table: typeof packages | typeof subscriptions, column: { name: string }) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;
export const subscriberCountSql = sql<number>`(select count(*)::int from ${subscriptions} where ${qualified(subscriptions, subscriptions.packageId)} = ${qualified(packages, packages.id)} and ${qualified(subscriptions, subscriptions.isActive)})`;

export function toPackage(row: PackageRow, subscriberCount: number | null): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    num_subjects_included: row.numSubjectsIncluded,
    is_active: row.isActive,
    subscriber_count: subscriberCount,
  };
}

export async function readPackage(db: Queryable, id: number): Promise<Package | null> {
  const [row] = await db
    .select({ pkg: packages, subscribers: subscriberCountSql })
    .from(packages)
    .where(eq(packages.id, id));
  return row ? toPackage(row.pkg, row.subscribers) : null;
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function toSubscription(
  row: SubscriptionRow,
  child: { firstName: string; lastName: string } | null,
): Subscription {
  return {
    id: row.id,
    child_id: row.childId,
    child_name: child ? `${child.firstName} ${child.lastName}` : '',
    package_id: row.packageId,
    package_price: row.price,
    start_date: row.startDate,
    current_period_end: row.currentPeriodEnd,
    suspension_reason: row.suspensionReason,
    is_active: row.isActive,
    status: subscriptionStatus({ is_active: row.isActive }),
  };
}

export const subscriptionWithChild = {
  subscription: subscriptions,
  child: { firstName: children.firstName, lastName: children.lastName },
};

export async function readSubscription(db: Queryable, id: number): Promise<Subscription | null> {
  const [row] = await db
    .select(subscriptionWithChild)
    .from(subscriptions)
    .innerJoin(children, eq(children.id, subscriptions.childId))
    .where(eq(subscriptions.id, id));
  return row ? toSubscription(row.subscription, row.child) : null;
}
