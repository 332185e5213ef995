import * as v from 'valibot';
import { boundedText, hasInvisibleCharacter } from '../input/text';

/** Issue codes of the education rules; the apps translate them, the server reports them as `type`. */
export const EDUCATION_ISSUE = {
  required: 'field.required',
  tooLong: 'text.too_long',
  nameTaken: 'subject.name_taken',
  invisibleCharacter: 'text.invisible_character',
  subjectHasTeachers: 'subject.has_teachers',
  idsInvalid: 'education.ids_invalid',
  priceInvalid: 'package.price_invalid',
  subjectsCountInvalid: 'package.subjects_count_invalid',
  invalidFlag: 'education.invalid_flag',
  reasonRequired: 'subscription.reason_required',
  birthdateInvalid: 'child.birthdate_invalid',
  birthdateInFuture: 'child.birthdate_in_future',
  tooOld: 'child.too_old',
} as const;
export type EducationIssue = (typeof EDUCATION_ISSUE)[keyof typeof EDUCATION_ISSUE];

export const SUBJECT_NAME_MAX_LENGTH = 100;
export const SUBJECT_DESCRIPTION_MAX_LENGTH = 1000;
/** The subjects table shows the first 20 characters of a description; the whole text on focus or hover. */
export const SUBJECT_DESCRIPTION_PREVIEW_LENGTH = 20;

/**
 * What makes two subject names the same: the name trimmed, its inner runs of spaces made one, in one
 * Unicode form, ignoring case ('Quran ', 'quran' and 'QURAN' are one subject). The server keeps it in
 * a unique column, so the rule holds under simultaneous saves too.
 */
export function subjectNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');
}

/**
 * The subject already holding `name`, leaving out the subject being edited (`exceptId`), so saving
 * a subject under its own name, or its own name in other capitals, is no clash.
 */
export function findSubjectNameClash<Subject extends { id: number; name: string }>(
  subjects: readonly Subject[],
  name: string,
  exceptId?: number,
): Subject | undefined {
  const key = subjectNameKey(name);
  return subjects.find((subject) => subject.id !== exceptId && subjectNameKey(subject.name) === key);
}

/** A subject may be deleted only while no teacher teaches it; the issue otherwise. */
export function subjectDeleteIssue(subject: { teacher_count: number }): EducationIssue | null {
  return subject.teacher_count > 0 ? EDUCATION_ISSUE.subjectHasTeachers : null;
}

/** The table's cut of a description: at most 20 characters, an ellipsis when something was left out. */
export function subjectDescriptionPreview(
  description: string | null | undefined,
  length = SUBJECT_DESCRIPTION_PREVIEW_LENGTH,
): { text: string; cut: boolean } {
  const whole = (description ?? '').trim();
  const characters = Array.from(whole);
  if (characters.length <= length) return { text: whole, cut: false };
  return { text: `${characters.slice(0, length).join('').trimEnd()}…`, cut: true };
}

/**
 * The subject form, as the form, the client and the server read it: a name of 1 to 100 characters
 * (trimmed, no invisible direction marks) and an optional description of at most 1000.
 */
export const subjectInputSchema = v.object(
  {
    name: v.pipe(
      boundedText(SUBJECT_NAME_MAX_LENGTH),
      v.trim(),
      v.nonEmpty(EDUCATION_ISSUE.required),
      v.check((text) => !hasInvisibleCharacter(text), EDUCATION_ISSUE.invisibleCharacter),
      v.transform((text) => text.replace(/\s+/g, ' ')),
    ),
    description: v.optional(
      v.pipe(
        v.nullable(boundedText(SUBJECT_DESCRIPTION_MAX_LENGTH)),
        v.transform((text) => (text ?? '').trim()),
      ),
      '',
    ),
  },
  EDUCATION_ISSUE.required,
);
export type SubjectInput = v.InferInput<typeof subjectInputSchema>;
export type SubjectSave = v.InferOutput<typeof subjectInputSchema>;
