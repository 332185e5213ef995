import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHILD_FORM,
  createChild,
  createPackage,
  createSubject,
  createSubscription,
} from '../../test/education';
import { call, createAccount, createTestServer, signIn, type TestServer } from '../../test/harness';

let server: TestServer;
let admin: string;
let parent: string;
let otherParent: string;
let teacher: { id: number; token: string };
let secondTeacherId: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = (await signIn(server, await createAccount(server, { roles: ['admin'] }))).access_token;
  parent = (await signIn(server, await createAccount(server, { roles: ['parent'] }))).access_token;
  otherParent = (await signIn(server, await createAccount(server, { roles: ['parent'] }))).access_token;
  const account = await createAccount(server, { roles: ['teacher'], username: 'Teacher Amina' });
  teacher = { id: account.id, token: (await signIn(server, account)).access_token };
  secondTeacherId = (await createAccount(server, { roles: ['teacher'], username: 'Teacher Bilal' })).id;
});
afterAll(() => server.close());

const tokens = () => ({ parent, admin });
type Page<T> = { data: T[]; pagination: { total: number; total_pages: number; has_next: boolean } };
type ChildAnswer = {
  id: number;
  age: number;
  approved: boolean;
  teachers: Array<{ id: number }>;
  subjects: Array<{ name: string }>;
  responsible_person: { id: number } | null;
  active_subscription: { package_id: number } | null;
};

async function listIds(path: string) {
  const answer = await call(server, 'GET', `/api${path}${path.includes('?') ? '&' : '?'}per_page=100`, {
    token: admin,
  });
  expect(answer.status).toBe(200);
  return (answer.body as Page<{ id: number }>).data.map((item) => item.id);
}

