import { childEnrolmentSchema } from '@minbar/domain/education/child';
import { packageInputSchema } from '@minbar/domain/education/package';
import { EDUCATION_ISSUE, subjectInputSchema } from '@minbar/domain/education/subject';
import { suspensionReasonSchema } from '@minbar/domain/education/subscription';
import { idSchema } from '@minbar/domain/input/numbers';
import * as v from 'valibot';
import { pageQuerySchema, paginationSchema } from './common';

/*
 * The education calls (docs/decisions/0023): subjects and teachers, children, pricing packages
 * and their subscriptions. Every list answers `{data, pagination}`; the request bodies are the
 * domain's schemas, so the form, the client and the server read them alike.
 */

const text = v.nullish(v.string(), null);

/** A person as a list shows them: their account's id and name. */
export const personSchema = v.object({
  id: v.number(),
  username: v.string(),
  name: v.nullish(v.string(), null),
});
export type Person = v.InferOutput<typeof personSchema>;

export const subjectRefSchema = v.object({ id: v.number(), name: v.string() });
export type SubjectRef = v.InferOutput<typeof subjectRefSchema>;

/** A subject with the teachers who teach it. */
export const subjectSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullish(v.string(), ''),
  created_by: v.nullish(personSchema, null),
  teachers: v.optional(v.array(personSchema), []),
  teacher_count: v.nullish(v.number(), 0),
});
export type Subject = v.InferOutput<typeof subjectSchema>;

/** GET /subjects?page&per_page: a page of subjects by name. */
export const subjectPageSchema = v.object({
  data: v.array(subjectSchema),
  pagination: paginationSchema,
});
export type SubjectPage = v.InferOutput<typeof subjectPageSchema>;

/** POST /subjects and PUT /subjects/{id}: a name unique after trimming and ignoring case, a description. */
export const subjectBodySchema = subjectInputSchema;

/** An account with the teacher role and the subjects it teaches. */
export const teacherSchema = v.object({
  id: v.number(),
  name: v.nullish(v.string(), null),
  username: v.string(),
  email: text,
  phone: text,
  subjects: v.optional(v.array(subjectRefSchema), []),
});
export type Teacher = v.InferOutput<typeof teacherSchema>;

/** GET /teachers/: every teacher by name (the screen pages its cards itself); `{teachers}` also read. */
export const teacherListSchema = v.pipe(
  v.union([v.array(teacherSchema), v.object({ teachers: v.array(teacherSchema) })]),
  v.transform((answer) => (Array.isArray(answer) ? answer : answer.teachers)),
);

const idList = v.pipe(
  v.array(idSchema, EDUCATION_ISSUE.idsInvalid),
  v.minLength(1, EDUCATION_ISSUE.idsInvalid),
  v.maxLength(100, EDUCATION_ISSUE.idsInvalid),
  v.transform((ids) => [...new Set(ids)]),
);

/**
 * POST /assign-subjects-to-teacher, DELETE /remove-subjects-from-teacher and POST /reassign-subjects
 * (which makes the teacher's subjects exactly these; an empty list is allowed there).
 */
export const teacherSubjectsBodySchema = v.object(
  { teacher_id: idSchema, subject_ids: idList },
  EDUCATION_ISSUE.required,
);
export type TeacherSubjectsBody = v.InferInput<typeof teacherSubjectsBodySchema>;

export const reassignSubjectsBodySchema = v.object(
  {
    teacher_id: idSchema,
    subject_ids: v.pipe(
      v.array(idSchema, EDUCATION_ISSUE.idsInvalid),
      v.maxLength(100, EDUCATION_ISSUE.idsInvalid),
      v.transform((ids) => [...new Set(ids)]),
    ),
  },
  EDUCATION_ISSUE.required,
);
export type ReassignSubjectsBody = v.InferInput<typeof reassignSubjectsBodySchema>;

/** A child as the Children screen lists it; `age` is counted on the mosque's today. */
export const childSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  birthdate: v.string(),
  age: v.nullish(v.number(), null),
  approved: v.optional(v.boolean(), false),
  active_subscription: v.nullish(
    v.object({ id: v.number(), package_id: v.number(), package_name: v.string() }),
    null,
  ),
  responsible_person: v.nullish(
    v.object({ id: v.number(), username: v.string(), email: text, phone: text }),
    null,
  ),
  teachers: v.optional(v.array(personSchema), []),
  subjects: v.optional(v.array(subjectRefSchema), []),
  suggested_subject: v.nullish(subjectRefSchema, null),
  is_sent: v.optional(v.boolean(), false),
  created_at: text,
});
export type Child = v.InferOutput<typeof childSchema>;

