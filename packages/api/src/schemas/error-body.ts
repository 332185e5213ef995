import * as v from 'valibot';

/*
 * The error bodies, apart from the other shared schemas in common.ts (which re-exports these): every
 * page reads errors, the first page included, while pagination belongs to the dashboard's areas.
 */

/** `{detail}` / `{message}` / `{errors:[{field,message}]}`: every error body a server may send (docs/decisions/0003). */
export const validationItemSchema = v.object({
  loc: v.array(v.union([v.string(), v.number()])),
  msg: v.string(),
  type: v.string(),
});
export type ValidationItem = v.InferOutput<typeof validationItemSchema>;

export const errorBodySchema = v.looseObject({
  detail: v.optional(v.union([v.string(), v.array(validationItemSchema), v.record(v.string(), v.unknown())])),
  message: v.optional(v.string()),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;
