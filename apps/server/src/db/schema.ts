import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The server's tables. Only PostgreSQL 15 features: the same migrations run on PGlite and on a real
 * server (docs/decisions/0002). Database rows never leave the server as they are: handlers map them to the
 * contract's answer shapes.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    // Emails are stored lower-cased by the domain schema; the unique index guards the rule.
    uniqueIndex('users_email_key').on(table.email),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    index('user_roles_role_idx').on(table.role),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('one_time_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);

/** A file sent with a mail, kept as text (a calendar event is text). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every mail the server sends (docs/decisions/0012): the log and this table are the outbox. With a mail
 * server, rows wait here until one instance claims them (FOR UPDATE SKIP LOCKED) and delivers them.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part (every mail has one). */
    body: text('body').notNull(),
    /** The HTML part of a templated mail (src/mail); null for the account codes, which are text only. */
    html: text('html'),
    /** Files sent with the mail, such as a booking's calendar event: `[{ filename, contentType, content }]`. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    code: text('code'),
    /**
     * The From name and Reply-To composed when the mail was queued (the centre's name in the mail's
     * language, its contact address), so a retry after a rename goes out as it was written. The From
     * address is the installation's sending account (MAIL_FROM), read at delivery. Null on rows queued
     * before they were composed: those go out from MAIL_FROM as written.
     */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while a mail server still has to take it; rows kept only in the outbox are marked at once. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When the mail server last refused it (with lastError): a mail retried for days is dated by its
     * newest refusal, not by its queueing. Null until a delivery fails, and on rows refused before it
     * was recorded.
     */
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (table) => [index('outbox_emails_pending_idx').on(table.id).where(sql`delivered_at is null`)],
);

/**
 * Attempt counters of the rate limits, one row per limit and key (an account, an address or both),
 * counted in one atomic upsert so that simultaneous requests, on one instance or several, can never
 * all slip under the limit. A row whose window has passed starts a new window on its next hit.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Server-generated secrets (the JWT key when MINBAR_JWT_SECRET is unset), kept with the data. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * The built-in test provider's payments (services/test-payment-provider.ts), kept with the data so a
 * demo restarted mid-payment still knows its payments and never reuses an event id, as Stripe would.
 * One row per provider; unused with Stripe.
 */
export const testPaymentState = pgTable('test_payment_state', {
  name: text('name').primaryKey(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What staff changed, one row per row changed (docs/decisions/0046). Written only by the database: a
 * row trigger on each staff-edited table, inside the writing transaction, so a change rolled back
 * leaves no entry and none is ever missing. The acting person is a transaction-local setting the
 * route sets (services/audit.ts); a write without one (a donor's gift, a booking, a webhook, the
 * seed) is not a staff change and is not recorded. The application only ever inserts and reads here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /**
     * One staff action (a request): every row it wrote shares it, so the trail shows a refund's
     * several writes, in one transaction or more, as one entry (services/audit.ts).
     */
    actionId: text('action_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** No foreign key: the entry outlives the account. */
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    /** 'create' | 'update' | 'delete', or the route's named action ('refund', 'mail.resend', …). */
    action: text('action').notNull(),
    area: text('area').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** { column: [before, after] } of the columns that changed; secrets as "hidden", long text cut. */
    changes: jsonb('changes').notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_area_idx').on(table.area, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_action_idx').on(table.actionId),
  ],
);
