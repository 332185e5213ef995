import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { isApiError } from '../errors';
import { createMemorySession, type Session } from '../session';
import { type ScriptedHandler, type ScriptedServer, startScriptedServer } from '../testing/scripted-server';
import {
  approveChild,
  assignChildrenToTeacher,
  assignSubjectsToTeacher,
  createPackage,
  createSubject,
  deleteChild,
  deleteSubject,
  deleteTeacherRole,
  enrolChild,
  getPackage,
  listChildren,
  listPackages,
  listSubjects,
  listSubscriptions,
  listTeachers,
  reactivateSubscription,
  reassignSubjects,
  removeChildrenFromTeacher,
  removeSubjectsFromTeacher,
  subscribeChild,
  suspendSubscription,
  togglePackage,
  updatePackage,
  updateSubject,
} from './education';

const ADMIN: Session = {
  token: 'admin-token',
  userEmail: 'admin@example.org',
  userId: 1,
  username: 'admin',
  role: 'admin',
  roles: ['admin'],
};

const PAGE = { total: 1, page: 1, per_page: 10, total_pages: 1 };
const SUBJECT = {
  id: 3,
  name: 'Quran',
  description: 'Reading with tajweed',
  created_by: { id: 1, username: 'admin', name: 'admin' },
  teachers: [{ id: 9, username: 'teacher', name: 'teacher' }],
  teacher_count: 1,
};
const TEACHER = {
  id: 9,
  name: 'teacher',
  username: 'teacher',
  email: 'teacher@example.org',
  phone: null,
  subjects: [{ id: 3, name: 'Quran' }],
};
const CHILD = {
  id: 21,
  first_name: 'Adam',
  last_name: 'Nowak',
  birthdate: '2017-05-04',
  age: 8,
  approved: true,
  active_subscription: { id: 4, package_id: 2, package_name: 'Weekend' },
  responsible_person: { id: 5, username: 'parent', email: 'parent@example.org', phone: null },
  teachers: [{ id: 9, username: 'teacher', name: 'teacher' }],
  subjects: [{ id: 3, name: 'Quran' }],
  suggested_subject: null,
  is_sent: true,
  created_at: '2026-02-01T10:00:00.000Z',
};
const PACKAGE = {
  id: 2,
  name: 'Weekend',
  description: 'Saturdays and Sundays',
  price: 150,
  num_subjects_included: 3,
  is_active: true,
  subscriber_count: 4,
};
const SUBSCRIPTION = {
  id: 4,
  child_id: 21,
  child_name: 'Adam Nowak',
  package_id: 2,
  package_price: 150,
  start_date: '2026-02-01',
  current_period_end: '2026-03-01',
  suspension_reason: null,
  is_active: true,
  status: 'active',
};

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function setup(handler: ScriptedHandler) {
  server = await startScriptedServer(handler);
  const client = createApiClient({
    baseURL: server.baseURL,
    session: createMemorySession(ADMIN),
    getLanguage: () => 'en',
  });
  return { client, requests: server.requests };
}

const calls = (requests: Array<{ method: string; path: string }>) =>
  requests.map((request) => `${request.method} ${request.path}`);

describe('the subjects and teachers calls', () => {
  it('lists subjects 10 a page, saves and deletes them', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE'
        ? { status: 204 }
        : request.method === 'GET'
          ? { body: { data: [SUBJECT], pagination: PAGE } }
          : { status: request.method === 'POST' ? 201 : 200, body: SUBJECT },
    );
    await expect(listSubjects(client)).resolves.toEqual({ data: [SUBJECT], pagination: PAGE });
    await listSubjects(client, { page: 3 });
    await createSubject(client, { name: 'Quran', description: 'Reading with tajweed' });
    await updateSubject(client, 3, { name: 'Quran' });
    await deleteSubject(client, 3);
    expect(calls(requests)).toEqual([
      'GET /subjects?page=1&per_page=10',
      'GET /subjects?page=3&per_page=10',
      'POST /subjects',
      'PUT /subjects/3',
      'DELETE /subjects/3',
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(requests[2]?.body).toEqual({ name: 'Quran', description: 'Reading with tajweed' });
  });

  it('reads a subject another server sends without teachers', async () => {
    const { client } = await setup(() => ({
      body: { data: [{ id: 3, name: 'Quran', description: null }], pagination: PAGE },
    }));
    const page = await listSubjects(client);
    expect(page.data[0]).toEqual({
      id: 3,
      name: 'Quran',
      description: '',
      created_by: null,
      teachers: [],
      teacher_count: 0,
    });
  });

  it('reports a taken name as the 422 item of the name field', async () => {
    const { client } = await setup(() => ({
      status: 422,
      body: {
        detail: [
          {
            loc: ['body', 'name'],
            msg: 'A subject with this name already exists',
            type: 'subject.name_taken',
          },
        ],
      },
    }));
    const error = await createSubject(client, { name: 'quran' }).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(422);
  });

  it('lists teachers as an array or under teachers, and changes their subjects and role', async () => {
    let answerWrapped = false;
    const { client, requests } = await setup((request) => {
      if (request.path === '/teachers/') {
        answerWrapped = !answerWrapped;
        return { body: answerWrapped ? [TEACHER] : { teachers: [TEACHER] } };
      }
      if (request.path.endsWith('/delete-teacher')) return { body: { message: 'Teacher role removed' } };
      return { body: TEACHER };
    });
    await expect(listTeachers(client)).resolves.toEqual([TEACHER]);
    await expect(listTeachers(client)).resolves.toEqual([TEACHER]);
    await assignSubjectsToTeacher(client, { teacher_id: 9, subject_ids: [3, 4] });
    await removeSubjectsFromTeacher(client, { teacher_id: 9, subject_ids: [4] });
    await reassignSubjects(client, { teacher_id: 9, subject_ids: [] });
    await deleteTeacherRole(client, 9);
    expect(calls(requests).slice(2)).toEqual([
      'POST /assign-subjects-to-teacher',
      'DELETE /remove-subjects-from-teacher',
      'POST /reassign-subjects',
      'PATCH /users/9/delete-teacher',
    ]);
    expect(requests[3]?.body).toEqual({ teacher_id: 9, subject_ids: [4] });
  });
});

