import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { children, packages, subscriptions } from '../db/schema-education';
import type { AppDeps } from '../deps';
import { type MailToQueue, mosqueMailLanguage, queueMail, queueMails } from './mail';

/*
 * What a parent hears of the weekend school: a child's enrolment approved, a teacher given, a
 * subscription suspended (with the reason) or active again. A parent's account keeps no language of
 * its own, so these go in the language the mosque chose for its mails.
 */

interface ParentOfChild {
  email: string;
  username: string;
  child: string;
}

async function parentsOf(
  db: Pick<Database, 'select'>,
  childIds: readonly number[],
): Promise<Map<number, ParentOfChild>> {
  if (childIds.length === 0) return new Map();
  const rows = await db
    .select({
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      email: users.email,
      username: users.username,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.parentId))
    .where(inArray(children.id, [...childIds]));
  return new Map(
    rows.map((row) => [
      row.childId,
      { email: row.email, username: row.username, child: `${row.firstName} ${row.lastName}` },
    ]),
  );
}

type EnrolmentNews = { status: 'approved' } | { status: 'teacher_assigned'; teacher: string };

/**
 * The mails to the parents of children just approved, or just given `teacher`, each told once per
 * child; read through `db`, the change's transaction when the caller queues them in it (queueMails).
 */
export async function enrolmentNews(
  db: Pick<Database, 'select'>,
  childIds: readonly number[],
  news: EnrolmentNews,
): Promise<MailToQueue[]> {
  const parents = [...(await parentsOf(db, childIds)).values()];
  if (parents.length === 0) return [];
  const language = await mosqueMailLanguage({ db });
  return parents.map((parent) => ({
    to: parent.email,
    content: {
      kind: 'enrolment',
      data: {
        name: parent.username,
        child: parent.child,
        status: news.status,
        teacher: news.status === 'teacher_assigned' ? news.teacher : '',
        subject: '',
      },
    },
    language,
  }));
}

/**
 * The parents of children just approved, told after the approval was saved. Whatever goes wrong is
 * logged and swallowed, as for queueMail: the approval stands.
 */
export async function tellEnrolment(
  deps: AppDeps,
  childIds: readonly number[],
  news: EnrolmentNews,
): Promise<void> {
  try {
    deps.outbox.queued(await queueMails(deps, deps.db, await enrolmentNews(deps.db, childIds, news)));
  } catch (error) {
    deps.log(`enrolment mails not queued: ${String(error)}`);
  }
}

/** The parent of a subscription just suspended (with its reason) or made active again. */
export async function tellSubscription(
  deps: AppDeps,
  subscriptionId: number,
  status: 'suspended' | 'reactivated',
): Promise<void> {
  const [row] = await deps.db
    .select({
      childId: subscriptions.childId,
      packageName: packages.name,
      reason: subscriptions.suspensionReason,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) return;
  const parent = (await parentsOf(deps.db, [row.childId])).get(row.childId);
  if (!parent) return;
  await queueMail(
    deps,
    parent.email,
    {
      kind: 'subscription',
      data: { name: parent.username, package: row.packageName, status, reason: row.reason ?? '' },
    },
    await mosqueMailLanguage(deps),
  );
}
