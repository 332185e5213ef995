import type { ActivityDetail } from '@minbar/api/schemas/activities';
import {
  ACTIVITY_LANGUAGES,
  type ActivityFormValues,
  type ActivityLanguage,
  type ActivityPayload,
  activityFormValuesOf,
  checkActivityForm,
  emptyActivityForm,
  toActivityPayload,
} from '@minbar/domain/activities/activity-form';
import { checkImageFile } from '@minbar/domain/input/image-file';
import * as v from 'valibot';

export type ActivityFormMode = 'create' | 'edit';

/**
 * The dialog's values as typed: the chosen photo's file name first (the form focuses the first bad
 * field in this order: the photo, then each tab's texts, then the video link, date and time).
 */
export type ActivityDialogValues = { photo: string } & ActivityFormValues & Record<string, string>;

/** The texts each language tab holds, in the order they are shown. */
export const FIELDS_BY_LANGUAGE: Record<ActivityLanguage, readonly string[]> = Object.fromEntries(
  ACTIVITY_LANGUAGES.map((language) => [
    language,
    [`title_${language}`, `description_${language}`, `location_${language}`],
  ]),
) as unknown as Record<ActivityLanguage, readonly string[]>;

/** The chosen photo as the image rule reads it (type and size), before anything is sent. */
export interface ChosenPhoto {
  type: string;
  size: number;
}

/** Which kind of field a form field is, so one code ('too_short') is worded with that field's limit. */
export function fieldKind(field: string): string {
  if (field.startsWith('title_')) return 'title';
  if (field.startsWith('description_')) return 'description';
  if (field.startsWith('location_')) return 'location';
  return field;
}

const issueCode = (issue: unknown): string =>
  typeof issue === 'string'
    ? issue
    : issue && typeof issue === 'object' && 'code' in issue
      ? String((issue as { code: unknown }).code)
      : 'required';

/** The message key of a field's issue: '<kind>:<code>' ('title:too_short'), worded by activityIssueMessage. */
export const issueKey = (field: string, issue: unknown) => `${fieldKind(field)}:${issueCode(issue)}`;

/**
 * The dialog's check: the domain's activity rules, and the image rule on the chosen photo (required on
 * add). Each issue lands on its field; a valid form turns into the payload the server receives.
 */
export function activityFormSchema(mode: ActivityFormMode, photo: () => ChosenPhoto | null) {
  const shape = Object.fromEntries(Object.keys(initialActivityValues()).map((name) => [name, v.string()]));
  return v.pipe(
    v.object(shape),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const values = dataset.value as ActivityDialogValues;
      const onField = (field: string, message: string) =>
        addIssue({
          message,
          path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: values[field] }],
        });
      const chosen = photo();
      const photoIssue = chosen ? checkImageFile(chosen) : mode === 'create' ? 'image_required' : null;
      if (photoIssue) onField('photo', `photo:${photoIssue}`);
      const issues = checkActivityForm(values) as Partial<Record<string, unknown>>;
      for (const [field, issue] of Object.entries(issues)) if (issue) onField(field, issueKey(field, issue));
    }),
    v.transform((values): ActivityPayload => toActivityPayload(values as ActivityDialogValues)),
  ) as unknown as v.GenericSchema<ActivityDialogValues, ActivityPayload>;
}

/** A blank new activity, or a stored one in every language for the edit dialog. */
export function initialActivityValues(stored?: ActivityDetail): ActivityDialogValues {
  const values: Record<string, string> = { ...(stored ? activityFormValuesOf(stored) : emptyActivityForm()) };
  // The order a refused submit looks for its first bad field in: the photo, each tab's texts in tab
  // order, then the fields every language shares.
  const ordered: Record<string, string> = { photo: '' };
  for (const language of ACTIVITY_LANGUAGES)
    for (const name of FIELDS_BY_LANGUAGE[language]) ordered[name] = values[name] ?? '';
  return { ...ordered, ...values } as ActivityDialogValues;
}
