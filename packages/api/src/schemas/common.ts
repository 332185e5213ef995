import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from '@minbar/domain/access/pagination';
import * as v from 'valibot';

export {
  type ErrorBody,
  errorBodySchema,
  type ValidationItem,
  validationItemSchema,
} from './error-body';

export const messageSchema = v.looseObject({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageSchema>;

/** Server pagination: the page, its size, the total and the page count. */
export const paginationSchema = v.object({
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  total_pages: v.number(),
  has_next: v.optional(v.boolean()),
  has_prev: v.optional(v.boolean()),
});
export type Pagination = v.InferOutput<typeof paginationSchema>;

/** A page number in a query: decimal digits, 1 to `max`, so the offset it makes stays a sane integer. */
const pageNumber = (max: number) =>
  v.pipe(
    v.string('page.invalid'),
    v.regex(/^[0-9]{1,7}$/, 'page.invalid'),
    v.transform(Number),
    v.minValue(1, 'page.invalid'),
    v.maxValue(max, 'page.invalid'),
  );

export const pageQuerySchema = v.object({
  page: v.optional(pageNumber(MAX_PAGE), '1'),
  per_page: v.optional(pageNumber(MAX_PER_PAGE), String(DEFAULT_PER_PAGE)),
});
