import {
  askQuestionRequestSchema,
  createResponseRequestSchema,
  fatwaListQuerySchema,
  updateResponseRequestSchema,
} from '@minbar/api/schemas/fatwa';
import { IMAM_ROLES, STAFF_ROLES } from '@minbar/domain/access/roles';
import type { FatwaList } from '@minbar/domain/fatwa/filters';
import { askerLanguageOf, pickLanguage } from '@minbar/domain/fatwa/language';
import { replyIssues } from '@minbar/domain/fatwa/reply';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { users } from '../../db/schema';
import { fatwaQuestions, fatwaResponses } from '../../db/schema-fatwa';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { Problem } from '../../http/problems';
import { ruleItems, validate } from '../../http/validation';
import { type Acting, asStaff } from '../../services/audit';
import { mailLanguageOf, queueMail } from '../../services/mail';
import { loadQuestionList, questionAnswer, replyOfRow, responseAnswer } from './fatwa-lists';

/** The English texts of the desk's answers, which the desk's popups mirror in its own languages. */
export const FATWA_MESSAGE = {
  questionSubmitted: 'Question submitted successfully',
  responseCreated: 'Response created successfully',
  responseUpdated: 'Response updated successfully',
  responseDeleted: 'Response deleted successfully',
  questionActivated: 'Question activated successfully',
  questionDeactivated: 'Question deactivated successfully',
} as const;

export const FATWA_DETAIL = {
  questionNotFound: 'Question not found',
  responseNotFound: 'Response not found',
  questionCanceled: 'Cannot answer a canceled question: activate it first',
} as const;

const languageOf = (c: Context) => pickLanguage(c.req.header('accept-language'));

