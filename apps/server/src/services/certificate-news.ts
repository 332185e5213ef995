import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { isLanguage } from '@minbar/domain/input/languages';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { certificateRequests } from '../db/schema-certificates';
import type { AppDeps } from '../deps';
import { mosqueMailLanguage, queueMail } from './mail';

/*
 * What an applicant hears of a certificate request: that it needs a correction, is approved, refused
 * or ready. The steps in between (received, under review) are the office's own and send nothing.
 * The mail goes to the address written on the request, or else to the account that sent it, in the
 * language the applicant chose, or else the mosque's.
 */

const TOLD = new Set<CertificateStatus>(['needs_correction', 'approved', 'rejected', 'completed']);
type ToldStatus = 'needs_correction' | 'approved' | 'rejected' | 'completed';
const isTold = (status: CertificateStatus): status is ToldStatus => TOLD.has(status);

/** Tells the applicant of request `id` that it moved to `status`, with what staff wrote (or ''). */
export async function tellApplicant(
  deps: AppDeps,
  id: number,
  status: CertificateStatus,
  note: string,
): Promise<void> {
  if (!isTold(status)) return;
  const [row] = await deps.db
    .select({
      name: certificateRequests.applicantName,
      email: certificateRequests.applicantEmail,
      language: certificateRequests.preferredLanguage,
      accountEmail: users.email,
    })
    .from(certificateRequests)
    .leftJoin(users, eq(users.id, certificateRequests.userId))
    .where(eq(certificateRequests.id, id));
  const to = row?.email || row?.accountEmail;
  if (!row || !to) return;
  const language = isLanguage(row.language) ? row.language : await mosqueMailLanguage(deps);
  await queueMail(
    deps,
    to,
    { kind: 'request_status', data: { name: row.name, requestId: id, status, note } },
    language,
  );
}
