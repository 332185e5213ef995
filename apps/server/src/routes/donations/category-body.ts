import type { Context } from 'hono';
import * as v from 'valibot';
import { Problem } from '../../http/problems';
import { validationItems } from '../../http/validation';
import type { Uploads } from '../../services/uploads';
import { UploadRefused } from '../../services/uploads';

/** What a category save carries: the parsed form and, in a multipart body, the image's bytes. */
export interface CategoryBody<T> {
  input: T;
  image: Uint8Array | null;
}

class Refused extends Error {
  constructor(readonly items: ReturnType<typeof validationItems>) {
    super('refused');
  }
}

const MESSAGE_OF_UPLOAD: Record<string, string> = {
  'upload.too_large': 'The image must be under 5 MB',
  'upload.not_an_image': 'The file must be a JPEG, PNG, GIF or WebP image',
};

/**
 * Reads a category save, a JSON body or a multipart body with the form as a `category` JSON part and
 * an optional `image` file, and answers the contract's 422 for a refused field or image.
 */
export async function readCategoryBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<CategoryBody<v.InferOutput<S>> | Response> {
  try {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    let raw: unknown;
    let image: Uint8Array | null = null;
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.parseBody().catch(() => {
        throw new Problem(400, 'Malformed multipart body');
      });
      const part = form.category;
      if (typeof part !== 'string') {
        throw new Refused([{ loc: ['body', 'category'], msg: 'Field required', type: 'field.required' }]);
      }
      try {
        raw = JSON.parse(part);
      } catch {
        throw new Refused([
          { loc: ['body', 'category'], msg: 'Must be a JSON object', type: 'value_error.json' },
        ]);
      }
      const file = form.image;
      if (file instanceof File) image = new Uint8Array(await file.arrayBuffer());
      else if (file !== undefined) {
        throw new Refused([
          {
            loc: ['body', 'image'],
            msg: MESSAGE_OF_UPLOAD['upload.not_an_image'] ?? '',
            type: 'upload.not_an_image',
          },
        ]);
      }
    } else {
      raw = await c.req.json().catch(() => {
        throw new Problem(400, 'Malformed JSON in request body');
      });
    }
    const parsed = v.safeParse(schema, raw);
    if (!parsed.success) throw new Refused(validationItems('body', parsed.issues));
    return { input: parsed.output, image };
  } catch (error) {
    if (error instanceof Refused) return c.json({ detail: error.items }, 422);
    throw error;
  }
}

/** Stores a checked image; a file that is not an image, or too large, answers 422 on `image`. */
export async function storeImage(
  c: Context,
  uploads: Uploads,
  image: Uint8Array,
): Promise<string | Response> {
  try {
    return await uploads.saveImage(image);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    return c.json(
      {
        detail: [
          { loc: ['body', 'image'], msg: MESSAGE_OF_UPLOAD[error.issue] ?? error.issue, type: error.issue },
        ],
      },
      422,
    );
  }
}
