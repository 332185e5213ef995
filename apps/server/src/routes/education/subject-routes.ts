import { pageQuerySchema } from '@minbar/api/schemas/common';
import {
  reassignSubjectsBodySchema,
  subjectBodySchema,
  teacherSubjectsBodySchema,
} from '@minbar/api/schemas/education';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import {
  EDUCATION_ISSUE,
  findSubjectNameClash,
  type SubjectSave,
  subjectDeleteIssue,
  subjectNameKey,
} from '@minbar/domain/education/subject';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { EDUCATION_LOCK, ROLE_CHANGE_LOCK } from '../../db/locks';
import { userRoles, users } from '../../db/schema';
import { subjects, teacherSubjects } from '../../db/schema-education';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { endTeaching, teachersAmong } from '../../services/teaching';
import { EDUCATION_DETAIL, readSubjects, readTeachers, type Transaction } from './education-store';

const NAME_TAKEN = {
  detail: [{ loc: ['body', 'name'], msg: EDUCATION_DETAIL.subjectTaken, type: EDUCATION_ISSUE.nameTaken }],
};

/**
 * Saves a subject (a new one, or `id`'s) under the lock, refusing a name another subject holds once
 * trimmed and lower-cased; null when the name is taken.
 */
async function saveSubject(tx: Transaction, input: SubjectSave, createdBy: number, id?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
  const nameKey = subjectNameKey(input.name);
  const holders = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(eq(subjects.nameKey, nameKey));
  if (findSubjectNameClash(holders, input.name, id)) return null;
  const columns = { name: input.name, nameKey, description: input.description };
  const [row] =
    id === undefined
      ? await tx
          .insert(subjects)
          .values({ ...columns, createdBy })
          .returning({ id: subjects.id })
      : await tx.update(subjects).set(columns).where(eq(subjects.id, id)).returning({ id: subjects.id });
  if (!row) throw new Problem(404, EDUCATION_DETAIL.subjectNotFound);
  return row.id;
}

/** Checks a teacher and subjects named by a body, under the lock; 404 for any that is not one. */
async function checkTeacherAndSubjects(tx: Transaction, teacherId: number, subjectIds: readonly number[]) {
  await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
  if (!(await teachersAmong(tx, [teacherId])).has(teacherId))
    throw new Problem(404, EDUCATION_DETAIL.teacherNotFound);
  if (subjectIds.length === 0) return;
  const [found] = await tx
    .select({ value: count() })
    .from(subjects)
    .where(inArray(subjects.id, [...subjectIds]));
  if ((found?.value ?? 0) !== subjectIds.length) throw new Problem(404, EDUCATION_DETAIL.subjectNotFound);
}

/**
 * Subjects and teachers (admin only, decision 0023): the paged subjects with their teachers, the
 * subject form's saves with unique names, the delete refused while anyone teaches the subject, the
 * teachers with their subjects, and the teacher role's removal, which ends the teacher's subjects and
 * children in the same transaction.
 */
