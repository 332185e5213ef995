import {
  assignChildrenBodySchema,
  childEnrolmentBodySchema,
  childListQuerySchema,
  removeChildrenBodySchema,
} from '@minbar/api/schemas/education';
import { ADMIN_ROLES, PARENT_ROLES } from '@minbar/domain/access/roles';
import { birthdateIssue } from '@minbar/domain/education/child';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, count, eq, exists, inArray, not, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { EDUCATION_LOCK } from '../../db/locks';
import { users } from '../../db/schema';
import { children, childTeachers, subjects, subscriptions } from '../../db/schema-education';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { enrolmentNews, tellEnrolment } from '../../services/family-news';
import { queueMails } from '../../services/mail';
import { teachersAmong } from '../../services/teaching';
import { EDUCATION_DETAIL, readChildren } from './education-store';

const hasTeacher = exists(
  sql`(select 1 from ${childTeachers} where ${childTeachers.childId} = ${children.id})`,
);
const hasActiveSubscription = exists(
  sql`(select 1 from ${subscriptions} where ${subscriptions.childId} = ${children.id} and ${subscriptions.isActive})`,
);

/**
 * Children (decision 0023): the staff's lists and changes are the admin's; a parent asks to enrol
 * their own child. Requests are listed oldest first (a queue), the approved children by name.
 */