describe('subjects', () => {
  it('refuses a name another subject holds once trimmed and lower-cased, on create and on edit', async () => {
    await createSubject(server, admin, 'Quran');
    const taken = await call(server, 'POST', '/api/subjects', { token: admin, body: { name: '  qURAN ' } });
    expect(taken).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'name'], type: 'subject.name_taken' }] },
    });
    const fiqh = await createSubject(server, admin, 'Fiqh');
    const renamed = await call(server, 'PUT', `/api/subjects/${fiqh}`, {
      token: admin,
      body: { name: 'QURAN' },
    });
    expect(renamed.status).toBe(422);
    const own = await call(server, 'PUT', `/api/subjects/${fiqh}`, {
      token: admin,
      body: { name: 'FIQH', description: 'Prayer and fasting' },
    });
    expect(own).toMatchObject({ status: 200, body: { name: 'FIQH', description: 'Prayer and fasting' } });
  });

  it('keeps one of two simultaneous saves of one name', async () => {
    const answers = await Promise.all(
      ['Tajweed', 'tajweed '].map((name) =>
        call(server, 'POST', '/api/subjects', { token: admin, body: { name } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('refuses to delete a subject while a teacher teaches it, and deletes it once no one does', async () => {
    const subject = await createSubject(server, admin);
    const body = { teacher_id: teacher.id, subject_ids: [subject] };
    const assigned = await call(server, 'POST', '/api/assign-subjects-to-teacher', { token: admin, body });
    expect(assigned.body).toMatchObject({
      id: teacher.id,
      subjects: expect.arrayContaining([{ id: subject, name: expect.any(String) }]),
    });
    const listed = await call(server, 'GET', '/api/subjects?per_page=100', { token: admin });
    expect(
      (listed.body as Page<{ id: number; teacher_count: number }>).data.find((s) => s.id === subject),
    ).toMatchObject({ teacher_count: 1 });
    const refused = await call(server, 'DELETE', `/api/subjects/${subject}`, { token: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { detail: 'Cannot delete a subject that has teachers' },
    });
    await call(server, 'DELETE', '/api/remove-subjects-from-teacher', { token: admin, body });
    expect((await call(server, 'DELETE', `/api/subjects/${subject}`, { token: admin })).status).toBe(204);
  });

  it('makes a teacher’s subjects exactly the chosen ones, and changes nothing when one is unknown', async () => {
    const [a, b, c] = [
      await createSubject(server, admin),
      await createSubject(server, admin),
      await createSubject(server, admin),
    ];
    await call(server, 'POST', '/api/reassign-subjects', {
      token: admin,
      body: { teacher_id: secondTeacherId, subject_ids: [a, b] },
    });
    const moved = await call(server, 'POST', '/api/reassign-subjects', {
      token: admin,
      body: { teacher_id: secondTeacherId, subject_ids: [b, c] },
    });
    expect((moved.body as { subjects: Array<{ id: number }> }).subjects.map((s) => s.id).sort()).toEqual(
      [b, c].sort(),
    );
    const unknown = await call(server, 'POST', '/api/assign-subjects-to-teacher', {
      token: admin,
      body: { teacher_id: secondTeacherId, subject_ids: [a, 999999] },
    });
    expect(unknown.status).toBe(404);
    const teachers = await call(server, 'GET', '/api/teachers/', { token: admin });
    const second = (teachers.body as Array<{ id: number; subjects: Array<{ id: number }> }>).find(
      (t) => t.id === secondTeacherId,
    );
    expect(second?.subjects.map((s) => s.id).sort()).toEqual([b, c].sort());
    const notATeacher = await call(server, 'POST', '/api/assign-subjects-to-teacher', {
      token: admin,
      body: { teacher_id: 999999, subject_ids: [a] },
    });
    expect(notATeacher.status).toBe(404);
  });
});

describe('children', () => {
  it('moves a parent’s request through approval, a teacher, a reassignment and removal', async () => {
    const subject = await createSubject(server, admin);
    await call(server, 'POST', '/api/assign-subjects-to-teacher', {
      token: admin,
      body: { teacher_id: teacher.id, subject_ids: [subject] },
    });
    const id = await createChild(server, tokens());
    expect(await listIds('/children/unapproved/')).toContain(id);
    expect(await listIds('/children/approved/')).not.toContain(id);
    const early = await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [id], teacher_id: teacher.id },
    });
    expect(early.status).toBe(409);
    const approved = await call(server, 'PATCH', `/api/children/${id}/approve/`, { token: admin });
    expect(approved.body).toMatchObject({ approved: true, age: 8, teachers: [] });
    expect(await listIds('/children/approved/no-teachers/')).toContain(id);
    await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [id], teacher_id: teacher.id },
    });
    expect(await listIds('/children/approved/no-teachers/')).not.toContain(id);
    const moved = await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [id], teacher_id: secondTeacherId, from_teacher_id: teacher.id },
    });
    expect(moved.status).toBe(200);
    const [child] = (
      (await call(server, 'GET', '/api/children/approved/?per_page=100', { token: admin }))
        .body as Page<ChildAnswer>
    ).data.filter((item) => item.id === id);
    expect(child?.teachers.map((t) => t.id)).toEqual([secondTeacherId]);
    await call(server, 'DELETE', '/api/remove-children-from-teacher/', {
      token: admin,
      body: { child_ids: [id], teacher_id: secondTeacherId },
    });
    expect(await listIds('/children/approved/no-teachers/')).toContain(id);
    expect((await call(server, 'DELETE', `/api/children/${id}`, { token: admin })).status).toBe(204);
    expect(await listIds('/children/approved/')).not.toContain(id);
  });

  it('gives a child the subjects its teachers teach', async () => {
    const subject = await createSubject(server, admin, 'Arabic for children');
    await call(server, 'POST', '/api/assign-subjects-to-teacher', {
      token: admin,
      body: { teacher_id: teacher.id, subject_ids: [subject] },
    });
    const id = await createChild(server, tokens(), { approve: true });
    await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [id], teacher_id: teacher.id },
    });
    const page = (await call(server, 'GET', '/api/children/approved/?per_page=100', { token: admin }))
      .body as Page<ChildAnswer>;
    expect(page.data.find((item) => item.id === id)?.subjects.map((s) => s.name)).toContain(
      'Arabic for children',
    );
  });

  it('assigns a batch whole or not at all', async () => {
    const approved = await createChild(server, tokens(), { approve: true });
    const request = await createChild(server, tokens());
    const refused = await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [approved, request], teacher_id: teacher.id },
    });
    expect(refused.status).toBe(409);
    expect(await listIds('/children/approved/no-teachers/')).toContain(approved);
  });

  it('refuses a parent enrolling a child as someone else’s, and a birthdate after today', async () => {
    const other = await call(server, 'GET', '/api/users/me', { token: otherParent });
    const refused = await call(server, 'POST', '/api/children/', {
      token: parent,
      body: { ...CHILD_FORM, responsible_parent_id: (other.body as { id: number }).id },
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'You may only enrol or subscribe your own children' },
    });
    const future = await call(server, 'POST', '/api/children/', {
      token: parent,
      body: { ...CHILD_FORM, birthdate: '2026-03-02' },
    });
    expect(future).toMatchObject({
      status: 422,
      body: { detail: [{ loc: ['body', 'birthdate'], type: 'child.birthdate_in_future' }] },
    });
    const own = await call(server, 'POST', '/api/children/', { token: parent, body: CHILD_FORM });
    expect(own.body).toMatchObject({
      approved: false,
      is_sent: true,
      responsible_person: { username: expect.any(String) },
    });
  });

  it('ends a teacher’s children and subjects with the teacher role', async () => {
    const account = await createAccount(server, { roles: ['teacher'] });
    const subject = await createSubject(server, admin);
    const child = await createChild(server, tokens(), { approve: true });
    await call(server, 'POST', '/api/assign-subjects-to-teacher', {
      token: admin,
      body: { teacher_id: account.id, subject_ids: [subject] },
    });
    await call(server, 'POST', '/api/assign-children-to-teacher/', {
      token: admin,
      body: { child_ids: [child], teacher_id: account.id },
    });
    const removed = await call(server, 'PATCH', `/api/users/${account.id}/delete-teacher`, { token: admin });
    expect(removed.status).toBe(200);
    expect(await listIds('/children/approved/no-teachers/')).toContain(child);
    expect((await call(server, 'DELETE', `/api/subjects/${subject}`, { token: admin })).status).toBe(204);
    const teachers = (await call(server, 'GET', '/api/teachers/', { token: admin })).body as Array<{
      id: number;
    }>;
    expect(teachers.map((t) => t.id)).not.toContain(account.id);
    const again = await call(server, 'PATCH', `/api/users/${account.id}/delete-teacher`, { token: admin });
    expect(again.status).toBe(404);
    const signedIn = await signIn(server, account);
    const me = await call(server, 'GET', '/api/users/me', { token: signedIn.access_token });
    expect((me.body as { roles: string[] }).roles).toEqual(['parent']);
  });
});

