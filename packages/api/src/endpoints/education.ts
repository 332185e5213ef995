import type { ChildEnrolmentInput } from '@minbar/domain/education/child';
import type { PackageInput } from '@minbar/domain/education/package';
import { EDUCATION_PAGE_SIZE } from '@minbar/domain/education/page-sizes';
import type { SubjectInput } from '@minbar/domain/education/subject';
import * as v from 'valibot';
import type { ApiClient } from '../client';
import { messageSchema } from '../schemas/common';
import {
  type AssignChildrenBody,
  type Child,
  type ChildPage,
  childPageSchema,
  childSchema,
  type Package,
  type PackagePage,
  packagePageSchema,
  packageSchema,
  type ReassignSubjectsBody,
  type RemoveChildrenBody,
  type Subject,
  type SubjectPage,
  type Subscription,
  type SubscriptionBody,
  type SubscriptionPage,
  subjectPageSchema,
  subjectSchema,
  subscriptionPageSchema,
  subscriptionSchema,
  type Teacher,
  type TeacherSubjectsBody,
  teacherListSchema,
  teacherSchema,
} from '../schemas/education';

/*
 * The education calls (decision 0023). Staff calls are the admin's (an imam gets 403); enrolling a
 * child and subscribing it are a parent's, for their own children only.
 */

const segment = (value: number) => encodeURIComponent(String(value));

export interface PageQuery {
  page?: number;
  per_page?: number;
}

const paged = (query: PageQuery, size: number) => ({
  page: query.page ?? 1,
  per_page: query.per_page ?? size,
});

// Subjects and teachers

/** GET /subjects?page&per_page (admin): subjects by name with their teachers, 10 a page. */
export function listSubjects(client: ApiClient, query: PageQuery = {}): Promise<SubjectPage> {
  return client.request(subjectPageSchema, '/subjects', {
    query: paged(query, EDUCATION_PAGE_SIZE.subjects),
  });
}

/** POST /subjects (admin). 422 `subject.name_taken` under `name` when the name is taken. */
export function createSubject(client: ApiClient, subject: SubjectInput): Promise<Subject> {
  return client.request(subjectSchema, '/subjects', { method: 'POST', body: subject });
}

/** PUT /subjects/{id} (admin). 422 `subject.name_taken` as above. */
export function updateSubject(client: ApiClient, id: number, subject: SubjectInput): Promise<Subject> {
  return client.request(subjectSchema, `/subjects/${segment(id)}`, { method: 'PUT', body: subject });
}

