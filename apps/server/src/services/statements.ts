import { STATEMENT_LINK_DAYS } from '@minbar/domain/donations/statement';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { donationCategories, donations } from '../db/schema-donations';
import { mosqueIdentity } from '../db/schema-settings';
import type { AppDeps } from '../deps';
import type { MailLanguage } from '../mail/texts';
import type { StatementContent, StatementGift } from '../pdf/statement-pdf';
import { type ExpiringClaims, expiresAfterDays, readLink, signLink } from './signed-links';

/*
 * The yearly statement's link: who (the address), which year, in which language, and until when,
 * signed with the server's secret. It needs no row: nothing is stored for a request, so asking
 * reveals nothing and costs nothing, and a link cannot be made for another address or year.
 */

export interface StatementClaims extends ExpiringClaims {
  email: string;
  year: number;
  language: MailLanguage;
}

const PURPOSE = 'statement';

export function signStatementLink(secret: string, claims: StatementClaims): string {
  return signLink(secret, PURPOSE, claims);
}

/** The claims of a token this server signed, or why it is refused: forged (or broken) or expired. */
export function readStatementLink(
  secret: string,
  token: string,
  now: Date,
): StatementClaims | 'invalid' | 'expired' {
  return readLink<StatementClaims>(secret, PURPOSE, token, now);
}

/** The claims of a link made now, valid for STATEMENT_LINK_DAYS. */
export function statementClaims(
  email: string,
  year: number,
  language: MailLanguage,
  now: Date,
): StatementClaims {
  return { email, year, language, expires: expiresAfterDays(now, STATEMENT_LINK_DAYS) };
}

const CAUSE = { en: donationCategories.nameEn, ar: donationCategories.nameAr, pl: donationCategories.namePl };

/**
 * The gifts an address made in a year, as the statement lists them: those the centre kept (received,
 * or disputed while the money is still its own), each less what was given back, on the centre's day,
 * with the cause in the reader's language (its name at the time when the campaign is gone).
 */
export async function statementGifts(
  deps: Pick<AppDeps, 'db'>,
  email: string,
  year: number,
  language: MailLanguage,
): Promise<StatementGift[]> {
  // A day either side of the year in UTC, then each gift's own day in the centre's time zone.
  const rows = await deps.db
    .select({
      createdAt: donations.createdAt,
      amount: donations.amount,
      refunded: donations.refundedAmount,
      currency: donations.currency,
      categoryName: donations.categoryName,
      cause: CAUSE[language],
    })
    .from(donations)
    .leftJoin(donationCategories, eq(donationCategories.id, donations.categoryId))
    .where(
      and(
        eq(sql`lower(${donations.donorEmail})`, email.toLowerCase()),
        inArray(donations.status, ['succeeded', 'disputed']),
        between(
          donations.createdAt,
          new Date(Date.UTC(year - 1, 11, 31)),
          new Date(Date.UTC(year + 1, 0, 2)),
        ),
      ),
    )
    .orderBy(asc(donations.createdAt), asc(donations.id));
  return rows
    .map((row) => ({
      date: mosqueToday(row.createdAt, DEFAULT_TIME_ZONE),
      cause: row.cause || row.categoryName,
      amount: Math.round((row.amount - row.refunded) * 100) / 100,
      currency: row.currency,
    }))
    .filter((gift) => gift.date.startsWith(`${year}-`) && gift.amount > 0);
}

/** Everything the PDF shows for a link's claims, read now. */
export async function statementContent(
  deps: Pick<AppDeps, 'db' | 'now'>,
  claims: StatementClaims,
): Promise<StatementContent> {
  const [identity] = await deps.db.select().from(mosqueIdentity).limit(1);
  const names = identity ? { en: identity.nameEn, ar: identity.nameAr, pl: identity.namePl } : null;
  return {
    language: claims.language,
    year: claims.year,
    email: claims.email,
    issuedOn: mosqueToday(deps.now(), DEFAULT_TIME_ZONE),
    centre: {
      name: names ? names[claims.language] || names.en : '',
      address: identity?.address ?? '',
      registrationNumbers: identity?.registrationNumbers ?? [],
    },
    gifts: await statementGifts(deps, claims.email, claims.year, claims.language),
  };
}
