import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The fatwa desk. A question outlives its asker: deleting the account keeps the
 * question and its answers, and the desk shows the asker as 'Unknown'.
 */
export const fatwaQuestions = pgTable(
  'fatwa_questions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    /** The language the asker wrote in (their Accept-Language), so an imam knows what to translate from. */
    language: text('language').notNull().default('en'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fatwa_questions_created_at_idx').on(table.createdAt),
    index('fatwa_questions_user_idx').on(table.userId),
  ],
);

/** One answer, written in all three languages together with the question as the imam restated it. */
export const fatwaResponses = pgTable(
  'fatwa_responses',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => fatwaQuestions.id, { onDelete: 'cascade' }),
    questionEn: text('question_en').notNull(),
    responseEn: text('response_en').notNull(),
    questionAr: text('question_ar').notNull(),
    responseAr: text('response_ar').notNull(),
    questionPl: text('question_pl').notNull(),
    responsePl: text('response_pl').notNull(),
    responderId: integer('responder_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fatwa_responses_question_idx').on(table.questionId),
    index('fatwa_responses_created_at_idx').on(table.createdAt),
  ],
);
