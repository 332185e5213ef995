import {
  childPageSchema,
  packagePageSchema,
  subjectPageSchema,
  subscriptionPageSchema,
  teacherListSchema,
} from '@minbar/api/schemas/education';
import { childListsOf } from '@minbar/domain/education/child';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDUCATION_DEMO_COUNTS, seedEducationDemo } from './seed-education';
import { call, createAccount, createTestServer, signIn, type TestServer } from './test/harness';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  for (let index = 0; index < 6; index += 1) await createAccount(server, { roles: ['teacher'] });
  for (let index = 0; index < 4; index += 1) await createAccount(server, { roles: ['parent'] });
  expect(await seedEducationDemo(server.deps.db, { now: server.clock.now })).toBe(true);
});
afterAll(() => server.close());

const get = async <S extends v.GenericSchema>(schema: S, path: string) => {
  const answer = await call(server, 'GET', `/api${path}`, { token });
  expect(answer.status).toBe(200);
  return v.parse(schema, answer.body);
};

describe('the education demo seed', () => {
  it('holds ten subjects, six teachers teaching them, two subjects left to teach', async () => {
    const { data } = await get(subjectPageSchema, '/subjects?per_page=50');
    expect(data).toHaveLength(EDUCATION_DEMO_COUNTS.subjects);
    expect(
      data
        .filter((subject) => subject.teacher_count === 0)
        .map((subject) => subject.name)
        .sort(),
    ).toEqual(['Aqeedah', 'Hadith']);
    const teachers = await get(teacherListSchema, '/teachers/');
    expect(teachers).toHaveLength(EDUCATION_DEMO_COUNTS.teachers);
    expect(teachers.every((teacher) => teacher.subjects.length >= 2)).toBe(true);
  });

  it('puts thirty children in every list', async () => {
    const approved = await get(childPageSchema, '/children/approved/?per_page=100');
    const requests = await get(childPageSchema, '/children/unapproved/?per_page=100');
    const noTeachers = await get(childPageSchema, '/children/approved/no-teachers/?per_page=100');
    const subscribed = await get(
      childPageSchema,
      '/children/approved/?active_subscription=true&per_page=100',
    );
    expect(approved.pagination.total + requests.pagination.total).toBe(EDUCATION_DEMO_COUNTS.children);
    expect(requests.pagination.total).toBe(EDUCATION_DEMO_COUNTS.requests);
    expect(noTeachers.pagination.total).toBe(EDUCATION_DEMO_COUNTS.withoutTeacher);
    expect(subscribed.pagination.total).toBe(EDUCATION_DEMO_COUNTS.activeSubscriptions);
    expect((await get(childPageSchema, '/children/approved/')).pagination).toMatchObject({
      per_page: 10,
      total_pages: 3,
    });
    const lists = new Set(
      [...approved.data, ...requests.data].flatMap((child) =>
        childListsOf({
          approved: child.approved,
          teacher_count: child.teachers.length,
          has_active_subscription: child.active_subscription !== null,
        }),
      ),
    );
    expect(lists).toEqual(new Set(['approved', 'active_subscriptions', 'requests', 'no_teachers']));
    for (const child of [...approved.data, ...requests.data]) {
      expect(child.age).toBeGreaterThanOrEqual(5);
      expect(child.age).toBeLessThanOrEqual(15);
      expect(child.responsible_person).not.toBeNull();
    }
    expect(requests.data.some((child) => child.suggested_subject !== null)).toBe(true);
  });

  it('holds four packages, one cancelled, and 25 subscriptions, the suspended ones with a reason', async () => {
    const packages = await get(packagePageSchema, '/packages/?per_page=50');
    expect(packages.data).toHaveLength(EDUCATION_DEMO_COUNTS.packages);
    expect(packages.counts).toEqual({ active: 3, cancelled: EDUCATION_DEMO_COUNTS.cancelledPackages });
    const all = [];
    for (const item of packages.data) {
      all.push(
        ...(await get(subscriptionPageSchema, `/packages/${item.id}/subscriptions?per_page=100`)).data,
      );
    }
    expect(all).toHaveLength(EDUCATION_DEMO_COUNTS.subscriptions);
    const suspended = all.filter((subscription) => !subscription.is_active);
    expect(suspended).toHaveLength(
      EDUCATION_DEMO_COUNTS.subscriptions - EDUCATION_DEMO_COUNTS.activeSubscriptions,
    );
    expect(suspended.every((subscription) => (subscription.suspension_reason ?? '').trim() !== '')).toBe(
      true,
    );
    for (const subscription of all.filter((item) => item.is_active)) {
      expect(subscription.current_period_end! >= '2026-03-01').toBe(true);
    }
    const prices = new Map(packages.data.map((item) => [item.id, item.price]));
    expect(
      all.some((subscription) => subscription.package_price !== prices.get(subscription.package_id!)),
    ).toBe(true);
  });

  it('is not seeded twice', async () => {
    expect(await seedEducationDemo(server.deps.db, { now: server.clock.now })).toBe(false);
  });
});
