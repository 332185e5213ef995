import * as v from 'valibot';
import { addDays } from './calendar';
import { DEFAULT_CITY } from './cities';
import { citySchema, isoDateSchema } from './prayers';

/*
 * The range the public prayer-times call answers: a display asks for today and tomorrow, the public
 * timetable for a month, a phone's calendar for a few months; a year (366 days, a leap year) is the
 * most any of them needs, and the bound keeps one anonymous request cheap.
 */
export const PUBLIC_RANGE_MAX_DAYS = 366;

export const PUBLIC_RANGE_ISSUE = {
  order: 'range.order',
  tooLong: 'range.too_long',
} as const;

/** The query `?city=&from=&to=`: both dates included, `from` not after `to`, at most 366 days. */
export const publicRangeQuerySchema = v.pipe(
  v.object({
    city: v.optional(citySchema, DEFAULT_CITY),
    from: isoDateSchema,
    to: isoDateSchema,
  }),
  v.forward(
    v.check((query) => query.from <= query.to, PUBLIC_RANGE_ISSUE.order),
    ['to'],
  ),
  v.forward(
    v.check(
      (query) => query.to <= addDays(query.from, PUBLIC_RANGE_MAX_DAYS - 1),
      PUBLIC_RANGE_ISSUE.tooLong,
    ),
    ['to'],
  ),
);
/** The query as a caller writes it: the city may be left out. */
export type PublicRangeQuery = v.InferInput<typeof publicRangeQuerySchema>;