export function childRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  const parent = requireUser(deps, PARENT_ROLES);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);

  /** One page of children meeting `condition`: the requests oldest first, the others by name. */
  const pageOf = async (
    query: { page: number; per_page: number },
    condition: SQL | undefined,
    order: 'name' | 'arrival',
  ) => {
    const { page, per_page } = query;
    const [counted] = await deps.db.select({ value: count() }).from(children).where(condition);
    const rows = await deps.db
      .select({ id: children.id })
      .from(children)
      .where(condition)
      .orderBy(
        ...(order === 'name'
          ? [asc(children.lastName), asc(children.firstName), asc(children.id)]
          : [asc(children.createdAt), asc(children.id)]),
      )
      .limit(per_page)
      .offset((page - 1) * per_page);
    const data = await readChildren(
      deps.db,
      rows.map((row) => row.id),
      today(),
    );
    return { data, pagination: pageAnswer(counted?.value ?? 0, page, per_page) };
  };
  const subscribedOnly = (flag: string | undefined) => (flag === 'true' ? hasActiveSubscription : undefined);

  const childOr404 = async (id: number) => {
    const [child] = await readChildren(deps.db, [id], today());
    if (!child) throw new Problem(404, EDUCATION_DETAIL.childNotFound);
    return child;
  };

  return new Hono<AppEnv>()
    .get('/children/approved/', admin, validate('query', childListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const condition = and(eq(children.approved, true), subscribedOnly(query.active_subscription));
      return c.json(await pageOf(query, condition, 'name'));
    })
    .get('/children/approved/no-teachers/', admin, validate('query', childListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const condition = and(
        eq(children.approved, true),
        not(hasTeacher),
        subscribedOnly(query.active_subscription),
      );
      return c.json(await pageOf(query, condition, 'name'));
    })
    .get('/children/unapproved/', admin, validate('query', childListQuerySchema), async (c) =>
      c.json(await pageOf(c.req.valid('query'), eq(children.approved, false), 'arrival')),
    )
    .patch('/children/:id/approve/', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [before] = await deps.db
        .select({ approved: children.approved })
        .from(children)
        .where(eq(children.id, id));
      const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .update(children)
          .set({ approved: true, approvedAt: sql`coalesce(${children.approvedAt}, ${deps.now()})` })
          .where(eq(children.id, id))
          .returning({ id: children.id }),
      );
      if (!row) throw new Problem(404, EDUCATION_DETAIL.childNotFound);
      // Approving an approved child again changes nothing and tells nobody.
      if (before && !before.approved) await tellEnrolment(deps, [id], { status: 'approved' });
      return c.json(await childOr404(id));
    })
    .post('/assign-children-to-teacher/', admin, validate('json', assignChildrenBodySchema), async (c) => {
      const { child_ids, teacher_id, from_teacher_id } = c.req.valid('json');
      const mails = await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
        if (!(await teachersAmong(tx, [teacher_id])).has(teacher_id))
          throw new Problem(404, EDUCATION_DETAIL.teacherNotFound);
        const found = await tx
          .select({ id: children.id, approved: children.approved })
          .from(children)
          .where(inArray(children.id, child_ids))
          .for('update');
        if (found.length !== child_ids.length) throw new Problem(404, EDUCATION_DETAIL.childNotFound);
        if (found.some((child) => !child.approved)) throw new Problem(409, EDUCATION_DETAIL.childNotApproved);
        if (from_teacher_id !== null && from_teacher_id !== teacher_id)
          await tx
            .delete(childTeachers)
            .where(
              and(eq(childTeachers.teacherId, from_teacher_id), inArray(childTeachers.childId, child_ids)),
            );
        // The children this teacher is new to: one already theirs is not news.
        const given = await tx
          .insert(childTeachers)
          .values(child_ids.map((childId) => ({ childId, teacherId: teacher_id })))
          .onConflictDoNothing()
          .returning({ childId: childTeachers.childId });
        if (given.length === 0) return [];
        // Their parents' mails are queued with the change, in one statement however many children.
        const [teacher] = await tx
          .select({ username: users.username })
          .from(users)
          .where(eq(users.id, teacher_id));
        const news = await enrolmentNews(
          tx,
          given.map((each) => each.childId),
          { status: 'teacher_assigned', teacher: teacher?.username ?? '' },
        );
        return queueMails(deps, tx, news);
      });
      deps.outbox.queued(mails);

      return c.json({ message: from_teacher_id === null ? 'Children assigned' : 'Children reassigned' });
    })
    .delete(
      '/remove-children-from-teacher/',
      admin,
      validate('json', removeChildrenBodySchema),
      async (c) => {
        const { child_ids, teacher_id } = c.req.valid('json');
        await asStaff(deps.db, actingOf(c, deps), async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
          if (!(await teachersAmong(tx, [teacher_id])).has(teacher_id))
            throw new Problem(404, EDUCATION_DETAIL.teacherNotFound);
          const [found] = await tx
            .select({ value: count() })
            .from(children)
            .where(inArray(children.id, child_ids));
          if ((found?.value ?? 0) !== child_ids.length)
            throw new Problem(404, EDUCATION_DETAIL.childNotFound);
          await tx
            .delete(childTeachers)
            .where(and(eq(childTeachers.teacherId, teacher_id), inArray(childTeachers.childId, child_ids)));
        });
        return c.json({ message: 'Children removed from the teacher' });
      },
    )
    .delete('/children/:id', admin, validate('param', idParamSchema), async (c) => {
      const [deleted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(children)
          .where(eq(children.id, c.req.valid('param').id))
          .returning({ id: children.id }),
      );
      if (!deleted) throw new Problem(404, EDUCATION_DETAIL.childNotFound);
      return c.body(null, 204);
    })
    .post('/children/', parent, validate('json', childEnrolmentBodySchema), async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user');
      if (input.responsible_parent_id !== null && input.responsible_parent_id !== user.id)
        throw new Problem(403, EDUCATION_DETAIL.notYourChild);
      const issue = birthdateIssue(input.birthdate, today());
      if (issue)
        return c.json(
          { detail: [{ loc: ['body', 'birthdate'], msg: 'Enter the child’s birthdate', type: issue }] },
          422,
        );
      if (input.suggested_subject_id !== null) {
        const [subject] = await deps.db
          .select({ id: subjects.id })
          .from(subjects)
          .where(eq(subjects.id, input.suggested_subject_id));
        if (!subject) throw new Problem(404, EDUCATION_DETAIL.subjectNotFound);
      }
      const [row] = await deps.db
        .insert(children)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          birthdate: input.birthdate,
          parentId: user.id,
          suggestedSubjectId: input.suggested_subject_id,
          isSent: true,
          createdAt: deps.now(),
        })
        .returning({ id: children.id });
      return c.json(await childOr404(row!.id), 201);
    });
}