describe('packages and subscriptions', () => {
  it('lists each tab with its counts, and cancels and activates a package', async () => {
    const id = await createPackage(server, admin, { name: 'Evening' });
    const before = (await call(server, 'GET', '/api/packages/?active_only=true', { token: admin })).body as {
      counts: { active: number; cancelled: number };
      data: Array<{ id: number }>;
    };
    expect(before.data.map((p) => p.id)).toContain(id);
    const cancelled = await call(server, 'PATCH', `/api/packages/${id}/toggle?is_active=false`, {
      token: admin,
    });
    expect(cancelled.body).toMatchObject({ is_active: false });
    const after = (await call(server, 'GET', '/api/packages/?is_active=false', { token: admin })).body as {
      counts: { active: number; cancelled: number };
      data: Array<{ id: number }>;
      pagination: { total: number };
    };
    expect(after.data.map((p) => p.id)).toContain(id);
    expect(after.counts).toEqual({
      active: before.counts.active - 1,
      cancelled: before.counts.cancelled + 1,
    });
    expect(after.pagination.total).toBe(after.counts.cancelled);
    await call(server, 'PATCH', `/api/packages/${id}/toggle?is_active=true`, { token: admin });
    expect((await call(server, 'GET', `/api/packages/${id}/`, { token: admin })).body).toMatchObject({
      is_active: true,
    });
  });

  it('names every refused field of the package form', async () => {
    const refused = await call(server, 'POST', '/api/packages/', {
      token: admin,
      body: { name: '', description: 'x', price: -5, num_subjects_included: 0 },
    });
    expect(refused.status).toBe(422);
    const items = (refused.body as { detail: Array<{ loc: string[]; type: string }> }).detail;
    expect(Object.fromEntries(items.map((item) => [item.loc[1], item.type]))).toEqual({
      name: 'field.required',
      price: 'package.price_invalid',
      num_subjects_included: 'package.subjects_count_invalid',
    });
  });

  it('subscribes a parent’s approved child at the price of the day, and keeps that price', async () => {
    const childId = await createChild(server, tokens(), { approve: true });
    const packageId = await createPackage(server, admin, { price: 120 });
    const answer = await call(server, 'POST', '/api/subscriptions', {
      token: parent,
      body: { child_id: childId, package_id: packageId },
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        child_id: childId,
        package_price: 120,
        start_date: '2026-03-01',
        current_period_end: '2026-04-01',
        is_active: true,
        suspension_reason: null,
      },
    });
    await call(server, 'PUT', `/api/packages/${packageId}/`, {
      token: admin,
      body: { name: 'Dearer', description: 'Now dearer', price: 200, num_subjects_included: 3 },
    });
    const list = (await call(server, 'GET', `/api/packages/${packageId}/subscriptions`, { token: admin }))
      .body as Page<{ package_price: number }>;
    expect(list.data.map((s) => s.package_price)).toEqual([120]);
    expect(await listIds('/children/approved/?active_subscription=true')).toContain(childId);
    const twice = await call(server, 'POST', '/api/subscriptions', {
      token: parent,
      body: { child_id: childId, package_id: packageId },
    });
    expect(twice.status).toBe(409);
  });

  it('refuses someone else’s child, a request, and a cancelled package', async () => {
    const childId = await createChild(server, tokens(), { approve: true });
    const packageId = await createPackage(server, admin);
    const stranger = await call(server, 'POST', '/api/subscriptions', {
      token: otherParent,
      body: { child_id: childId, package_id: packageId },
    });
    expect(stranger).toMatchObject({
      status: 403,
      body: { detail: 'You may only enrol or subscribe your own children' },
    });
    const request = await createChild(server, tokens());
    const early = await call(server, 'POST', '/api/subscriptions', {
      token: parent,
      body: { child_id: request, package_id: packageId },
    });
    expect(early.status).toBe(409);
    await call(server, 'PATCH', `/api/packages/${packageId}/toggle?is_active=false`, { token: admin });
    const cancelled = await call(server, 'POST', '/api/subscriptions', {
      token: parent,
      body: { child_id: childId, package_id: packageId },
    });
    expect(cancelled).toMatchObject({ status: 409, body: { detail: 'The package is cancelled' } });
  });

  it('suspends only with a reason that is not blank, and reactivates', async () => {
    const { id } = await createSubscription(server, tokens());
    for (const query of ['', '?reason=', '?reason=%20%20']) {
      const blank = await call(server, 'PATCH', `/api/subscriptions/${id}/suspend${query}`, { token: admin });
      expect(blank).toMatchObject({
        status: 422,
        body: { detail: [{ loc: ['query', 'reason'], type: 'subscription.reason_required' }] },
      });
    }
    const suspended = await call(
      server,
      'PATCH',
      `/api/subscriptions/${id}/suspend?reason=%20Unpaid%20since%20March`,
      {
        token: admin,
      },
    );
    expect(suspended.body).toMatchObject({
      is_active: false,
      status: 'notActivated',
      suspension_reason: 'Unpaid since March',
    });
    expect(
      (await call(server, 'PATCH', `/api/subscriptions/${id}/suspend?reason=Again`, { token: admin })).status,
    ).toBe(409);
    const reactivated = await call(server, 'PATCH', `/api/subscriptions/${id}/reactivate`, { token: admin });
    expect(reactivated.body).toMatchObject({ is_active: true, status: 'active', suspension_reason: null });
    expect(
      (await call(server, 'PATCH', `/api/subscriptions/${id}/reactivate`, { token: admin })).status,
    ).toBe(409);
  });

  it("counts each package's own active subscribers, in the list and on its own", async () => {
    const [counted, other, empty] = [
      await createPackage(server, admin),
      await createPackage(server, admin),
      await createPackage(server, admin),
    ];
    const subscribe = async (packageId: number) => {
      const childId = await createChild(server, tokens(), { approve: true });
      const answer = await call(server, 'POST', '/api/subscriptions', {
        token: parent,
        body: { child_id: childId, package_id: packageId },
      });
      expect(answer.status).toBe(201);
      return (answer.body as { id: number }).id;
    };
    await subscribe(counted);
    await subscribe(counted);
    const suspended = await subscribe(counted);
    await subscribe(other);
    await call(server, 'PATCH', `/api/subscriptions/${suspended}/suspend?reason=Unpaid`, { token: admin });
    const list = (await call(server, 'GET', '/api/packages/?is_active=true&per_page=100', { token: admin }))
      .body as Page<{ id: number; subscriber_count: number }>;
    const countOf = (id: number) => list.data.find((item) => item.id === id)?.subscriber_count;
    expect([countOf(counted), countOf(other), countOf(empty)]).toEqual([2, 1, 0]);
    expect((await call(server, 'GET', `/api/packages/${counted}/`, { token: admin })).body).toMatchObject({
      subscriber_count: 2,
    });
  });

  it('pages the subscribers 10 at a time', async () => {
    const packageId = await createPackage(server, admin);
    for (let index = 0; index < 11; index += 1) {
      const childId = await createChild(server, tokens(), { approve: true });
      await call(server, 'POST', '/api/subscriptions', {
        token: parent,
        body: { child_id: childId, package_id: packageId },
      });
    }
    const first = (await call(server, 'GET', `/api/packages/${packageId}/subscriptions`, { token: admin }))
      .body as Page<unknown>;
    expect(first.data).toHaveLength(10);
    expect(first.pagination).toMatchObject({ total: 11, total_pages: 2, has_next: true });
    const missing = await call(server, 'GET', '/api/packages/999999/subscriptions', { token: admin });
    expect(missing.status).toBe(404);
  });
});