/** The fatwa desk (docs/decisions/0004): staff read, imams act, any member may ask. */
export function fatwaRoutes(deps: AppDeps) {
  const staff = requireUser(deps, STAFF_ROLES);
  // By role, not by screen: an admin who is not also an imam gets 403 for every act of answering.
  const imamOnly = requireUser(deps, IMAM_ROLES);
  const signedIn = requireUser(deps);

  const list = (kind: FatwaList) =>
    [
      staff,
      validate('query', fatwaListQuerySchema),
      async (c: Context<AppEnv, string, { out: { query: v.InferOutput<typeof fatwaListQuerySchema> } }>) => {
        const query = c.req.valid('query');
        const questions = await loadQuestionList(
          deps.db,
          kind,
          { search: query.search, responseDateFrom: query.response_date_from, timeZone: deps.timeZone },
          languageOf(c),
        );
        return c.json(questions);
      },
    ] as const;

  async function setActive(acting: Acting, id: number, isActive: boolean) {
    const [row] = await asStaff(deps.db, acting, (tx) =>
      tx
        .update(fatwaQuestions)
        .set({ isActive })
        .where(eq(fatwaQuestions.id, id))
        .returning({ id: fatwaQuestions.id, isActive: fatwaQuestions.isActive }),
    );
    if (!row) throw new Problem(404, FATWA_DETAIL.questionNotFound);
    return row;
  }

  return new Hono<AppEnv>()
    .get('/fatwa/questions', ...list('all'))
    .get('/fatwa/questions-without-responses', ...list('unanswered'))
    .get('/fatwa/questions-with-responses', ...list('answered'))
    .post('/fatwa/questions', signedIn, validate('json', askQuestionRequestSchema), async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user');
      const [row] = await deps.db
        .insert(fatwaQuestions)
        .values({
          userId: user.id,
          question: input.question,
          language: languageOf(c),
          isAnonymous: input.is_anonymous,
          createdAt: deps.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned no question');
      const question = questionAnswer({ ...row, askerName: user.username }, []);
      return c.json({ message: FATWA_MESSAGE.questionSubmitted, question }, 201);
    })
    .post('/fatwa/responses', imamOnly, validate('json', createResponseRequestSchema), async (c) => {
      const { question_id, ...reply } = c.req.valid('json');
      const [question] = await deps.db
        .select({
          isActive: fatwaQuestions.isActive,
          language: fatwaQuestions.language,
          text: fatwaQuestions.question,
          askerId: fatwaQuestions.userId,
        })
        .from(fatwaQuestions)
        .where(eq(fatwaQuestions.id, question_id));
      if (!question) throw new Problem(404, FATWA_DETAIL.questionNotFound);
      if (!question.isActive) throw new Problem(409, FATWA_DETAIL.questionCanceled);
      // Required is the asker's language only; the other two are optional translations.
      const missing = replyIssues(askerLanguageOf(question.language), reply);
      if (missing.length > 0) return c.json({ detail: ruleItems('body', missing) }, 422);
      const now = deps.now();
      const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx
          .insert(fatwaResponses)
          .values({
            questionId: question_id,
            questionEn: reply.question_en,
            responseEn: reply.response_en,
            questionAr: reply.question_ar,
            responseAr: reply.response_ar,
            questionPl: reply.question_pl,
            responsePl: reply.response_pl,
            responderId: c.get('user').id,
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      );
      if (!row) throw new Error('insert returned no response');
      if (question.askerId !== null) {
        const answers = { en: reply.response_en, ar: reply.response_ar, pl: reply.response_pl };
        const answer = answers[askerLanguageOf(question.language)];
        await tellAsker(deps, question.askerId, question.text, answer, question.language);
      }
      return c.json(
        { message: FATWA_MESSAGE.responseCreated, response: responseAnswer(row, languageOf(c)) },
        201,
      );
    })
    .patch(
      '/update-fatwa-response/:id',
      imamOnly,
      validate('param', idParamSchema),
      validate('json', updateResponseRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const changes = c.req.valid('json');
        const [stored] = await deps.db
          .select({ response: fatwaResponses, language: fatwaQuestions.language })
          .from(fatwaResponses)
          .innerJoin(fatwaQuestions, eq(fatwaQuestions.id, fatwaResponses.questionId))
          .where(eq(fatwaResponses.id, id));
        if (!stored) throw new Problem(404, FATWA_DETAIL.responseNotFound);
        // The answer as it would be stored must still answer the asker and hold no half translation.
        const missing = replyIssues(askerLanguageOf(stored.language), {
          ...replyOfRow(stored.response),
          ...changes,
        });
        if (missing.length > 0) return c.json({ detail: ruleItems('body', missing) }, 422);
        const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
          tx
            .update(fatwaResponses)
            .set({
              questionEn: changes.question_en,
              responseEn: changes.response_en,
              questionAr: changes.question_ar,
              responseAr: changes.response_ar,
              questionPl: changes.question_pl,
              responsePl: changes.response_pl,
              updatedAt: deps.now(),
            })
            .where(eq(fatwaResponses.id, id))
            .returning(),
        );
        if (!row) throw new Problem(404, FATWA_DETAIL.responseNotFound);
        return c.json({
          message: FATWA_MESSAGE.responseUpdated,
          response: responseAnswer(row, languageOf(c)),
        });
      },
    )
    .delete('/delete-fatwa-response/:id', imamOnly, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const [row] = await asStaff(deps.db, actingOf(c, deps), (tx) =>
        tx.delete(fatwaResponses).where(eq(fatwaResponses.id, id)).returning({ id: fatwaResponses.id }),
      );
      if (!row) throw new Problem(404, FATWA_DETAIL.responseNotFound);
      return c.json({ message: FATWA_MESSAGE.responseDeleted, id: row.id });
    })
    .patch('/fatwa/questions/:id/activate', imamOnly, validate('param', idParamSchema), async (c) => {
      const row = await setActive(actingOf(c, deps), c.req.valid('param').id, true);
      return c.json({ message: FATWA_MESSAGE.questionActivated, id: row.id, is_active: row.isActive });
    })
    .patch('/fatwa/questions/:id/deactivate', imamOnly, validate('param', idParamSchema), async (c) => {
      const row = await setActive(actingOf(c, deps), c.req.valid('param').id, false);
      return c.json({ message: FATWA_MESSAGE.questionDeactivated, id: row.id, is_active: row.isActive });
    });
}

/**
 * The asker hears that their question was answered, with the answer in their language, once, when the first answer is saved (a later
 * correction sends nothing), in the language they asked in. An anonymous question is anonymous to the
 * community, not to its asker's own inbox. A question whose account was deleted has no one to tell.
 */
async function tellAsker(deps: AppDeps, askerId: number, question: string, answer: string, language: string) {
  const [asker] = await deps.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, askerId));
  if (!asker) return;
  await queueMail(
    deps,
    asker.email,
    { kind: 'fatwa_answered', data: { name: asker.username, question, answer } },
    mailLanguageOf(language),
  );
}
