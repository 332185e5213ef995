import { MOSQUE_LANGUAGES, mosqueIdentityInputSchema } from '@minbar/domain/mosque/identity';
import * as v from 'valibot';

const field = v.nullish(v.string(), '');
const registration = v.object({ label: v.string(), value: v.string() });

/**
 * GET and PUT /settings/identity (admin): the mosque's identity as stored, every field a string, ''
 * where none is set (a mosque that has not set it yet answers every field empty). `logo` is a stored
 * photo's reference (served under /uploads/), `bank_account` an IBAN without spaces, `mail_language`
 * the language its mails fall back to.
 */
export const mosqueIdentitySchema = v.object({
  name: v.object({ en: field, ar: field, pl: field }),
  short_name: field,
  address: field,
  phone: field,
  email: field,
  website: field,
  logo: field,
  registration_numbers: v.nullish(v.array(registration), []),
  bank_account: field,
  mail_language: v.nullish(v.picklist(MOSQUE_LANGUAGES), 'en'),
});
export type MosqueIdentityAnswer = v.InferOutput<typeof mosqueIdentitySchema>;

/**
 * PUT /settings/identity: the domain's rule, as the form, the client and the server parse it. Sent as
 * JSON, or as a multipart body with it as the `identity` JSON part and a new `logo` image file; a
 * logo that is not an image is refused with the uploads' 422 on `body.logo`.
 */
export const mosqueIdentityUpdateSchema = mosqueIdentityInputSchema;
export type MosqueIdentityUpdate = v.InferOutput<typeof mosqueIdentityUpdateSchema>;

/**
 * GET /public/mosque: what visitors may see of the mosque, its name in the language the request
 * asks for (`language`); null where the mosque has not set a field. The bank account and the
 * registration numbers are public: donors transfer to the account, and the numbers are in public
 * registers and on every receipt (docs/decisions/0038-mosque-identity-public-fields.md). The mails'
 * language is not: it is how the centre works, not what it shows. `test_payments`: the server's
 * payments go to its built-in test provider (the demo, or MINBAR_PAYMENTS=test), so no card is charged
 * and every page says so; read as false from an older server that does not send it.
 */
export const publicMosqueSchema = v.object({
  language: v.picklist(MOSQUE_LANGUAGES),
  name: v.nullable(v.string()),
  short_name: v.nullable(v.string()),
  address: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  website: v.nullable(v.string()),
  logo: v.nullish(v.string(), null),
  registration_numbers: v.nullish(v.array(registration), []),
  bank_account: v.nullish(v.string(), null),
  test_payments: v.optional(v.boolean(), false),
});
export type PublicMosque = v.InferOutput<typeof publicMosqueSchema>;
