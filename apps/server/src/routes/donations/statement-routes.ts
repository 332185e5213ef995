import { type StatementAnswer, statementRequestSchema } from '@minbar/api/schemas/donations';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { donations } from '../../db/schema-donations';
import type { AppDeps } from '../../deps';
import { type AppEnv, clientAddress, requestLanguage } from '../../http/context';
import { countAttempt } from '../../http/limits';
import { Problem } from '../../http/problems';
import { validationItems } from '../../http/validation';
import type { MailContent } from '../../mail/kinds';
import { renderStatementPdf } from '../../pdf/statement-pdf';
import { templatedMail } from '../../services/mail';
import {
  readStatementLink,
  signStatementLink,
  statementClaims,
  statementContent,
  statementGifts,
} from '../../services/statements';

export const STATEMENT_DETAIL = {
  /** The one answer to every accepted request, whether or not the address gave that year. */
  requested: 'If this address gave to the centre in that year, a link to its statement is on its way to it.',
  invalid: 'This statement link is not valid',
  expired: 'This statement link has expired; ask for the statement again',
} as const;

/**
 * The yearly statement for a donor's tax return (docs/decisions/0043). Asking is public and answers
 * the same for every address, so it reveals nobody's giving; the statement itself opens only from
 * the link mailed to the address, signed and expiring.
 */
export function statementRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/donations/statements', async (c) => {
      const body = await c.req.json().catch(() => {
        throw new Problem(400, 'Malformed JSON in request body');
      });
      const now = deps.now();
      const currentYear = Number(mosqueToday(now, DEFAULT_TIME_ZONE).slice(0, 4));
      const parsed = v.safeParse(statementRequestSchema(currentYear), body);
      if (!parsed.success) return c.json({ detail: validationItems('body', parsed.issues) }, 422);
      const { email, year } = parsed.output;
      // Each request may send a mail: held per address and per mailbox, like the account codes, and
      // per mailbox per day. Counted before the gifts are looked at, so a refusal says nothing of them.
      await countAttempt([
        [deps.limits.mailPerAddress, clientAddress(c, deps.trustProxy)],
        [deps.limits.mailPerAccount, `statement:${email}`],
        [deps.limits.statementMailsPerDay, email],
      ]);
      const language = requestLanguage(c);
      const gifts = await statementGifts(deps, email, year, language);
      // The mail is made whether or not it goes, so the answer takes as long either way: its timing
      // says no more than its words about whether the address gave.
      const [latest] = await deps.db
        .select({ name: donations.donorName })
        .from(donations)
        .where(
          and(
            eq(sql`lower(${donations.donorEmail})`, email),
            inArray(donations.status, ['succeeded', 'disputed']),
          ),
        )
        .orderBy(desc(donations.createdAt))
        .limit(1);
      // The link's site is the configured one only: a request's Host could send the token elsewhere.
      const { publicUrl } = deps;
      const claims = statementClaims(email, year, language, now);
      const token = signStatementLink(deps.jwtSecret, claims);
      const content: MailContent = {
        kind: 'statement',
        data: {
          name: latest?.name ?? '',
          year,
          link: `${publicUrl ?? ''}/api/donations/statements/${token}`,
          expiresOn: mosqueToday(new Date(claims.expires * 1000), DEFAULT_TIME_ZONE),
        },
      };
      try {
        const mail = await templatedMail(deps, email, content, language, [], token);
        // Without a configured site (a test server; the running one refuses to start) no link can be made.
        if (gifts.length > 0 && publicUrl) await deps.outbox.send(mail);
      } catch (error) {
        // A mail never fails the request it was made for.
        deps.log(`statement mail to ${email} not queued: ${String(error)}`);
      }
      const answer: StatementAnswer = { message: STATEMENT_DETAIL.requested };
      return c.json(answer, 202);
    })
    .get('/donations/statements/:token', async (c) => {
      const claims = readStatementLink(deps.jwtSecret, c.req.param('token'), deps.now());
      if (claims === 'invalid') throw new Problem(404, STATEMENT_DETAIL.invalid);
      if (claims === 'expired') throw new Problem(410, STATEMENT_DETAIL.expired);
      // The gifts of one person: stored by no cache (every API answer is no-store).
      const pdf = await renderStatementPdf(await statementContent(deps, claims));
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="statement-${claims.year}.pdf"`,
      });
    });
}
