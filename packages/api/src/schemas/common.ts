import * as v from 'valibot';

/** `{detail}` / `{message}` / `{errors:[{field,message}]}`: every error body the parts mention (DECISIONS 5). */
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

export const messageSchema = v.looseObject({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageSchema>;

/** Server pagination (spec part 1 §3). */
export const paginationSchema = v.object({
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
  has_next: v.optional(v.boolean()),
  has_prev: v.optional(v.boolean()),
});
export type Pagination = v.InferOutput<typeof paginationSchema>;

export const pageQuerySchema = v.object({
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
  per_page: v.optional(
    v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)),
    10,
  ),
});
