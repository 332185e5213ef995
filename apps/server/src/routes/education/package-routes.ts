import { pageQuerySchema } from '@minbar/api/schemas/common';
import {
  packageBodySchema,
  packageListQuerySchema,
  packageToggleQuerySchema,
  subscriptionBodySchema,
  suspendQuerySchema,
} from '@minbar/api/schemas/education';
import { ADMIN_ROLES, PARENT_ROLES } from '@minbar/domain/access/roles';
import type { PackageSave } from '@minbar/domain/education/package';
import { periodEndAfter } from '@minbar/domain/education/subscription';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { children, packages, subscriptions } from '../../db/schema-education';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff } from '../../services/audit';
import { tellSubscription } from '../../services/family-news';
import {
  EDUCATION_DETAIL,
  readPackage,
  readSubscription,
  subscriberCountSql,
  subscriptionWithChild,
  toPackage,
  toSubscription,
} from './education-store';

const packageColumns = (input: PackageSave) => ({
  name: input.name,
  description: input.description,
  price: input.price,
  numSubjectsIncluded: input.num_subjects_included,
  isActive: input.is_active,
});

const subscriptionsQuerySchema = v.object({ ...pageQuerySchema.entries });

/**
 * Pricing packages and their subscriptions (decision 0023): the admin's lists, forms, cancel and
 * activate, suspend (with a reason) and reactivate; a parent subscribes their own approved child to an
 * active package at its price of the day. A cancelled package keeps the subscriptions it has.
 */
