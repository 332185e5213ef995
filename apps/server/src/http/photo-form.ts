import { IMAGE_TYPES } from '@minbar/domain/input/image-file';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import { detectImageType, MAX_IMAGE_BYTES, UploadRefused } from '../services/uploads';
import { Problem } from './problems';
import { type ValidationItem, validationItems } from './validation';

/** What a save with a photo carries: the checked JSON part and, when sent, the photo's bytes. */
export interface PhotoFormBody<T> {
  payload: T;
  photo: Uint8Array | null;
}

/** The contract's 422: the refused fields, each under `body`. */
export class Refused extends Error {
  constructor(readonly items: ValidationItem[]) {
    super('refused');
  }
}

export const PHOTO_MESSAGE = {
  'field.required': 'An image is required',
  'upload.too_large': 'The image must be under 5 MB',
  'upload.not_an_image': 'The file must be a JPEG, PNG or WebP image',
  'upload.too_many_pixels': 'The image must have at most 64 megapixels',
  'upload.damaged': 'The image is damaged, cut short or carries more than a picture',
} as const;

/** The 422 of a refused photo, on its multipart field ('photo', or a category's 'image'). */
export function photoRefusal(type: keyof typeof PHOTO_MESSAGE, field = 'photo'): Refused {
  return new Refused([{ loc: ['body', field], msg: PHOTO_MESSAGE[type], type }]);
}

/**
 * Reads a save of an item with a photo (an event, an activity, a donation category): a multipart body
 * with the form as the `part` JSON part and the photo as the `filePart` file ('photo' unless told), or,
 * for an update without a new photo, a JSON body. The form is checked with the domain's schema and the
 * photo by the one image rule (JPEG, PNG or WebP by its first bytes, at most 5 MB), before anything
 * is stored; every refusal comes back at once as `Refused`. The photo's pixels are read when it is
 * stored (photoStore), which refuses a damaged one or a bomb the same way.
 */
export async function readPhotoForm<S extends v.GenericSchema>(
  c: Context,
  options: { part: string; schema: S; photoRequired: boolean; filePart?: string },
): Promise<PhotoFormBody<v.InferOutput<S>>> {
  const filePart = options.filePart ?? 'photo';
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  let raw: unknown;
  let photo: Uint8Array | null = null;
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody().catch(() => {
      throw new Problem(400, 'Malformed multipart body');
    });
    const part = form[options.part];
    if (typeof part !== 'string') {
      throw new Refused([{ loc: ['body', options.part], msg: 'Field required', type: 'field.required' }]);
    }
    try {
      raw = JSON.parse(part);
    } catch {
      throw new Refused([
        { loc: ['body', options.part], msg: 'Must be a JSON object', type: 'value_error.json' },
      ]);
    }
    const file = form[filePart];
    if (file instanceof File) photo = new Uint8Array(await file.arrayBuffer());
    else if (file !== undefined && file !== '') throw photoRefusal('upload.not_an_image', filePart);
  } else {
    raw = await c.req.json().catch(() => {
      throw new Problem(400, 'Malformed JSON in request body');
    });
  }
  const parsed = v.safeParse(options.schema, raw);
  const items = parsed.success ? [] : validationItems('body', parsed.issues);
  const photoIssue = photo ? photoIssueOf(photo) : options.photoRequired ? 'field.required' : null;
  if (photoIssue) items.push(photoRefusal(photoIssue, filePart).items[0] as ValidationItem);
  if (items.length > 0 || !parsed.success) throw new Refused(items);
  return { payload: parsed.output, photo };
}

function photoIssueOf(photo: Uint8Array): keyof typeof PHOTO_MESSAGE | null {
  if (photo.byteLength > MAX_IMAGE_BYTES) return 'upload.too_large';
  const detected = detectImageType(photo);
  return detected && (IMAGE_TYPES as readonly string[]).includes(detected.contentType)
    ? null
    : 'upload.not_an_image';
}

/** Answers a `Refused` as the contract's 422; anything else goes on to the error handler. */
export function answerRefused(c: Context, error: unknown): Response {
  if (error instanceof Refused) return c.json({ detail: error.items }, 422);
  throw error;
}

/**
 * Stores checked photos through the shared upload service, and takes one back when the save it was
 * stored for fails, so a refused or failed save leaves no file behind.
 */
export function photoStore(deps: Pick<AppDeps, 'uploads'>, field = 'photo') {
  return {
    async store(photo: Uint8Array | null): Promise<string | null> {
      if (!photo) return null;
      try {
        return await deps.uploads.saveImage(photo);
      } catch (error) {
        if (error instanceof UploadRefused) throw photoRefusal(error.issue, field);
        throw error;
      }
    },
    async saving<T>(photo: string | null, save: () => Promise<T>): Promise<T> {
      try {
        return await save();
      } catch (error) {
        if (photo) await deps.uploads.remove(photo);
        throw error;
      }
    },
  };
}
