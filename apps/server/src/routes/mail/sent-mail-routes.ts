import { type SentMail, type SentMails, sentMailQuerySchema } from '@minbar/api/schemas/sent-mail';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import type { FatwaLanguage } from '@minbar/domain/fatwa/language';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { events } from '../../db/schema-events';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requestLanguage, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff, recordAction } from '../../services/audit';
import { eventCalendarFileName } from '../../services/booking-news';
import { findSentMail, listSentMails, requeueFailedMail } from '../../services/sent-mail';

/** Stable English details of the sent-mail calls, which the dashboard maps to its own messages. */
export const SENT_MAIL_DETAIL = {
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail is sent again',
} as const;

/** The event a filtered list is about, named in the request's language; null once it is deleted. */
async function eventNamed(deps: AppDeps, id: number, language: FatwaLanguage) {
  const [row] = await deps.db
    .select({ id: events.id, en: events.eventNameEn, ar: events.eventNameAr, pl: events.eventNamePl })
    .from(events)
    .where(eq(events.id, id));
  return row ? { id: row.id, event_name: row[language] || row.en } : null;
}

/**
 * The mails the centre sent, for administrators (docs/decisions/0004): a page of the outbox newest
 * first, and a failed mail sent again. Never a mail's contents (services/sent-mail.ts says why).
 */
export function sentMailRoutes(deps: AppDeps) {
  const adminOnly = requireUser(deps, ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/admin/mails', adminOnly, validate('query', sentMailQuerySchema), async (c) => {
      const { page, per_page, kind, event, status } = c.req.valid('query');
      // The mails about an event are those that carried its calendar file: its bookings'
      // confirmations, and the news of its changes and its cancellation.
      const { mails, total } = await listSentMails(
        deps.db,
        { page, perPage: per_page },
        { kind, status, attachment: event === undefined ? undefined : eventCalendarFileName(event) },
      );
      const answer: SentMails = {
        data: mails,
        pagination: pageAnswer(total, page, per_page),
        ...(event === undefined ? {} : { event: await eventNamed(deps, event, requestLanguage(c)) }),
      };
      return c.json(answer);
    })
    .post('/admin/mails/:id/send-again', adminOnly, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const requeued = await asStaff(deps.db, actingOf(c, deps), async (tx) => {
        if (!(await requeueFailedMail(tx, id))) return false;
        // The outbox is not a staff table (its rows carry codes and links): the action is its entry.
        await recordAction(tx, actingOf(c, deps), {
          action: 'mail.resend',
          area: 'mail',
          entity: 'outbox_emails',
          entityId: String(id),
        });
        return true;
      });
      if (!requeued) {
        if (!(await findSentMail(deps.db, id))) throw new Problem(404, SENT_MAIL_DETAIL.notFound);
        throw new Problem(409, SENT_MAIL_DETAIL.notFailed);
      }
      // Handed over now, so the answer says whether the mail server took it this time.
      await deps.outbox.drain();
      const mail = (await findSentMail(deps.db, id)) as SentMail;
      return c.json(mail);
    });
}
