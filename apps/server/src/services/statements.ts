import { STATEMENT_LINK_DAYS } from '@minbar/domain/donations/statement';
import { parsePhotoRef, photoVariantName, photoWidths } from '@minbar/domain/input/photo-ref';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { donationCategories, donations } from '../db/schema-donations';
import { mosqueIdentity } from '../db/schema-settings';
import type { AppDeps } from '../deps';
import type { MailLanguage } from '../mail/texts';
import type { StatementContent, StatementGift, StatementLogo } from '../pdf/statement-pdf';
import { type ExpiringClaims, expiresAfterDays, readLink, signLink } from './signed-links';
import { loadSharp } from './uploads';

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

/** The gifts of a year as the statement lists them, and the name given with the latest of them. */
interface YearOfGifts {
  gifts: StatementGift[];
  /** The donor's name on their most recent gift of the year, '' when there is none. */
  donorName: string;
}

/**
 * The gifts an address made in a year, as the statement lists them: those the centre kept (received,
 * or disputed while the money is still its own), each less what was given back, on the centre's day,
 * with the cause in the reader's language (its name at the time when the campaign is gone).
 */
async function yearOfGifts(
  deps: Pick<AppDeps, 'db'>,
  email: string,
  year: number,
  language: MailLanguage,
): Promise<YearOfGifts> {
  // A day either side of the year in UTC, then each gift's own day in the centre's time zone.
  const rows = await deps.db
    .select({
      createdAt: donations.createdAt,
      amount: donations.amount,
      refunded: donations.refundedAmount,
      currency: donations.currency,
      categoryName: donations.categoryName,
      cause: CAUSE[language],
      donorName: donations.donorName,
      provider: donations.provider,
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
  const kept = rows
    .map((row) => ({
      gift: {
        date: mosqueToday(row.createdAt, DEFAULT_TIME_ZONE),
        cause: row.cause || row.categoryName,
        amount: Math.round((row.amount - row.refunded) * 100) / 100,
        currency: row.currency,
        testPayment: row.provider === 'test',
      },
      donorName: row.donorName.trim(),
    }))
    .filter(({ gift }) => gift.date.startsWith(`${year}-`) && gift.amount > 0);
  // A donor may write their name differently from gift to gift: the latest is how they sign now.
  const named = kept.filter((each) => each.donorName !== '');
  return { gifts: kept.map((each) => each.gift), donorName: named.at(-1)?.donorName ?? '' };
}

/** The gifts an address made in a year, as the statement lists them (see yearOfGifts). */
export async function statementGifts(
  deps: Pick<AppDeps, 'db'>,
  email: string,
  year: number,
  language: MailLanguage,
): Promise<StatementGift[]> {
  return (await yearOfGifts(deps, email, year, language)).gifts;
}

/** The width of the logo's kept size the PDF takes: sharp on paper at the size it is drawn. */
const LOGO_WIDTH = 640;

/**
 * The mosque's logo as the PDF can embed it (JPEG or PNG, with its size in pixels), or null when none
 * is set or its file cannot be read: a statement is never refused for want of its logo. A re-encoded
 * photo gives its JPEG of the smallest kept width from LOGO_WIDTH up (on white, as JPEG has no
 * transparency: the page is white too); an older upload (GIF, WebP) is converted to PNG.
 */
export async function statementLogo(
  deps: Pick<AppDeps, 'uploads' | 'log'>,
  ref: string | null | undefined,
): Promise<StatementLogo | null> {
  if (!ref) return null;
  try {
    const photo = parsePhotoRef(ref);
    const widths = photo ? photoWidths(photo.width) : [];
    const width = widths.find((each) => each >= LOGO_WIDTH) ?? widths.at(-1);
    const name = photo && width ? photoVariantName(photo.hash, width, 'jpg') : ref;
    const file = await deps.uploads.read(name);
    if (!file) return null;
    const embeddable = file.contentType === 'image/jpeg' || file.contentType === 'image/png';
    const sharp = await loadSharp();
    const image = embeddable
      ? { bytes: file.bytes, ...(await sharp(file.bytes).metadata()) }
      : await sharp(file.bytes)
          .rotate()
          .png()
          .toBuffer({ resolveWithObject: true })
          .then(({ data, info }) => ({ bytes: new Uint8Array(data), ...info }));
    if (!image.width || !image.height) return null;
    return { bytes: image.bytes, width: image.width, height: image.height };
  } catch (error) {
    deps.log('statement: the logo could not be read', { level: 'warn', logo: ref, error: String(error) });
    return null;
  }
}

/** Everything the PDF shows for a link's claims, read now. */
export async function statementContent(
  deps: Pick<AppDeps, 'db' | 'now' | 'uploads' | 'log'>,
  claims: StatementClaims,
): Promise<StatementContent> {
  const [identity] = await deps.db.select().from(mosqueIdentity).limit(1);
  const names = identity ? { en: identity.nameEn, ar: identity.nameAr, pl: identity.namePl } : null;
  const { gifts, donorName } = await yearOfGifts(deps, claims.email, claims.year, claims.language);
  return {
    language: claims.language,
    year: claims.year,
    email: claims.email,
    donorName,
    issuedOn: mosqueToday(deps.now(), DEFAULT_TIME_ZONE),
    centre: {
      name: names ? names[claims.language] || names.en : '',
      address: identity?.address ?? '',
      registrationNumbers: identity?.registrationNumbers ?? [],
    },
    logo: await statementLogo(deps, identity?.logo),
    gifts,
  };
}