/** GET /children/approved/, /children/unapproved/, /children/approved/no-teachers/. */
export const childPageSchema = v.object({ data: v.array(childSchema), pagination: paginationSchema });
export type ChildPage = v.InferOutput<typeof childPageSchema>;

/** The query of the children lists; `active_subscription=true` narrows the approved list to the subscribed. */
export const childListQuerySchema = v.object({
  ...pageQuerySchema.entries,
  active_subscription: v.optional(v.picklist(['true', 'false'], EDUCATION_ISSUE.invalidFlag)),
});

/** POST /children/ (a parent): enrol their own child; the request waits for approval. */
export const childEnrolmentBodySchema = childEnrolmentSchema;

/**
 * POST /assign-children-to-teacher/: the children join the teacher. With `from_teacher_id` it is a
 * reassignment: they leave that teacher in the same transaction.
 */
export const assignChildrenBodySchema = v.object(
  { child_ids: idList, teacher_id: idSchema, from_teacher_id: v.optional(v.nullable(idSchema), null) },
  EDUCATION_ISSUE.required,
);
export type AssignChildrenBody = v.InferInput<typeof assignChildrenBodySchema>;

/** DELETE /remove-children-from-teacher/ (body). */
export const removeChildrenBodySchema = v.object(
  { child_ids: idList, teacher_id: idSchema },
  EDUCATION_ISSUE.required,
);
export type RemoveChildrenBody = v.InferInput<typeof removeChildrenBodySchema>;

/** A package; `subscriber_count` counts its active subscriptions. */
export const packageSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.nullish(v.string(), ''),
  price: v.number(),
  num_subjects_included: v.nullish(v.number(), null),
  is_active: v.boolean(),
  subscriber_count: v.nullish(v.number(), null),
});
export type Package = v.InferOutput<typeof packageSchema>;

/** GET /packages/: a page of packages and the count of each tab. */
export const packagePageSchema = v.object({
  data: v.array(packageSchema),
  pagination: paginationSchema,
  counts: v.optional(v.object({ active: v.number(), cancelled: v.number() })),
});
export type PackagePage = v.InferOutput<typeof packagePageSchema>;

const flag = v.picklist(['true', 'false'], EDUCATION_ISSUE.invalidFlag);

/** `active_only=true` (what older clients send) is the active tab; `is_active=false` the cancelled one. */
export const packageListQuerySchema = v.object({
  ...pageQuerySchema.entries,
  active_only: v.optional(flag),
  is_active: v.optional(flag),
});

/** POST /packages/ and PUT /packages/{id}/. */
export const packageBodySchema = packageInputSchema;

/** PATCH /packages/{id}/toggle?is_active= */
export const packageToggleQuerySchema = v.object({ is_active: flag });

/** A subscription of a child to a package, with the price at the time it began. */
export const subscriptionSchema = v.object({
  id: v.number(),
  child_id: v.nullish(v.number(), null),
  child_name: v.string(),
  package_id: v.nullish(v.number(), null),
  package_price: v.number(),
  start_date: text,
  current_period_end: text,
  suspension_reason: text,
  is_active: v.boolean(),
  status: v.optional(v.picklist(['active', 'notActivated'])),
});
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** GET /packages/{id}/subscriptions: a page of the package's subscriptions, newest first. */
export const subscriptionPageSchema = v.object({
  data: v.array(subscriptionSchema),
  pagination: paginationSchema,
});
export type SubscriptionPage = v.InferOutput<typeof subscriptionPageSchema>;

/** PATCH /subscriptions/{id}/suspend?reason= : the reason is required and not blank. */
export const suspendQuerySchema = v.object({
  reason: v.optional(suspensionReasonSchema, ''),
});

/** POST /subscriptions (a parent): their own approved child to an active package. */
export const subscriptionBodySchema = v.object(
  { child_id: idSchema, package_id: idSchema },
  EDUCATION_ISSUE.required,
);
export type SubscriptionBody = v.InferInput<typeof subscriptionBodySchema>;