export function subjectRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);

  const subjectOr404 = async (id: number) => {
    const [subject] = await readSubjects(deps.db, [id]);
    if (!subject) throw new Problem(404, EDUCATION_DETAIL.subjectNotFound);
    return subject;
  };
  const teacherAnswer = async (id: number) => {
    const [teacher] = await readTeachers(deps.db, [id]);
    if (!teacher) throw new Problem(404, EDUCATION_DETAIL.teacherNotFound);
    return teacher;
  };

  return new Hono<AppEnv>()
    .get('/subjects', admin, validate('query', pageQuerySchema), async (c) => {
      const { page, per_page } = c.req.valid('query');
      const [counted] = await deps.db.select({ value: count() }).from(subjects);
      const rows = await deps.db
        .select({ id: subjects.id })
        .from(subjects)
        .orderBy(asc(subjects.nameKey), asc(subjects.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const data = await readSubjects(
        deps.db,
        rows.map((row) => row.id),
      );
      return c.json({ data, pagination: pageAnswer(counted?.value ?? 0, page, per_page) });
    })
    .post('/subjects', admin, validate('json', subjectBodySchema), async (c) => {
      const id = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        saveSubject(tx, c.req.valid('json'), c.get('user').id),
      );
      if (id === null) return c.json(NAME_TAKEN, 422);
      return c.json(await subjectOr404(id), 201);
    })
    .put(
      '/subjects/:id',
      admin,
      validate('param', idParamSchema),
      validate('json', subjectBodySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const saved = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          saveSubject(tx, c.req.valid('json'), c.get('user').id, id),
        );
        if (saved === null) return c.json(NAME_TAKEN, 422);
        return c.json(await subjectOr404(id));
      },
    )
    .delete('/subjects/:id', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
        const [subject] = await tx.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
        if (!subject) throw new Problem(404, EDUCATION_DETAIL.subjectNotFound);
        const [taught] = await tx
          .select({ value: count() })
          .from(teacherSubjects)
          .where(eq(teacherSubjects.subjectId, id));
        if (subjectDeleteIssue({ teacher_count: taught?.value ?? 0 }))
          throw new Problem(409, EDUCATION_DETAIL.subjectHasTeachers);
        await tx.delete(subjects).where(eq(subjects.id, id));
      });
      return c.body(null, 204);
    })
    .get('/teachers/', admin, async (c) => c.json(await readTeachers(deps.db)))
    .post('/assign-subjects-to-teacher', admin, validate('json', teacherSubjectsBodySchema), async (c) => {
      const { teacher_id, subject_ids } = c.req.valid('json');
      await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        await checkTeacherAndSubjects(tx, teacher_id, subject_ids);
        await tx
          .insert(teacherSubjects)
          .values(subject_ids.map((subjectId) => ({ teacherId: teacher_id, subjectId })))
          .onConflictDoNothing();
      });
      return c.json(await teacherAnswer(teacher_id));
    })
    .delete(
      '/remove-subjects-from-teacher',
      admin,
      validate('json', teacherSubjectsBodySchema),
      async (c) => {
        const { teacher_id, subject_ids } = c.req.valid('json');
        await asStaff(deps.db, actingOf(c, deps), async (tx) => {
          await checkTeacherAndSubjects(tx, teacher_id, subject_ids);
          await tx
            .delete(teacherSubjects)
            .where(
              and(eq(teacherSubjects.teacherId, teacher_id), inArray(teacherSubjects.subjectId, subject_ids)),
            );
        });
        return c.json(await teacherAnswer(teacher_id));
      },
    )
    .post('/reassign-subjects', admin, validate('json', reassignSubjectsBodySchema), async (c) => {
      const { teacher_id, subject_ids } = c.req.valid('json');
      await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        await checkTeacherAndSubjects(tx, teacher_id, subject_ids);
        await tx
          .delete(teacherSubjects)
          .where(
            subject_ids.length > 0
              ? and(
                  eq(teacherSubjects.teacherId, teacher_id),
                  notInArray(teacherSubjects.subjectId, subject_ids),
                )
              : eq(teacherSubjects.teacherId, teacher_id),
          );
        if (subject_ids.length > 0)
          await tx
            .insert(teacherSubjects)
            .values(subject_ids.map((subjectId) => ({ teacherId: teacher_id, subjectId })))
            .onConflictDoNothing();
      });
      return c.json(await teacherAnswer(teacher_id));
    })
    .patch('/users/:id/delete-teacher', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        // The role change's own lock first, then the education lock, in the order every caller takes them.
        await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
        await tx.execute(sql`select pg_advisory_xact_lock(${EDUCATION_LOCK})`);
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
        if (!user || !(await teachersAmong(tx, [id])).has(id))
          throw new Problem(404, EDUCATION_DETAIL.teacherNotFound);
        await tx.delete(userRoles).where(and(eq(userRoles.userId, id), eq(userRoles.role, 'teacher')));
        // An account keeps a role: a teacher who held no other becomes a community (parent) account.
        const [left] = await tx.select({ value: count() }).from(userRoles).where(eq(userRoles.userId, id));
        if ((left?.value ?? 0) === 0) await tx.insert(userRoles).values({ userId: id, role: 'parent' });
        await endTeaching(tx, id);
      });
      return c.json({ message: 'Teacher role removed' });
    });
}
