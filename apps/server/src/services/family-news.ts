import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema';
import { children, packages, subscriptions } from '../db/schema-education';
import type { AppDeps } from '../deps';
import type { MailContent } from '../mail/kinds';
import { mosqueMailLanguage, queueMail } from './mail';

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

async function parentsOf(deps: AppDeps, childIds: readonly number[]): Promise<Map<number, ParentOfChild>> {
  if (childIds.length === 0) return new Map();
  const rows = await deps.db
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

/** The parents of children just approved, or just given `teacher`, each told once per child. */
export async function tellEnrolment(
  deps: AppDeps,
  childIds: readonly number[],
  news: { status: 'approved' } | { status: 'teacher_assigned'; teacher: string },
): Promise<void> {
  const language = await mosqueMailLanguage(deps);
  for (const parent of (await parentsOf(deps, childIds)).values()) {
    const content: MailContent = {
      kind: 'enrolment',
      data: {
        name: parent.username,
        child: parent.child,
        status: news.status,
        teacher: news.status === 'teacher_assigned' ? news.teacher : '',
        subject: '',
      },
    };
    await queueMail(deps, parent.email, content, language);
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
  const parent = (await parentsOf(deps, [row.childId])).get(row.childId);
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
