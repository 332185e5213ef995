import type { FatwaList } from '@minbar/domain/fatwa/filters';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { type ReplyInput, shownReplyLanguage } from '@minbar/domain/fatwa/reply';
import { and, asc, desc, eq, exists, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { fatwaQuestions, fatwaResponses } from '../../db/schema-fatwa';

export type ResponseRow = typeof fatwaResponses.$inferSelect;

/** The six texts of a stored answer, as the reply rules name them. */
export function replyOfRow(row: ResponseRow): ReplyInput {
  return {
    question_en: row.questionEn,
    response_en: row.responseEn,
    question_ar: row.questionAr,
    response_ar: row.responseAr,
    question_pl: row.questionPl,
    response_pl: row.responsePl,
  };
}

/**
 * The contract's response shape: the chosen language's pair first (or, when the answer is not translated
 * into it, the language it is answered in), then all six fields.
 */
export function responseAnswer(row: ResponseRow, language: FatwaLanguage) {
  const byLanguage = {
    en: [row.questionEn, row.responseEn],
    ar: [row.questionAr, row.responseAr],
    pl: [row.questionPl, row.responsePl],
  } as const;
  const [question, response] = byLanguage[shownReplyLanguage(replyOfRow(row), language)];
  return {
    id: row.id,
    question_id: row.questionId,
    question_by_language: question,
    response,
    question_en: row.questionEn,
    response_en: row.responseEn,
    question_ar: row.questionAr,
    response_ar: row.responseAr,
    question_pl: row.questionPl,
    response_pl: row.responsePl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface QuestionRow {
  id: number;
  question: string;
  language: string;
  isAnonymous: boolean;
  isActive: boolean;
  createdAt: Date;
  /** The asker's name as joined from users; null once the account is deleted. */
  askerName: string | null;
}

/** The contract's question shape. An anonymous asker's name never leaves the server, not even for staff. */
export function questionAnswer(row: QuestionRow, responses: ReturnType<typeof responseAnswer>[]) {
  return {
    id: row.id,
    question: row.question,
    language: row.language,
    username: row.isAnonymous ? null : row.askerName,
    is_anonymous: row.isAnonymous,
    created_at: row.createdAt.toISOString(),
    is_active: row.isActive,
    responses,
  };
}

/** `%`, `_` and `\` in a search are literal characters, not LIKE wildcards. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const hasResponse = (where?: SQL) => (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(fatwaResponses)
      .where(and(eq(fatwaResponses.questionId, fatwaQuestions.id), where)),
  );

export interface ListFilters {
  search?: string | undefined;
  /** yyyy-MM-dd, a day of the mosque: it starts at midnight in `timeZone`. */
  responseDateFrom?: string | undefined;
  /** The mosque's IANA time zone; UTC when none is configured. */
  timeZone?: string | undefined;
}

/**
 * One of the three lists, newest first: one query for the questions and one for all their
 * responses, whatever the number of questions (no query per question).
 */
export async function loadQuestionList(
  db: Database,
  list: FatwaList,
  filters: ListFilters,
  language: FatwaLanguage,
) {
  const conditions: SQL[] = [];
  if (list === 'unanswered') conditions.push(sql`not ${hasResponse()(db)}`);
  if (list === 'answered') conditions.push(hasResponse()(db));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const inResponse = sql`(${fatwaResponses.questionEn} ilike ${pattern} or ${fatwaResponses.responseEn} ilike ${pattern}
      or ${fatwaResponses.questionAr} ilike ${pattern} or ${fatwaResponses.responseAr} ilike ${pattern}
      or ${fatwaResponses.questionPl} ilike ${pattern} or ${fatwaResponses.responsePl} ilike ${pattern})`;
    conditions.push(sql`(${fatwaQuestions.question} ilike ${pattern} or ${hasResponse(inResponse)(db)})`);
  }
  if (filters.responseDateFrom) {
    const from = sql`(${filters.responseDateFrom}::date::timestamp at time zone ${filters.timeZone ?? 'UTC'})`;
    conditions.push(hasResponse(gte(fatwaResponses.createdAt, from))(db));
  }
  const questions = await db
    .select({
      id: fatwaQuestions.id,
      question: fatwaQuestions.question,
      language: fatwaQuestions.language,
      isAnonymous: fatwaQuestions.isAnonymous,
      isActive: fatwaQuestions.isActive,
      createdAt: fatwaQuestions.createdAt,
      askerName: users.username,
    })
    .from(fatwaQuestions)
    .leftJoin(users, eq(users.id, fatwaQuestions.userId))
    .where(and(...conditions))
    .orderBy(desc(fatwaQuestions.createdAt), desc(fatwaQuestions.id));

  const responsesByQuestion = await loadResponses(
    db,
    questions.map((question) => question.id),
    language,
  );
  return questions.map((question) => questionAnswer(question, responsesByQuestion.get(question.id) ?? []));
}

/** All responses of the given questions in one query, oldest first within a question. */
export async function loadResponses(db: Database, questionIds: readonly number[], language: FatwaLanguage) {
  const out = new Map<number, ReturnType<typeof responseAnswer>[]>();
  if (questionIds.length === 0) return out;
  const rows = await db
    .select()
    .from(fatwaResponses)
    .where(inArray(fatwaResponses.questionId, [...questionIds]))
    .orderBy(asc(fatwaResponses.createdAt), asc(fatwaResponses.id));
  for (const row of rows) {
    const answers = out.get(row.questionId) ?? [];
    answers.push(responseAnswer(row, language));
    out.set(row.questionId, answers);
  }
  return out;
}