/** DELETE /subjects/{id} (admin). 409 while a teacher teaches it. */
export async function deleteSubject(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/subjects/${segment(id)}`, { method: 'DELETE' });
}

/** GET /teachers/ (admin): every teacher with their subjects, by name. */
export function listTeachers(client: ApiClient): Promise<Teacher[]> {
  return client.request(teacherListSchema, '/teachers/');
}

/** POST /assign-subjects-to-teacher (admin): the teacher also teaches these subjects. */
export function assignSubjectsToTeacher(client: ApiClient, body: TeacherSubjectsBody): Promise<Teacher> {
  return client.request(teacherSchema, '/assign-subjects-to-teacher', { method: 'POST', body });
}

/** DELETE /remove-subjects-from-teacher (admin, body): the teacher no longer teaches these. */
export function removeSubjectsFromTeacher(client: ApiClient, body: TeacherSubjectsBody): Promise<Teacher> {
  return client.request(teacherSchema, '/remove-subjects-from-teacher', { method: 'DELETE', body });
}

/** POST /reassign-subjects (admin): the teacher's subjects become exactly these (the multi-select's save). */
export function reassignSubjects(client: ApiClient, body: ReassignSubjectsBody): Promise<Teacher> {
  return client.request(teacherSchema, '/reassign-subjects', { method: 'POST', body });
}

/** PATCH /users/{id}/delete-teacher (admin): the teacher role goes, with every subject and child of it. */
export async function deleteTeacherRole(client: ApiClient, userId: number): Promise<void> {
  await client.request(messageSchema, `/users/${segment(userId)}/delete-teacher`, { method: 'PATCH' });
}

// Children

export type ChildList = 'approved' | 'unapproved' | 'no-teachers' | 'active-subscriptions';

const CHILD_LIST_PATH: Record<ChildList, string> = {
  approved: '/children/approved/',
  unapproved: '/children/unapproved/',
  'no-teachers': '/children/approved/no-teachers/',
  'active-subscriptions': '/children/approved/',
};

/**
 * GET one of the Children screen's lists (admin), 10 a page: approved (the All tab), unapproved (the
 * Requests tab), approved without a teacher, and the approved with an active subscription
 * (`/children/approved/?active_subscription=true`).
 */
export function listChildren(client: ApiClient, list: ChildList, query: PageQuery = {}): Promise<ChildPage> {
  return client.request(childPageSchema, CHILD_LIST_PATH[list], {
    query: {
      ...paged(query, EDUCATION_PAGE_SIZE.children),
      ...(list === 'active-subscriptions' ? { active_subscription: 'true' } : {}),
    },
  });
}

/** PATCH /children/{id}/approve/ (admin): the request becomes an approved child. */
export function approveChild(client: ApiClient, id: number): Promise<Child> {
  return client.request(childSchema, `/children/${segment(id)}/approve/`, { method: 'PATCH' });
}

/**
 * POST /assign-children-to-teacher/ (admin): approved children join the teacher; with
 * `from_teacher_id` they move from that teacher (a reassignment, in one step).
 */
export async function assignChildrenToTeacher(client: ApiClient, body: AssignChildrenBody): Promise<void> {
  await client.request(messageSchema, '/assign-children-to-teacher/', { method: 'POST', body });
}

/** DELETE /remove-children-from-teacher/ (admin, body). */
export async function removeChildrenFromTeacher(client: ApiClient, body: RemoveChildrenBody): Promise<void> {
  await client.request(messageSchema, '/remove-children-from-teacher/', { method: 'DELETE', body });
}

/** DELETE /children/{id} (admin): the child leaves every list, with its subscriptions. */
export async function deleteChild(client: ApiClient, id: number): Promise<void> {
  await client.request(v.unknown(), `/children/${segment(id)}`, { method: 'DELETE' });
}

/** POST /children/ (a parent): a request to enrol their own child, waiting for approval. */
export function enrolChild(client: ApiClient, child: ChildEnrolmentInput): Promise<Child> {
  return client.request(childSchema, '/children/', { method: 'POST', body: child });
}

// Packages and subscriptions

export interface PackageListQuery extends PageQuery {
  /** true: the active tab; false: the cancelled tab; absent: every package. */
  is_active?: boolean;
}

/** GET /packages/ (admin): a page of packages, 10 a page, with the count of each tab. */
export function listPackages(client: ApiClient, query: PackageListQuery = {}): Promise<PackagePage> {
  return client.request(packagePageSchema, '/packages/', {
    query: {
      ...paged(query, EDUCATION_PAGE_SIZE.packages),
      ...(query.is_active === undefined ? {} : { is_active: String(query.is_active) }),
    },
  });
}

/** GET /packages/{id}/ (admin). */
export function getPackage(client: ApiClient, id: number): Promise<Package> {
  return client.request(packageSchema, `/packages/${segment(id)}/`);
}

/** POST /packages/ (admin). */
export function createPackage(client: ApiClient, input: PackageInput): Promise<Package> {
  return client.request(packageSchema, '/packages/', { method: 'POST', body: input });
}

/** PUT /packages/{id}/ (admin); the form may also change whether it is active. */
export function updatePackage(client: ApiClient, id: number, input: PackageInput): Promise<Package> {
  return client.request(packageSchema, `/packages/${segment(id)}/`, { method: 'PUT', body: input });
}

/** PATCH /packages/{id}/toggle?is_active= (admin): cancel (false) or activate (true). */
export function togglePackage(client: ApiClient, id: number, isActive: boolean): Promise<Package> {
  return client.request(packageSchema, `/packages/${segment(id)}/toggle`, {
    method: 'PATCH',
    query: { is_active: String(isActive) },
  });
}

/** GET /packages/{id}/subscriptions (admin): a page of its subscriptions, 10 a page. */
export function listSubscriptions(
  client: ApiClient,
  packageId: number,
  query: PageQuery = {},
): Promise<SubscriptionPage> {
  return client.request(subscriptionPageSchema, `/packages/${segment(packageId)}/subscriptions`, {
    query: paged(query, EDUCATION_PAGE_SIZE.subscriptions),
  });
}

/** PATCH /subscriptions/{id}/suspend?reason= (admin). 422 `subscription.reason_required` when blank. */
export function suspendSubscription(client: ApiClient, id: number, reason: string): Promise<Subscription> {
  return client.request(subscriptionSchema, `/subscriptions/${segment(id)}/suspend`, {
    method: 'PATCH',
    query: { reason },
  });
}

/** PATCH /subscriptions/{id}/reactivate (admin): active again, the reason cleared. */
export function reactivateSubscription(client: ApiClient, id: number): Promise<Subscription> {
  return client.request(subscriptionSchema, `/subscriptions/${segment(id)}/reactivate`, { method: 'PATCH' });
}

/** POST /subscriptions (a parent): their own approved child to an active package. */
export function subscribeChild(client: ApiClient, body: SubscriptionBody): Promise<Subscription> {
  return client.request(subscriptionSchema, '/subscriptions', { method: 'POST', body });
}
