import { STAFF_ROLES } from '@minbar/domain/access/roles';
import { activityPayloadSchema } from '@minbar/domain/activities/activity-form';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { activities } from '../../db/schema-activities';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { answerRefused, photoStore, readPhotoForm } from '../../http/photo-form';
import { Problem } from '../../http/problems';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import {
  ACTIVITY_DETAIL,
  ACTIVITY_ORDER,
  activityColumns,
  toActivity,
  toActivityDetail,
} from './activity-store';

/** An activity save: the form as the `activity` JSON part and the photo (required on create). */
const readActivity = (c: Context, photoRequired: boolean) =>
  readPhotoForm(c, { part: 'activity', schema: activityPayloadSchema, photoRequired });

/**
 * The centre's activities (admin and imam, docs/decisions/0020): the list and one activity in the
 * request's language, the multipart saves with their photo, and the public list. A photo is stored
 * only once the form has passed and removed again when the save fails; a replaced or deleted
 * activity's photo goes.
 */
export function activityRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);
  const photos = photoStore(deps);
  const reads = publicReadsOf(deps);
  const listOf = async (c: Context) => {
    const rows = await deps.db
      .select()
      .from(activities)
      .orderBy(...ACTIVITY_ORDER);
    const language = requestLanguage(c);
    return { activities: rows.map((row) => toActivity(row, language)) };
  };

  return new Hono<AppEnv>()
    .get('/activities/', staff, async (c) => c.json(await listOf(c)))
    .get('/public/activities', (c) =>
      reads.answer(c, {
        area: 'activities',
        byLanguage: true,
        build: async () => jsonAnswer(await listOf(c)),
      }),
    )
    .get('/activities/:id', staff, validate('param', idParamSchema), async (c) => {
      const [row] = await deps.db
        .select()
        .from(activities)
        .where(eq(activities.id, c.req.valid('param').id));
      if (!row) throw new Problem(404, ACTIVITY_DETAIL.notFound);
      return c.json({ activity: toActivityDetail(row, requestLanguage(c)) });
    })
    .post('/activities/', staff, async (c) => {
      try {
        const body = await readActivity(c, true);
        const photo = await photos.store(body.photo);
        const row = await photos.saving(photo, async () => {
          const [inserted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
            tx
              .insert(activities)
              .values({
                ...activityColumns(body.payload),
                photo,
                createdAt: deps.now(),
                updatedAt: deps.now(),
              })
              .returning(),
          );
          return inserted!;
        });
        return c.json({ activity: toActivityDetail(row, requestLanguage(c)) }, 201);
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .patch('/activities/:id', staff, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [existing] = await deps.db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.id, id));
      if (!existing) throw new Problem(404, ACTIVITY_DETAIL.notFound);
      try {
        const body = await readActivity(c, false);
        const photo = await photos.store(body.photo);
        const { row, replaced } = await photos.saving(photo, () =>
          asStaff(deps.db, actingOf(c, deps), async (tx) => {
            // Locked, so two saves at once cannot both believe they replace the same old photo.
            const [current] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
            if (!current) throw new Problem(404, ACTIVITY_DETAIL.notFound);
            const [updated] = await tx
              .update(activities)
              .set({ ...activityColumns(body.payload), photo: photo ?? current.photo, updatedAt: deps.now() })
              .where(eq(activities.id, id))
              .returning();
            return { row: updated!, replaced: photo ? current.photo : null };
          }),
        );
        if (replaced) await deps.uploads.remove(replaced);
        return c.json({ activity: toActivityDetail(row, requestLanguage(c)) });
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .delete('/activities/:id', staff, validate('param', idParamSchema), async (c) => {
      const [deleted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(activities)
          .where(eq(activities.id, c.req.valid('param').id))
          .returning({ photo: activities.photo }),
      );
      if (!deleted) throw new Problem(404, ACTIVITY_DETAIL.notFound);
      if (deleted.photo) await deps.uploads.remove(deleted.photo);
      return c.body(null, 204);
    });
}