export function packageRoutes(deps: AppDeps) {
  const admin = requireUser(deps, ADMIN_ROLES);
  const parent = requireUser(deps, PARENT_ROLES);
  const today = () => mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE);

  const packageOr404 = async (id: number) => {
    const found = await readPackage(deps.db, id);
    if (!found) throw new Problem(404, EDUCATION_DETAIL.packageNotFound);
    return found;
  };
  const subscriptionOr404 = async (id: number) => {
    const found = await readSubscription(deps.db, id);
    if (!found) throw new Problem(404, EDUCATION_DETAIL.subscriptionNotFound);
    return found;
  };

  return new Hono<AppEnv>()
    .get('/packages/', admin, validate('query', packageListQuerySchema), async (c) => {
      const { page, per_page, active_only, is_active } = c.req.valid('query');
      const wanted =
        active_only === 'true' ? true : is_active === undefined ? undefined : is_active === 'true';
      const where = wanted === undefined ? undefined : eq(packages.isActive, wanted);
      const tabs = await deps.db
        .select({ active: packages.isActive, value: count() })
        .from(packages)
        .groupBy(packages.isActive);
      const counts = {
        active: tabs.find((tab) => tab.active)?.value ?? 0,
        cancelled: tabs.find((tab) => !tab.active)?.value ?? 0,
      };
      const total =
        wanted === undefined ? counts.active + counts.cancelled : wanted ? counts.active : counts.cancelled;
      const rows = await deps.db
        .select({ pkg: packages, subscribers: subscriberCountSql })
        .from(packages)
        .where(where)
        .orderBy(desc(packages.createdAt), desc(packages.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return c.json({
        data: rows.map((row) => toPackage(row.pkg, row.subscribers)),
        pagination: pageAnswer(total, page, per_page),
        counts,
      });
    })
    .post('/packages/', admin, validate('json', packageBodySchema), async (c) => {
      const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .insert(packages)
          .values({ ...packageColumns(c.req.valid('json')), createdAt: deps.now(), updatedAt: deps.now() })
          .returning({ id: packages.id }),
      );
      return c.json(await packageOr404(row!.id), 201);
    })
    .get('/packages/:id/', admin, validate('param', idParamSchema), async (c) =>
      c.json(await packageOr404(c.req.valid('param').id)),
    )
    .put(
      '/packages/:id/',
      admin,
      validate('param', idParamSchema),
      validate('json', packageBodySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          tx
            .update(packages)
            .set({ ...packageColumns(c.req.valid('json')), updatedAt: deps.now() })
            .where(eq(packages.id, id))
            .returning({ id: packages.id }),
        );
        if (!row) throw new Problem(404, EDUCATION_DETAIL.packageNotFound);
        return c.json(await packageOr404(id));
      },
    )
    .patch(
      '/packages/:id/toggle',
      admin,
      validate('param', idParamSchema),
      validate('query', packageToggleQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          tx
            .update(packages)
            .set({ isActive: c.req.valid('query').is_active === 'true', updatedAt: deps.now() })
            .where(eq(packages.id, id))
            .returning({ id: packages.id }),
        );
        if (!row) throw new Problem(404, EDUCATION_DETAIL.packageNotFound);
        return c.json(await packageOr404(id));
      },
    )
    .get(
      '/packages/:id/subscriptions',
      admin,
      validate('param', idParamSchema),
      validate('query', subscriptionsQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { page, per_page } = c.req.valid('query');
        await packageOr404(id);
        const [counted] = await deps.db
          .select({ value: count() })
          .from(subscriptions)
          .where(eq(subscriptions.packageId, id));
        const rows = await deps.db
          .select(subscriptionWithChild)
          .from(subscriptions)
          .innerJoin(children, eq(children.id, subscriptions.childId))
          .where(eq(subscriptions.packageId, id))
          .orderBy(desc(subscriptions.startDate), desc(subscriptions.id))
          .limit(per_page)
          .offset((page - 1) * per_page);
        return c.json({
          data: rows.map((row) => toSubscription(row.subscription, row.child)),
          pagination: pageAnswer(counted?.value ?? 0, page, per_page),
        });
      },
    )
    .patch(
      '/subscriptions/:id/suspend',
      admin,
      validate('param', idParamSchema),
      validate('query', suspendQuerySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('query');
        await asStaff(deps.db, actingOf(c, deps), async (tx) => {
          const [current] = await tx
            .select({ isActive: subscriptions.isActive })
            .from(subscriptions)
            .where(eq(subscriptions.id, id))
            .for('update');
          if (!current) throw new Problem(404, EDUCATION_DETAIL.subscriptionNotFound);
          if (!current.isActive) throw new Problem(409, EDUCATION_DETAIL.alreadySuspended);
          await tx
            .update(subscriptions)
            .set({ isActive: false, suspensionReason: reason })
            .where(eq(subscriptions.id, id));
        });
        await tellSubscription(deps, id, 'suspended');
        return c.json(await subscriptionOr404(id));
      },
    )
    .patch('/subscriptions/:id/reactivate', admin, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        const [current] = await tx
          .select({ isActive: subscriptions.isActive, childId: subscriptions.childId })
          .from(subscriptions)
          .where(eq(subscriptions.id, id))
          .for('update');
        if (!current) throw new Problem(404, EDUCATION_DETAIL.subscriptionNotFound);
        if (current.isActive) throw new Problem(409, EDUCATION_DETAIL.alreadyActive);
        // The child's row is the lock every change of its subscriptions takes.
        await tx
          .select({ id: children.id })
          .from(children)
          .where(eq(children.id, current.childId))
          .for('update');
        const [running] = await tx
          .select({ value: count() })
          .from(subscriptions)
          .where(and(eq(subscriptions.childId, current.childId), eq(subscriptions.isActive, true)));
        if ((running?.value ?? 0) > 0) throw new Problem(409, EDUCATION_DETAIL.alreadySubscribed);
        await tx
          .update(subscriptions)
          .set({ isActive: true, suspensionReason: null })
          .where(eq(subscriptions.id, id));
      });
      await tellSubscription(deps, id, 'reactivated');
      return c.json(await subscriptionOr404(id));
    })
    .post('/subscriptions', parent, validate('json', subscriptionBodySchema), async (c) => {
      const { child_id, package_id } = c.req.valid('json');
      const user = c.get('user');
      const id = await deps.db.transaction(async (tx) => {
        const [child] = await tx
          .select({ parentId: children.parentId, approved: children.approved })
          .from(children)
          .where(eq(children.id, child_id))
          .for('update');
        if (!child) throw new Problem(404, EDUCATION_DETAIL.childNotFound);
        if (child.parentId !== user.id) throw new Problem(403, EDUCATION_DETAIL.notYourChild);
        if (!child.approved) throw new Problem(409, EDUCATION_DETAIL.childNotApprovedYet);
        const [offered] = await tx
          .select({ price: packages.price, isActive: packages.isActive })
          .from(packages)
          .where(eq(packages.id, package_id))
          .for('share');
        if (!offered) throw new Problem(404, EDUCATION_DETAIL.packageNotFound);
        if (!offered.isActive) throw new Problem(409, EDUCATION_DETAIL.packageCancelled);
        const [running] = await tx
          .select({ value: count() })
          .from(subscriptions)
          .where(and(eq(subscriptions.childId, child_id), eq(subscriptions.isActive, true)));
        if ((running?.value ?? 0) > 0) throw new Problem(409, EDUCATION_DETAIL.alreadySubscribed);
        const start = today();
        const [row] = await tx
          .insert(subscriptions)
          .values({
            childId: child_id,
            packageId: package_id,
            price: offered.price,
            startDate: start,
            currentPeriodEnd: periodEndAfter(start),
            isActive: true,
            createdAt: deps.now(),
          })
          .returning({ id: subscriptions.id });
        return row!.id;
      });
      return c.json(await subscriptionOr404(id), 201);
    });
}
