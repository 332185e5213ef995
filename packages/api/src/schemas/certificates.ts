import { REQUEST_TYPES, requestPayloadSchema } from '@minbar/domain/certificates/request-form';
import { CERTIFICATE_STATUSES } from '@minbar/domain/certificates/status';
import { LANGUAGES } from '@minbar/domain/input/languages';
import * as v from 'valibot';
import { paginationSchema } from './common';

const text = v.nullish(v.string(), null);

/** The account that sent a request (a parent through the app), when there is one. */
export const requestUserSchema = v.object({
  id: v.number(),
  username: v.string(),
  name: text,
  email: text,
  phone: text,
});

/**
 * A certificate request as the table and the detail show it: the fields of every type (those the
 * type does not use are null), its status, when it was asked and completed, and staff notes.
 */
export const certificateRequestSchema = v.object({
  id: v.number(),
  user: v.nullish(requestUserSchema, null),
  request_type: v.picklist(REQUEST_TYPES),
  applicant_name: v.string(),
  applicant_father_name: text,
  applicant_id_number: text,
  applicant_phone: v.nullish(v.string(), ''),
  status: v.picklist(CERTIFICATE_STATUSES),
  request_date: v.string(),
  completed_date: text,
  admin_notes: text,
  spouse_name: text,
  spouse_father_name: text,
  marriage_date: text,
  marriage_location: text,
  previous_religion: text,
  revert_date: text,
  shahada_witnesses: text,
  hajj_year: v.nullish(v.number(), null),
  hajj_group: text,
  custom_request_description: text,
  /** Where the applicant is told of the request's progress (optional). */
  applicant_email: text,
  /** The language of those mails; null for the mosque's own. */
  preferred_language: v.nullish(v.picklist(LANGUAGES), null),
});
export type CertificateRequest = v.InferOutput<typeof certificateRequestSchema>;

/** One change of status: who made it, when, from and to what, and the note written with it. */
export const statusChangeSchema = v.object({
  id: v.number(),
  from_status: v.nullish(v.picklist(CERTIFICATE_STATUSES), null),
  to_status: v.picklist(CERTIFICATE_STATUSES),
  changed_by: v.nullish(v.object({ id: v.number(), username: v.string() }), null),
  changed_at: v.string(),
  note: text,
});
export type StatusChange = v.InferOutput<typeof statusChangeSchema>;

/** GET /marriage?status&page&per_page: a page of requests, newest first. */
export const certificatePageSchema = v.object({
  requests: v.array(certificateRequestSchema),
  pagination: paginationSchema,
});
export type CertificatePage = v.InferOutput<typeof certificatePageSchema>;

/** GET /marriage/{id}: the request and its status history, oldest change first. */
export const certificateDetailSchema = v.object({
  request: certificateRequestSchema,
  history: v.array(statusChangeSchema),
});
export type CertificateDetail = v.InferOutput<typeof certificateDetailSchema>;

/** The body of POST /marriage and PUT /marriage/{id}. */
export const certificateRequestBodySchema = requestPayloadSchema;

/** PUT /marriage/{id}/status: the new status and an optional note for the history. */
export const statusChangeBodySchema = v.object({
  status: v.picklist(CERTIFICATE_STATUSES, 'certificate.status_invalid'),
  note: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'text.too_long'))), null),
});
export type StatusChangeBody = v.InferInput<typeof statusChangeBodySchema>;
