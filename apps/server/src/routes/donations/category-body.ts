import type { Context } from 'hono';
import type * as v from 'valibot';
import { answerRefused, readPhotoForm } from '../../http/photo-form';

/** What a category save carries: the parsed form and, in a multipart body, the image's bytes. */
export interface CategoryBody<T> {
  input: T;
  image: Uint8Array | null;
}

/**
 * Reads a category save, a JSON body or a multipart body with the form as a `category` JSON part and
 * an optional `image` file (the one image rule: JPEG, PNG or WebP by its content, at most 5 MB), and
 * answers the contract's 422 for a refused field or image.
 */
export async function readCategoryBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<CategoryBody<v.InferOutput<S>> | Response> {
  try {
    const body = await readPhotoForm(c, {
      part: 'category',
      filePart: 'image',
      schema,
      photoRequired: false,
    });
    return { input: body.payload, image: body.photo };
  } catch (error) {
    return answerRefused(c, error);
  }
}