describe('the children calls', () => {
  it('asks for each list 10 a page at the contract’s paths', async () => {
    const { client, requests } = await setup(() => ({ body: { data: [CHILD], pagination: PAGE } }));
    await expect(listChildren(client, 'approved')).resolves.toEqual({ data: [CHILD], pagination: PAGE });
    await listChildren(client, 'unapproved', { page: 2 });
    await listChildren(client, 'no-teachers');
    await listChildren(client, 'active-subscriptions');
    expect(calls(requests)).toEqual([
      'GET /children/approved/?page=1&per_page=10',
      'GET /children/unapproved/?page=2&per_page=10',
      'GET /children/approved/no-teachers/?page=1&per_page=10',
      'GET /children/approved/?page=1&per_page=10&active_subscription=true',
    ]);
  });

  it('approves, assigns, reassigns, removes and deletes', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'DELETE' && request.path.startsWith('/children/')
        ? { status: 204 }
        : request.path.includes('approve')
          ? { body: CHILD }
          : { body: { message: 'Saved' } },
    );
    await expect(approveChild(client, 21)).resolves.toEqual(CHILD);
    await assignChildrenToTeacher(client, { child_ids: [21], teacher_id: 9 });
    await assignChildrenToTeacher(client, { child_ids: [21], teacher_id: 10, from_teacher_id: 9 });
    await removeChildrenFromTeacher(client, { child_ids: [21], teacher_id: 10 });
    await deleteChild(client, 21);
    expect(calls(requests)).toEqual([
      'PATCH /children/21/approve/',
      'POST /assign-children-to-teacher/',
      'POST /assign-children-to-teacher/',
      'DELETE /remove-children-from-teacher/',
      'DELETE /children/21',
    ]);
    expect(requests[2]?.body).toEqual({ child_ids: [21], teacher_id: 10, from_teacher_id: 9 });
    expect(requests[3]?.body).toEqual({ child_ids: [21], teacher_id: 10 });
  });

  it('sends a parent’s enrolment and subscription', async () => {
    const { client, requests } = await setup((request) => ({
      status: 201,
      body: request.path === '/children/' ? { ...CHILD, approved: false } : SUBSCRIPTION,
    }));
    const child = await enrolChild(client, {
      first_name: 'Adam',
      last_name: 'Nowak',
      birthdate: '2017-05-04',
    });
    expect(child.approved).toBe(false);
    await subscribeChild(client, { child_id: 21, package_id: 2 });
    expect(calls(requests)).toEqual(['POST /children/', 'POST /subscriptions']);
    expect(requests[1]?.body).toEqual({ child_id: 21, package_id: 2 });
  });
});

describe('the packages and subscriptions calls', () => {
  it('lists a tab with its counts, reads, saves and toggles a package', async () => {
    const { client, requests } = await setup((request) =>
      request.path.startsWith('/packages/?')
        ? { body: { data: [PACKAGE], pagination: PAGE, counts: { active: 3, cancelled: 1 } } }
        : { body: PACKAGE },
    );
    const page = await listPackages(client, { is_active: false });
    expect(page.counts).toEqual({ active: 3, cancelled: 1 });
    await listPackages(client);
    await getPackage(client, 2);
    const input = { name: 'Weekend', description: 'Sat and Sun', price: '150', num_subjects_included: '3' };
    await createPackage(client, input);
    await updatePackage(client, 2, input);
    await togglePackage(client, 2, false);
    expect(calls(requests)).toEqual([
      'GET /packages/?page=1&per_page=10&is_active=false',
      'GET /packages/?page=1&per_page=10',
      'GET /packages/2/',
      'POST /packages/',
      'PUT /packages/2/',
      'PATCH /packages/2/toggle?is_active=false',
    ]);
  });

  it('pages the subscribers and suspends with the reason in the query, then reactivates', async () => {
    const { client, requests } = await setup((request) =>
      request.method === 'GET'
        ? { body: { data: [SUBSCRIPTION], pagination: PAGE } }
        : { body: { ...SUBSCRIPTION, is_active: request.path.includes('reactivate') } },
    );
    await expect(listSubscriptions(client, 2, { page: 2 })).resolves.toMatchObject({ data: [SUBSCRIPTION] });
    const suspended = await suspendSubscription(client, 4, 'Unpaid since March');
    expect(suspended.is_active).toBe(false);
    await reactivateSubscription(client, 4);
    expect(calls(requests)).toEqual([
      'GET /packages/2/subscriptions?page=2&per_page=10',
      'PATCH /subscriptions/4/suspend?reason=Unpaid+since+March',
      'PATCH /subscriptions/4/reactivate',
    ]);
  });

  it('rejects a subscription without its price', async () => {
    const { package_price: _price, ...withoutPrice } = SUBSCRIPTION;
    const { client } = await setup(() => ({ body: { data: [withoutPrice], pagination: PAGE } }));
    const error = await listSubscriptions(client, 2).catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('contract');
  });
});
