import { type EventPayload, eventPayloadSchema } from '@minbar/domain/events/event-form';
import type { Context } from 'hono';
import * as v from 'valibot';
import { Problem } from '../../http/problems';
import { type ValidationItem, validationItems } from '../../http/validation';
import { detectImageType, MAX_IMAGE_BYTES } from '../../services/uploads';

/** What an event save carries: the checked `event` part and, when sent, the photo's bytes. */
export interface EventBody {
  payload: EventPayload;
  photo: Uint8Array | null;
}

/** An event's photo: JPEG, PNG or WebP by its content (the shared service also takes GIF, events do not). */
const EVENT_PHOTO_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

export const PHOTO_MESSAGE = {
  'field.required': 'An image is required',
  'upload.too_large': 'The image must be under 5 MB',
  'upload.not_an_image': 'The file must be a JPEG, PNG or WebP image',
} as const;

export class Refused extends Error {
  constructor(readonly items: ValidationItem[]) {
    super('refused');
  }
}

export function photoRefusal(type: keyof typeof PHOTO_MESSAGE): Refused {
  return new Refused([{ loc: ['body', 'photo'], msg: PHOTO_MESSAGE[type], type }]);
}

/**
 * Reads an event save: a multipart body with the form as the `event` JSON part and the `photo` file
 * (or, for an update without a new photo, a JSON body). Throws `Refused` for the contract's 422; a
 * photo that is not a JPEG, PNG or WebP is refused here, before anything is stored.
 */
export async function readEventBody(c: Context, photoRequired: boolean): Promise<EventBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let raw: unknown;
  let photo: Uint8Array | null = null;
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw new Problem(400, 'Malformed multipart body');
    });
    const part = form.event;
    if (typeof part !== 'string') {
      throw new Refused([{ loc: ['body', 'event'], msg: 'Field required', type: 'field.required' }]);
    }
    try {
      raw = JSON.parse(part);
    } catch {
      throw new Refused([{ loc: ['body', 'event'], msg: 'Must be a JSON object', type: 'value_error.json' }]);
    }
    const file = form.photo;
    if (file instanceof File) photo = new Uint8Array(await file.arrayBuffer());
    else if (file !== undefined && file !== '') throw photoRefusal('upload.not_an_image');
  } else {
    raw = await c.req.json().catch(() => {
      throw new Problem(400, 'Malformed JSON in request body');
    });
  }
  const parsed = v.safeParse(eventPayloadSchema, raw);
  const items = parsed.success ? [] : validationItems('body', parsed.issues);
  if (photo && photo.byteLength > MAX_IMAGE_BYTES) {
    items.push(photoRefusal('upload.too_large').items[0] as ValidationItem);
  } else if (photo) {
    const detected = detectImageType(photo);
    if (!detected || !EVENT_PHOTO_EXTENSIONS.has(detected.extension)) {
      items.push(photoRefusal('upload.not_an_image').items[0] as ValidationItem);
    }
  } else if (photoRequired) {
    items.push(photoRefusal('field.required').items[0] as ValidationItem);
  }
  if (items.length > 0 || !parsed.success) throw new Refused(items);
  return { payload: parsed.output, photo };
}
