import type { CertificateRequest, StatusChange } from '@minbar/api/schemas/certificates';
import type { RequestPayload, RequestType } from '@minbar/domain/certificates/request-form';
import type { CertificateStatus } from '@minbar/domain/certificates/status';
import { isLanguage } from '@minbar/domain/input/languages';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { certificateRequests, certificateStatusChanges } from '../../db/schema-certificates';

export type CertificateRow = typeof certificateRequests.$inferSelect;
type UserRow = { id: number; username: string; email: string; phone: string | null } | null;

export const CERTIFICATE_DETAIL = { notFound: 'Certificate request not found' } as const;

export function toCertificateRequest(row: CertificateRow, user: UserRow): CertificateRequest {
  return {
    id: row.id,
    user: user
      ? { id: user.id, username: user.username, name: user.username, email: user.email, phone: user.phone }
      : null,
    request_type: row.requestType as RequestType,
    applicant_name: row.applicantName,
    applicant_father_name: row.applicantFatherName,
    applicant_id_number: row.applicantIdNumber,
    applicant_phone: row.applicantPhone,
    status: row.status as CertificateStatus,
    request_date: row.requestDate.toISOString(),
    completed_date: row.completedDate,
    admin_notes: row.adminNotes,
    spouse_name: row.spouseName,
    spouse_father_name: row.spouseFatherName,
    marriage_date: row.marriageDate,
    marriage_location: row.marriageLocation,
    previous_religion: row.previousReligion,
    revert_date: row.revertDate,
    shahada_witnesses: row.shahadaWitnesses,
    hajj_year: row.hajjYear,
    hajj_group: row.hajjGroup,
    custom_request_description: row.customRequestDescription,
    applicant_email: row.applicantEmail,
    preferred_language: isLanguage(row.preferredLanguage) ? row.preferredLanguage : null,
  };
}

/** The columns of a saved request form (the status and dates of the workflow are not the form's). */
export function certificateColumns(payload: RequestPayload) {
  return {
    requestType: payload.request_type,
    applicantName: payload.applicant_name,
    applicantFatherName: payload.applicant_father_name,
    applicantIdNumber: payload.applicant_id_number,
    applicantPhone: payload.applicant_phone,
    adminNotes: payload.admin_notes,
    spouseName: payload.spouse_name,
    spouseFatherName: payload.spouse_father_name,
    marriageDate: payload.marriage_date,
    marriageLocation: payload.marriage_location,
    previousReligion: payload.previous_religion,
    revertDate: payload.revert_date,
    shahadaWitnesses: payload.shahada_witnesses,
    customRequestDescription: payload.custom_request_description,
    applicantEmail: payload.applicant_email,
    preferredLanguage: payload.preferred_language,
  };
}

export const requestWithUser = {
  request: certificateRequests,
  user: { id: users.id, username: users.username, email: users.email, phone: users.phone },
};

/** A request with its sender and its status history, oldest change first; null when unknown. */
export async function readCertificate(db: Database, id: number) {
  const [row] = await db
    .select(requestWithUser)
    .from(certificateRequests)
    .leftJoin(users, eq(users.id, certificateRequests.userId))
    .where(eq(certificateRequests.id, id));
  if (!row) return null;
  const changes = await db
    .select({ change: certificateStatusChanges, by: { id: users.id, username: users.username } })
    .from(certificateStatusChanges)
    .leftJoin(users, eq(users.id, certificateStatusChanges.changedBy))
    .where(eq(certificateStatusChanges.requestId, id))
    .orderBy(asc(certificateStatusChanges.changedAt), asc(certificateStatusChanges.id));
  const history: StatusChange[] = changes.map(({ change, by }) => ({
    id: change.id,
    from_status: change.fromStatus as CertificateStatus | null,
    to_status: change.toStatus as CertificateStatus,
    changed_by: by?.id ? { id: by.id, username: by.username } : null,
    changed_at: change.changedAt.toISOString(),
    note: change.note,
  }));
  return { request: toCertificateRequest(row.request, row.user?.id ? row.user : null), history };
}
