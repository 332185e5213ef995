import * as v from 'valibot';
import { isIsoDate } from '../input/dates';
import { idSchema } from '../input/numbers';
import { boundedText, hasInvisibleCharacter } from '../input/text';
import { EDUCATION_ISSUE } from './subject';

/** The oldest a child of the weekend school may be, in whole years, on the day the request is made. */
export const CHILD_MAX_AGE = 18;
export const CHILD_NAME_MAX_LENGTH = 100;

/**
 * A child's age in whole years on the mosque's `today` (both 'YYYY-MM-DD'): the birthday counts from
 * its day, and a 29 February birthday from 1 March in other years. Null for a date that is not one or
 * lies after today.
 */
export function childAge(birthdate: string, today: string): number | null {
  if (!isIsoDate(birthdate) || !isIsoDate(today) || birthdate > today) return null;
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** The issue of a birthdate against the mosque's today, or null. */
export function birthdateIssue(birthdate: string, today: string) {
  if (!isIsoDate(birthdate)) return EDUCATION_ISSUE.birthdateInvalid;
  if (birthdate > today) return EDUCATION_ISSUE.birthdateInFuture;
  const age = childAge(birthdate, today);
  return age !== null && age > CHILD_MAX_AGE ? EDUCATION_ISSUE.tooOld : null;
}

/**
 * The Children screen's lists (decision 0023): requests are the children not yet approved; approved
 * (the All tab) holds every approved child; no teachers the approved children no teacher has; active
 * subscriptions the children with a running subscription. A child is in several at once.
 */
export const CHILD_LISTS = ['approved', 'active_subscriptions', 'requests', 'no_teachers'] as const;
export type ChildList = (typeof CHILD_LISTS)[number];

export interface ChildStanding {
  approved: boolean;
  teacher_count: number;
  has_active_subscription: boolean;
}

export function childListsOf(child: ChildStanding): ChildList[] {
  if (!child.approved) return ['requests'];
  const lists: ChildList[] = ['approved'];
  if (child.has_active_subscription) lists.push('active_subscriptions');
  if (child.teacher_count === 0) lists.push('no_teachers');
  return lists;
}

export function isInChildList(child: ChildStanding, list: ChildList): boolean {
  return childListsOf(child).includes(list);
}

const name = v.pipe(
  boundedText(CHILD_NAME_MAX_LENGTH),
  v.trim(),
  v.nonEmpty(EDUCATION_ISSUE.required),
  v.check((text) => !hasInvisibleCharacter(text), EDUCATION_ISSUE.invisibleCharacter),
);

/**
 * A parent's request to enrol a child: first and last name, the birthdate ('YYYY-MM-DD'; the server
 * checks it against its today with `birthdateIssue`), and the subject the parent would like, if any.
 * The responsible parent is the account that sends it; a client may name it, but only as itself.
 */
export const childEnrolmentSchema = v.object(
  {
    first_name: name,
    last_name: name,
    birthdate: v.pipe(
      v.string(EDUCATION_ISSUE.required),
      v.trim(),
      v.nonEmpty(EDUCATION_ISSUE.required),
      v.check(isIsoDate, EDUCATION_ISSUE.birthdateInvalid),
    ),
    suggested_subject_id: v.optional(v.nullable(idSchema), null),
    responsible_parent_id: v.optional(v.nullable(idSchema), null),
  },
  EDUCATION_ISSUE.required,
);
export type ChildEnrolmentInput = v.InferInput<typeof childEnrolmentSchema>;
export type ChildEnrolment = v.InferOutput<typeof childEnrolmentSchema>;
