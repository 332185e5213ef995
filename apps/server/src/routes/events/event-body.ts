import { type EventPayload, eventPayloadSchema } from '@minbar/domain/events/event-form';
import type { Context } from 'hono';
import { type PhotoFormBody, readPhotoForm } from '../../http/photo-form';

export type EventBody = PhotoFormBody<EventPayload>;

/** An event save: the form as the `event` JSON part and the photo (required on create). */
export function readEventBody(c: Context, photoRequired: boolean): Promise<EventBody> {
  return readPhotoForm(c, { part: 'event', schema: eventPayloadSchema, photoRequired });
}
