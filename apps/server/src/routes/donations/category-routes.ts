import { pageQuerySchema } from '@minbar/api/schemas/common';
import {
  categoryListQuerySchema,
  createCategoryRequestSchema,
  type RecentGifts,
  toggleQuerySchema,
  updateCategoryRequestSchema,
} from '@minbar/api/schemas/donations';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { publicGiftOf, RECENT_GIFTS_SHOWN } from '@minbar/domain/donations/recent-gifts';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, sql, sum } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { campaignUpdates, donationCategories, donations } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { answerRefused, photoStore } from '../../http/photo-form';
import { Problem } from '../../http/problems';
import { jsonAnswer, publicReadsOf } from '../../http/public-cache';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { readCategoryBody } from './category-body';
import { CATEGORY_DETAIL, categoryColumns, pageOf, toCategory } from './category-store';

const available = eq(donationCategories.isAvailable, true);
const main = eq(donationCategories.isSystemDefined, true);
const customised = eq(donationCategories.isSystemDefined, false);

/**
 * The donation categories: the lists are public and hold the available categories only; the list
 * with the categories not activated and every change are the admin's (docs/decisions/0004).
 */
export function categoryRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  const images = photoStore(deps, 'image');
  const reads = publicReadsOf(deps);
  /** `available_only=false` lists what donors must not see yet: only for the admin. */
  const adminForEveryCategory = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.query('available_only') === 'false') return admin(c, next);
    await next();
  });

  async function page(where: ReturnType<typeof and>, pageNumber: number, perPage: number) {
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(donationCategories)
        .where(where)
        .orderBy(desc(donationCategories.isSystemDefined), asc(donationCategories.id))
        .limit(perPage)
        .offset((pageNumber - 1) * perPage),
      deps.db.select({ value: count() }).from(donationCategories).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  }

  /** The donors' reads: in the request's language, cached by the categories' version (totals move it). */
  const publicCategories = (c: Context, build: () => Promise<unknown>) =>
    reads.answer(c, { area: 'categories', byLanguage: true, build: async () => jsonAnswer(await build()) });

  async function findCategory(id: number) {
    const [row] = await deps.db.select().from(donationCategories).where(eq(donationCategories.id, id));
    if (!row) throw new Problem(404, CATEGORY_DETAIL.notFound);
    return row;
  }

  return (
    new Hono<AppEnv>()
      .get('/main_categories/', (c) =>
        publicCategories(c, async () => {
          const rows = await deps.db
            .select()
            .from(donationCategories)
            .where(and(main, available))
            .orderBy(asc(donationCategories.id));
          const language = requestLanguage(c);
          return rows.map((row) => toCategory(row, language));
        }),
      )
      .get('/customized_categories/', validate('query', pageQuerySchema), (c) =>
        publicCategories(c, async () => {
          const { page: number, per_page } = c.req.valid('query');
          const { rows, total } = await page(and(customised, available), number, per_page);
          const language = requestLanguage(c);
          return pageOf(
            rows.map((row) => toCategory(row, language)),
            total,
            number,
            per_page,
          );
        }),
      )
      .get('/categories/', adminForEveryCategory, validate('query', categoryListQuerySchema), async (c) => {
        const { page: number, per_page, available_only } = c.req.valid('query');
        const listing = async () => {
          const { rows, total } = await page(
            available_only === 'false' ? undefined : available,
            number,
            per_page,
          );
          const language = requestLanguage(c);
          return pageOf(
            rows.map((row) => toCategory(row, language)),
            total,
            number,
            per_page,
          );
        };
        // The admin's list with the categories not activated is never a public answer.
        if (available_only === 'false') return c.json(await listing());
        return publicCategories(c, listing);
      })
      .get('/active_categories/', validate('query', pageQuerySchema), (c) =>
        publicCategories(c, async () => {
          const { page: number, per_page } = c.req.valid('query');
          const campaigns = and(customised, available, gt(donationCategories.targetAmount, 0));
          const [{ rows, total }, [collected]] = await Promise.all([
            page(campaigns, number, per_page),
            deps.db
              .select({ value: sum(donationCategories.currentAmount).mapWith(Number) })
              .from(donationCategories),
          ]);
          const language = requestLanguage(c);
          return {
            ...pageOf(
              rows.map((row) => toCategory(row, language)),
              total,
              number,
              per_page,
            ),
            total_amount: collected?.value ?? 0,
          };
        }),
      )
      // One available category for a direct link to its page; one not activated is as unknown to donors.
      .get('/categories/:id/', validate('param', idParamSchema), (c) =>
        publicCategories(c, async () => {
          const { id } = c.req.valid('param');
          const [row] = await deps.db
            .select()
            .from(donationCategories)
            .where(and(eq(donationCategories.id, id), available));
          if (!row) throw new Problem(404, CATEGORY_DETAIL.notFound);
          return toCategory(row, requestLanguage(c));
        }),
      )
      // The latest gifts to an available category, as the public may see them (docs/decisions/0041).
      .get('/categories/:id/recent-gifts/', validate('param', idParamSchema), (c) =>
        reads.answer(c, {
          area: 'categories',
          build: async () => {
            const { id } = c.req.valid('param');
            const [category] = await deps.db
              .select({ id: donationCategories.id })
              .from(donationCategories)
              .where(and(eq(donationCategories.id, id), available));
            if (!category) throw new Problem(404, CATEGORY_DETAIL.notFound);
            const rows = await deps.db
              .select({
                donor_name: donations.donorName,
                is_anonymous: donations.isAnonymous,
                show_amount: donations.showAmount,
                amount: donations.amount,
                createdAt: donations.createdAt,
              })
              .from(donations)
              .where(and(eq(donations.categoryId, id), inArray(donations.status, ['succeeded', 'disputed'])))
              .orderBy(desc(donations.createdAt), desc(donations.id))
              .limit(RECENT_GIFTS_SHOWN);
            const answer: RecentGifts = {
              items: rows.map((row) => ({ ...publicGiftOf(row), date: row.createdAt.toISOString() })),
            };
            return jsonAnswer(answer);
          },
        }),
      )
      .post('/categories/', admin, async (c) => {
        const body = await readCategoryBody(c, createCategoryRequestSchema);
        if (body instanceof Response) return body;
        try {
          const image = await images.store(body.image);
          const row = await images.saving(image, async () => {
            const [inserted] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
              tx
                .insert(donationCategories)
                .values({ ...categoryColumns(body.input), image })
                .returning(),
            );
            return inserted!;
          });
          return c.json(toCategory(row, requestLanguage(c)), 201);
        } catch (error) {
          return answerRefused(c, error);
        }
      })
      .put('/categories/:id', admin, validate('param', idParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        const existing = await findCategory(id);
        const body = await readCategoryBody(c, updateCategoryRequestSchema);
        if (body instanceof Response) return body;
        try {
          const stored = await images.store(body.image);
          const image = stored ?? existing.image;
          const row = await images.saving(stored, async () => {
            const [updated] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
              tx
                .update(donationCategories)
                .set({ ...categoryColumns(body.input), image, updatedAt: deps.now() })
                .where(eq(donationCategories.id, id))
                .returning(),
            );
            if (!updated) throw new Problem(404, CATEGORY_DETAIL.notFound);
            return updated;
          });
          if (existing.image && existing.image !== image) await deps.uploads.remove(existing.image);
          return c.json(toCategory(row, requestLanguage(c)));
        } catch (error) {
          return answerRefused(c, error);
        }
      })
      .delete('/categories/:id', admin, validate('param', idParamSchema), async (c) => {
        const { id } = c.req.valid('param');
        const existing = await findCategory(id);
        if (existing.isSystemDefined) throw new Problem(409, CATEGORY_DETAIL.systemDefined);
        // Its updates go with it (the foreign key cascades); their photos are removed after.
        const updatePhotos = await deps.db
          .select({ photo: campaignUpdates.photo })
          .from(campaignUpdates)
          .where(and(eq(campaignUpdates.categoryId, id), isNotNull(campaignUpdates.photo)));
        // The gifts stay in the history with the category's name; only their link to it goes.
        const deleted = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          tx
            .delete(donationCategories)
            .where(and(eq(donationCategories.id, id), customised))
            .returning({ image: donationCategories.image }),
        );
        if (deleted.length === 0) throw new Problem(404, CATEGORY_DETAIL.notFound);
        if (deleted[0]?.image) await deps.uploads.remove(deleted[0].image);
        for (const { photo } of updatePhotos) if (photo) await deps.uploads.remove(photo);
        return c.json({ message: 'Category deleted' });
      })
      .patch(
        '/categories/:id/toggle',
        admin,
        validate('param', idParamSchema),
        validate('query', toggleQuerySchema),
        async (c) => {
          const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
            tx
              .update(donationCategories)
              .set({ isAvailable: c.req.valid('query').is_available === 'true', updatedAt: sql`now()` })
              .where(eq(donationCategories.id, c.req.valid('param').id))
              .returning(),
          );
          if (!row) throw new Problem(404, CATEGORY_DETAIL.notFound);
          return c.json(toCategory(row, requestLanguage(c)));
        },
      )
  );
}
