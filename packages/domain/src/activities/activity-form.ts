import * as v from 'valibot';
import { normaliseEventTime } from '../events/event-form';
import { isIsoDate } from '../input/dates';
import { hasNul } from '../input/text';
import { parseVideoLink } from './video-link';

/** An activity's texts are written in the product's three languages; the form has one tab for each. */
export const ACTIVITY_LANGUAGES = ['en', 'ar', 'pl'] as const;
export type ActivityLanguage = (typeof ACTIVITY_LANGUAGES)[number];

/** A title of 3 to 99 characters ("fewer than 100"), counted after trimming. */
export const ACTIVITY_TITLE_MIN_LENGTH = 3;
export const ACTIVITY_TITLE_MAX_LENGTH = 99;
export const ACTIVITY_DESCRIPTION_MIN_LENGTH = 10;
export const ACTIVITY_DESCRIPTION_MAX_LENGTH = 1000;
/** The place, optional (an online lecture has none); as long as an event's address may be. */
export const ACTIVITY_LOCATION_MAX_LENGTH = 200;
/** Longer than any real share link, short enough to refuse a pasted page. */
export const ACTIVITY_VIDEO_LINK_MAX_LENGTH = 500;

/** Every issue code of the activity form; the apps map each one to a message in their language. */
export const ACTIVITY_ISSUES = [
  'required',
  'too_short',
  'too_long',
  'invalid_character',
  'invalid_url',
  'invalid_date',
  'invalid_time',
] as const;
export type ActivityIssue = (typeof ACTIVITY_ISSUES)[number];

/** The form's values, as typed. */
export interface ActivityFormValues {
  title_en: string;
  title_ar: string;
  title_pl: string;
  description_en: string;
  description_ar: string;
  description_pl: string;
  location_en: string;
  location_ar: string;
  location_pl: string;
  /** Optional (decision 0020): a YouTube or Facebook video is embedded, another address is a link. */
  video_link: string;
  /** yyyy-MM-dd, optional: a weekly class has no single date. */
  date: string;
  /** HH:MM, optional. */
  time: string;
}
export type ActivityField = keyof ActivityFormValues;

/** The three text fields of each language tab, in the order the tab shows them. */
export const ACTIVITY_FIELDS_BY_LANGUAGE = {
  en: ['title_en', 'description_en', 'location_en'],
  ar: ['title_ar', 'description_ar', 'location_ar'],
  pl: ['title_pl', 'description_pl', 'location_pl'],
} as const satisfies Record<ActivityLanguage, readonly ActivityField[]>;

export const ACTIVITY_FIELDS: readonly ActivityField[] = [
  ...ACTIVITY_FIELDS_BY_LANGUAGE.en,
  ...ACTIVITY_FIELDS_BY_LANGUAGE.ar,
  ...ACTIVITY_FIELDS_BY_LANGUAGE.pl,
  'video_link',
  'date',
  'time',
];

/** What is sent as the `activity` part of a create or update, and what the server stores. */
export interface ActivityPayload {
  title_en: string;
  title_ar: string;
  title_pl: string;
  description_en: string;
  description_ar: string;
  description_pl: string;
  location_en: string;
  location_ar: string;
  location_pl: string;
  video_link: string | null;
  date: string | null;
  time: string | null;
}

export function emptyActivityForm(): ActivityFormValues {
  // In tab order: the form focuses the first bad field in this order.
  return {
    title_en: '',
    description_en: '',
    location_en: '',
    title_ar: '',
    description_ar: '',
    location_ar: '',
    title_pl: '',
    description_pl: '',
    location_pl: '',
    video_link: '',
    date: '',
    time: '',
  };
}

function checkText(text: string, min: number, max: number): ActivityIssue | null {
  if (text === '') return min > 0 ? 'required' : null;
  if (hasNul(text)) return 'invalid_character';
  if (text.length < min) return 'too_short';
  if (text.length > max) return 'too_long';
  return null;
}

/** The issue of one field, or null when it is fine. */
export function checkActivityField(field: ActivityField, value: string): ActivityIssue | null {
  const text = (value ?? '').trim();
  if (field.startsWith('title_'))
    return checkText(text, ACTIVITY_TITLE_MIN_LENGTH, ACTIVITY_TITLE_MAX_LENGTH);
  if (field.startsWith('description_'))
    return checkText(text, ACTIVITY_DESCRIPTION_MIN_LENGTH, ACTIVITY_DESCRIPTION_MAX_LENGTH);
  if (field.startsWith('location_')) return checkText(text, 0, ACTIVITY_LOCATION_MAX_LENGTH);
  switch (field) {
    case 'video_link':
      if (text.length > ACTIVITY_VIDEO_LINK_MAX_LENGTH) return 'too_long';
      return parseVideoLink(text).kind === 'invalid' ? 'invalid_url' : null;
    case 'date':
      return text === '' || isIsoDate(text) ? null : 'invalid_date';
    case 'time':
      return text === '' || normaliseEventTime(text) !== null ? null : 'invalid_time';
    default:
      return null;
  }
}

