import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * A certificate request (decision 0021): a marriage, a conversion or a custom request, with the
 * fields its type asks for (the others null), its status and when it was completed.
 */
export const certificateRequests = pgTable(
  'certificate_requests',
  {
    id: serial('id').primaryKey(),
    /** The account that sent it, when one did (a parent through the app). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestType: text('request_type').notNull(),
    applicantName: text('applicant_name').notNull(),
    applicantFatherName: text('applicant_father_name'),
    applicantIdNumber: text('applicant_id_number'),
    applicantPhone: text('applicant_phone').notNull(),
    status: text('status').notNull().default('pending'),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    completedDate: date('completed_date', { mode: 'string' }),
    adminNotes: text('admin_notes'),
    spouseName: text('spouse_name'),
    spouseFatherName: text('spouse_father_name'),
    marriageDate: date('marriage_date', { mode: 'string' }),
    marriageLocation: text('marriage_location'),
    previousReligion: text('previous_religion'),
    revertDate: date('revert_date', { mode: 'string' }),
    shahadaWitnesses: text('shahada_witnesses'),
    hajjYear: integer('hajj_year'),
    hajjGroup: text('hajj_group'),
    customRequestDescription: text('custom_request_description'),
    /** Where the applicant hears of the request's progress, when they gave an address. */
    applicantEmail: text('applicant_email'),
    /** The language of those mails; null for the mosque's own mail language. */
    preferredLanguage: text('preferred_language'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('certificate_requests_listing_idx').on(table.status, table.requestDate, table.id),
    check('certificate_requests_type_check', sql`request_type in ('marriage', 'conversion', 'custom')`),
    check(
      'certificate_requests_status_check',
      sql`status in ('pending', 'under_review', 'needs_correction', 'approved', 'rejected', 'completed')`,
    ),
    check(
      'certificate_requests_language_check',
      sql`preferred_language is null or preferred_language in ('en', 'ar', 'pl')`,
    ),
    check('certificate_requests_completed_check', sql`(status = 'completed') = (completed_date is not null)`),
  ],
);

/** Every change of a request's status: who, when, from and to what, and the note written with it. */
export const certificateStatusChanges = pgTable(
  'certificate_status_changes',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => certificateRequests.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
  },
  (table) => [index('certificate_status_changes_request_idx').on(table.requestId, table.changedAt, table.id)],
);
