import { pageQuerySchema } from '@minbar/api/schemas/common';
import type { SentMail, SentMails } from '@minbar/api/schemas/sent-mail';
import { ADMIN_ROLES } from '@minbar/domain/access/roles';
import { idParamSchema } from '@minbar/domain/input/numbers';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { actingOf } from '../../http/acting';
import { type AppEnv, requireUser } from '../../http/context';
import { pageAnswer } from '../../http/pagination';
import { Problem } from '../../http/problems';
import { validate } from '../../http/validation';
import { asStaff, recordAction } from '../../services/audit';
import { findSentMail, listSentMails, requeueFailedMail } from '../../services/sent-mail';

/** Stable English details of the sent-mail calls, which the dashboard maps to its own messages. */
export const SENT_MAIL_DETAIL = {
  notFound: 'Mail not found',
  notFailed: 'Only a failed mail is sent again',
} as const;

/**
 * The mails the centre sent, for administrators (docs/decisions/0004): a page of the outbox newest
 * first, and a failed mail sent again. Never a mail's contents (services/sent-mail.ts says why).
 */
export function sentMailRoutes(deps: AppDeps) {
  const adminOnly = requireUser(deps, ADMIN_ROLES);
  return new Hono<AppEnv>()
    .get('/admin/mails', adminOnly, validate('query', pageQuerySchema), async (c) => {
      const { page, per_page } = c.req.valid('query');
      const { mails, total } = await listSentMails(deps.db, { page, perPage: per_page });
      const answer: SentMails = {
        data: mails,
        pagination: pageAnswer(total, page, per_page),
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