/** Every field's issue: the full check on submit. Fields without an issue are absent. */
export function checkActivityForm(values: ActivityFormValues): Partial<Record<ActivityField, ActivityIssue>> {
  const issues: Partial<Record<ActivityField, ActivityIssue>> = {};
  for (const field of ACTIVITY_FIELDS) {
    const issue = checkActivityField(field, values[field] ?? '');
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The language tabs holding an issue, in tab order: the form marks them and opens the first. */
export function invalidActivityTabs(issues: Partial<Record<string, unknown>>): ActivityLanguage[] {
  return ACTIVITY_LANGUAGES.filter((language) =>
    ACTIVITY_FIELDS_BY_LANGUAGE[language].some(
      (field) => issues[field] !== undefined && issues[field] !== null,
    ),
  );
}

/** The form as it is sent: texts trimmed, the time as HH:MM, and a blank link, date or time as null. */
export function toActivityPayload(values: ActivityFormValues): ActivityPayload {
  const time = values.time.trim();
  return {
    title_en: values.title_en.trim(),
    title_ar: values.title_ar.trim(),
    title_pl: values.title_pl.trim(),
    description_en: values.description_en.trim(),
    description_ar: values.description_ar.trim(),
    description_pl: values.description_pl.trim(),
    location_en: values.location_en.trim(),
    location_ar: values.location_ar.trim(),
    location_pl: values.location_pl.trim(),
    video_link: values.video_link.trim() || null,
    date: values.date.trim() || null,
    time: time === '' ? null : (normaliseEventTime(time) ?? time),
  };
}

/** A stored or received activity as the form's typed values (the edit dialog's starting point). */
export function activityFormValuesOf(activity: object): ActivityFormValues {
  const values = emptyActivityForm();
  for (const field of ACTIVITY_FIELDS) {
    const value = (activity as Record<string, unknown>)[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The code a schema issue carries to the server's 422 `type`: the shared 'field.required', the others
 * under 'activity.' ('activity.too_short'). `activityIssueOfType` reads it back.
 */
export function activityIssueType(issue: ActivityIssue): string {
  return issue === 'required' ? 'field.required' : `activity.${issue}`;
}

/** The activity form's issue named by a 422 item's `type`, or null when it is not one. */
export function activityIssueOfType(type: string): ActivityIssue | null {
  const code = type === 'field.required' ? 'required' : type.startsWith('activity.') ? type.slice(9) : '';
  return (ACTIVITY_ISSUES as readonly string[]).includes(code) ? (code as ActivityIssue) : null;
}

const requiredText = v.string(activityIssueType('required'));
const optionalText = v.optional(v.nullable(v.string(activityIssueType('required'))), null);

/**
 * The `activity` part of a create or update, checked by the form's own rules. Texts come out
 * trimmed, the time as HH:MM, and a blank link, date or time as null.
 */
export const activityPayloadSchema = v.pipe(
  v.object(
    {
      title_en: requiredText,
      title_ar: requiredText,
      title_pl: requiredText,
      description_en: requiredText,
      description_ar: requiredText,
      description_pl: requiredText,
      location_en: v.optional(v.string(activityIssueType('required')), ''),
      location_ar: v.optional(v.string(activityIssueType('required')), ''),
      location_pl: v.optional(v.string(activityIssueType('required')), ''),
      video_link: optionalText,
      date: optionalText,
      time: optionalText,
    },
    activityIssueType('required'),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const payload = dataset.value;
    for (const [field, issue] of Object.entries(checkActivityForm(activityFormValuesOf(payload)))) {
      addIssue({
        message: activityIssueType(issue),
        path: [
          {
            type: 'object',
            origin: 'value',
            input: payload as Record<string, unknown>,
            key: field,
            value: payload[field as ActivityField],
          },
        ],
      });
    }
  }),
  v.transform((payload): ActivityPayload => toActivityPayload(activityFormValuesOf(payload))),
);
export type ActivityPayloadInput = v.InferInput<typeof activityPayloadSchema>;
