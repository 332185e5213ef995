import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/**
 * The weekend school's subjects (decision 0023). `name_key` is the domain's subjectNameKey of the
 * name (trimmed, one space, lower case): its unique index keeps names unique under simultaneous saves.
 */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('subjects_name_key_key').on(table.nameKey)],
);

/**
 * Which teacher (an account with the teacher role) teaches which subject. A subject taught by anyone
 * cannot be deleted: the route says why, and the foreign key refuses it too.
 */
export const teacherSubjects = pgTable(
  'teacher_subjects',
  {
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
  },
  (table) => [
    primaryKey({ columns: [table.teacherId, table.subjectId] }),
    index('teacher_subjects_subject_idx').on(table.subjectId),
  ],
);

/**
 * A child of the school: a request until approved. The responsible parent is the account that asked;
 * `is_sent` marks a request the parent sent through the app.
 */
export const children = pgTable(
  'children',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    parentId: integer('parent_id').references(() => users.id, { onDelete: 'set null' }),
    approved: boolean('approved').notNull().default(false),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    suggestedSubjectId: integer('suggested_subject_id').references(() => subjects.id, {
      onDelete: 'set null',
    }),
    isSent: boolean('is_sent').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('children_listing_idx').on(table.approved, table.lastName, table.firstName, table.id),
    index('children_parent_idx').on(table.parentId),
  ],
);

/** Which teacher teaches which child. */
export const childTeachers = pgTable(
  'child_teachers',
  {
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.childId, table.teacherId] }),
    index('child_teachers_teacher_idx').on(table.teacherId),
  ],
);

/** A pricing package: a monthly price for a number of subjects; cancelled packages take no new subscriber. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: money('price').notNull(),
    numSubjectsIncluded: integer('num_subjects_included').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('packages_listing_idx').on(table.isActive, table.createdAt, table.id),
    check('packages_price_check', sql`${table.price} >= 0`),
    check('packages_subjects_check', sql`${table.numSubjectsIncluded} between 1 and 50`),
  ],
);

/**
 * A child's subscription to a package at the price of the day it began. A suspended subscription
 * holds its reason, an active one none; a child has at most one active subscription.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    price: money('price').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_package_idx').on(table.packageId, table.startDate, table.id),
    uniqueIndex('subscriptions_one_active_per_child_key').on(table.childId).where(sql`${table.isActive}`),
    check('subscriptions_reason_check', sql`${table.isActive} = (${table.suspensionReason} is null)`),
    check('subscriptions_period_check', sql`${table.currentPeriodEnd} >= ${table.startDate}`),
    check('subscriptions_price_check', sql`${table.price} >= 0`),
  ],
);
