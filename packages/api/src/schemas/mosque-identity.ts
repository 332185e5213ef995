import { MOSQUE_LANGUAGES, mosqueIdentityInputSchema } from '@minbar/domain/mosque/identity';
import * as v from 'valibot';

const field = v.nullish(v.string(), '');

/**
 * GET and PUT /settings/identity (admin): the mosque's identity as stored, every field a string, ''
 * where none is set (a mosque that has not set it yet answers every field empty).
 */
export const mosqueIdentitySchema = v.object({
  name: v.object({ en: field, ar: field, pl: field }),
  short_name: field,
  address: field,
  phone: field,
  email: field,
  website: field,
});
export type MosqueIdentityAnswer = v.InferOutput<typeof mosqueIdentitySchema>;

/** PUT /settings/identity: the domain's rule, as the form, the client and the server parse it. */
export const mosqueIdentityUpdateSchema = mosqueIdentityInputSchema;
export type MosqueIdentityUpdate = v.InferOutput<typeof mosqueIdentityUpdateSchema>;

/**
 * GET /public/mosque: what visitors may see of the mosque, its name in the language the request
 * asks for (`language`); null where the mosque has not set a field.
 */
export const publicMosqueSchema = v.object({
  language: v.picklist(MOSQUE_LANGUAGES),
  name: v.nullable(v.string()),
  short_name: v.nullable(v.string()),
  address: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  website: v.nullable(v.string()),
});
export type PublicMosque = v.InferOutput<typeof publicMosqueSchema>;
