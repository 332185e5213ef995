import {
  type CampaignUpdate,
  type CampaignUpdates,
  campaignUpdateRequestSchema,
} from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { CAMPAIGN_UPDATES_SHOWN } from '@minbar/domain/donations/campaign-update';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { idParamSchema, idTextSchema } from '@minbar/domain/input/numbers';
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { campaignUpdates, donationCategories } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { answerRefused, photoStore, readPhotoForm } from '../../http/photo-form';
import { Problem } from '../../http/problems';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { CATEGORY_DETAIL } from './category-store';

type UpdateRow = typeof campaignUpdates.$inferSelect;

const UPDATE_NOT_FOUND = 'Campaign update not found';

const updateParamSchema = v.object({ id: idTextSchema, updateId: idTextSchema });

/** A row in the contract's shape: the text in the asked language (English when that one is blank). */
function toCampaignUpdate(row: UpdateRow, language: FatwaLanguage): CampaignUpdate {
  const texts = { en: row.textEn, ar: row.textAr, pl: row.textPl };
  return {
    id: row.id,
    category_id: row.categoryId,
    date: row.date,
    text: texts[language] || row.textEn,
    text_en: row.textEn,
    text_ar: row.textAr,
    text_pl: row.textPl,
    photo: row.photo,
  };
}

/**
 * What the staff post on a campaign so donors see what their money has done. The list is public for
 * an available campaign and cached with the categories; posting, editing and deleting are the
 * admin's. A photo goes through the shared uploads, and a failed save leaves no file behind.
 */
export function campaignUpdateRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  const photos = photoStore(deps, 'photo');
  const reads = publicReadsOf(deps);
  /** `available_only=false` reads the updates of a campaign donors do not see yet: only for the admin. */
  const adminForEveryCategory = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.query('available_only') === 'false') return admin(c, next);
    await next();
  });

  async function requireCategory(id: number, availableOnly: boolean) {
    const where = eq(donationCategories.id, id);
    const [row] = await deps.db
      .select({ id: donationCategories.id })
      .from(donationCategories)
      .where(availableOnly ? and(where, eq(donationCategories.isAvailable, true)) : where);
    if (!row) throw new Problem(404, CATEGORY_DETAIL.notFound);
  }

  async function listing(id: number, language: FatwaLanguage): Promise<CampaignUpdates> {
    const rows = await deps.db
      .select()
      .from(campaignUpdates)
      .where(eq(campaignUpdates.categoryId, id))
      .orderBy(desc(campaignUpdates.date), desc(campaignUpdates.id))
      .limit(CAMPAIGN_UPDATES_SHOWN);
    return { items: rows.map((row) => toCampaignUpdate(row, language)) };
  }

  const readBody = (c: Parameters<typeof readPhotoForm>[0]) =>
    readPhotoForm(c, { part: 'update', schema: campaignUpdateRequestSchema, photoRequired: false });

  return new Hono<AppEnv>()
    .get('/categories/:id/updates/', adminForEveryCategory, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      if (c.req.query('available_only') === 'false') {
        await requireCategory(id, false);
        return c.json(await listing(id, requestLanguage(c)));
      }
      return reads.answer(c, {
        area: 'categories',
        byLanguage: true,
        build: async () => {
          await requireCategory(id, true);
          return jsonAnswer(await listing(id, requestLanguage(c)));
        },
      });
    })
    .post('/categories/:id/updates/', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await requireCategory(id, false);
      try {
        const body = await readBody(c);
        const photo = await photos.store(body.photo);
        const row = await photos.saving(photo, async () => {
          const [inserted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
            tx
              .insert(campaignUpdates)
              .values({
                categoryId: id,
                date: body.payload.date,
                textEn: body.payload.text_en,
                textAr: body.payload.text_ar,
                textPl: body.payload.text_pl,
                photo,
              })
              .returning(),
          );
          return inserted!;
        });
        return c.json(toCampaignUpdate(row, requestLanguage(c)), 201);
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .put('/categories/:id/updates/:updateId', admin, validate('param', updateParamSchema), async (c) => {
      const { id, updateId } = c.req.valid('param');
      const ofCampaign = and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.categoryId, id));
      const [existing] = await deps.db.select().from(campaignUpdates).where(ofCampaign);
      if (!existing) throw new Problem(404, UPDATE_NOT_FOUND);
      try {
        const body = await readBody(c);
        const stored = await photos.store(body.photo);
        const photo = stored ?? existing.photo;
        const row = await photos.saving(stored, async () => {
          const [updated] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
            tx
              .update(campaignUpdates)
              .set({
                date: body.payload.date,
                textEn: body.payload.text_en,
                textAr: body.payload.text_ar,
                textPl: body.payload.text_pl,
                photo,
                updatedAt: deps.now(),
              })
              .where(ofCampaign)
              .returning(),
          );
          if (!updated) throw new Problem(404, UPDATE_NOT_FOUND);
          return updated;
        });
        if (existing.photo && existing.photo !== photo) await deps.uploads.remove(existing.photo);
        return c.json(toCampaignUpdate(row, requestLanguage(c)));
      } catch (error) {
        return answerRefused(c, error);
      }
    })
    .delete('/categories/:id/updates/:updateId', admin, validate('param', updateParamSchema), async (c) => {
      const { id, updateId } = c.req.valid('param');
      const [deleted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .delete(campaignUpdates)
          .where(and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.categoryId, id)))
          .returning({ photo: campaignUpdates.photo }),
      );
      if (!deleted) throw new Problem(404, UPDATE_NOT_FOUND);
      if (deleted.photo) await deps.uploads.remove(deleted.photo);
      return c.json({ message: 'Update deleted' });
    });
}
