import type { Subject, Teacher } from '@minbar/api/schemas/education';
import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useState } from 'react';
import { FailureBanner } from '../features/subjects/components/failure-banner';
import { personName } from '../features/subjects/components/names';
import { SubjectDeleteDialog } from '../features/subjects/components/subject-delete-dialog';
import {
  SubjectFormDialog,
  type SubjectFormValues,
} from '../features/subjects/components/subject-form-dialog';
import { SubjectsScreen } from '../features/subjects/components/subjects-screen';
import { SubjectsTable } from '../features/subjects/components/subjects-table';
import { TeacherCards } from '../features/subjects/components/teacher-cards';
import { TeacherRoleDialog } from '../features/subjects/components/teacher-role-dialog';
import type { Failure } from '../features/subjects/error-messages';
import { SUBJECTS_MESSAGES, useSubjectsT } from '../features/subjects/subjects-intl';
import type { ServerFieldErrors } from '../lib/forms/form-context';
import { inLanguages, type Words, wordsIn } from './story-content';
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const subjectsText = featureStoryText(SUBJECTS_MESSAGES);

type SubjectText = readonly [name: Words, description: Words];
const same = (text: string): Words => ({ en: text, ar: text, pl: text });

/** The subjects as each language names and describes them, keyed by their English names. */
export const SUBJECT_WORDS: Record<string, SubjectText> = {
  Akhlaq: [
    { en: 'Akhlaq', ar: 'الأخلاق', pl: 'Achlak' },
    {
      en: 'Good character and manners in daily life, with stories of the Prophet.',
      ar: 'حسن الخلق والآداب في الحياة اليومية، مع قصص من سيرة النبي.',
      pl: 'Dobry charakter i maniery w codziennym życiu, z opowieściami o Proroku.',
    },
  ],
  'Arabic reading': [
    { en: 'Arabic reading', ar: 'القراءة العربية', pl: 'Czytanie po arabsku' },
    {
      en: 'From the alphabet to short texts.',
      ar: 'من الحروف إلى النصوص القصيرة.',
      pl: 'Od alfabetu do krótkich tekstów.',
    },
  ],
  'Fiqh for children': [
    { en: 'Fiqh for children', ar: 'الفقه للأطفال', pl: 'Fikh dla dzieci' },
    {
      en: 'Purity, prayer and fasting, step by step.',
      ar: 'الطهارة والصلاة والصيام خطوة بخطوة.',
      pl: 'Czystość rytualna, modlitwa i post krok po kroku.',
    },
  ],
  Hifz: [
    { en: 'Hifz', ar: 'الحفظ', pl: 'Hifz' },
    {
      en: 'Memorising Juz Amma with weekly revision.',
      ar: 'حفظ جزء عمّ مع مراجعة أسبوعية.',
      pl: 'Nauka na pamięć dżuzu Amma z cotygodniową powtórką.',
    },
  ],
  'Islamic history': [{ en: 'Islamic history', ar: 'التاريخ الإسلامي', pl: 'Historia islamu' }, same('')],
  'Quran recitation': [
    { en: 'Quran recitation', ar: 'تلاوة القرآن', pl: 'Recytacja Koranu' },
    {
      en: 'Tajweed rules and recitation in small groups, by level.',
      ar: 'أحكام التجويد والتلاوة في مجموعات صغيرة حسب المستوى.',
      pl: 'Zasady tadżwidu i recytacja w małych grupach, według poziomu.',
    },
  ],
  Seerah: [
    { en: 'Seerah', ar: 'السيرة', pl: 'Sira' },
    { en: 'The life of the Prophet.', ar: 'حياة النبي.', pl: 'Życie Proroka.' },
  ],
  'السيرة النبوية': [same('السيرة النبوية'), same('قصص من حياة النبي للأطفال مع أنشطة أسبوعية.')],
  Tajweed: [
    { en: 'Tajweed', ar: 'التجويد', pl: 'Tadżwid' },
    { en: 'Rules of recitation.', ar: 'أحكام التلاوة.', pl: 'Zasady recytacji.' },
  ],
  'Wudu and salah': [
    { en: 'Wudu and salah', ar: 'الوضوء والصلاة', pl: 'Wudu i modlitwa' },
    {
      en: 'Practice of ablution and prayer, for the youngest.',
      ar: 'تدريب على الوضوء والصلاة للأصغر سنًا.',
      pl: 'Ćwiczenie ablucji i modlitwy dla najmłodszych.',
    },
  ],
};

const SUBJECT_TEXTS: SubjectText[] = Object.values(SUBJECT_WORDS);

/** The teachers' names as each desk's staff read them, keyed by their English writing. */
export const TEACHER_WORDS: Record<string, Words> = {
  'Bilal Haddad': { en: 'Bilal Haddad', ar: 'بلال حداد', pl: 'Bilal Haddad' },
  'مريم صالح': same('مريم صالح'),
  'Jan Kowalski': { en: 'Jan Kowalski', ar: 'يان كوفالسكي', pl: 'Jan Kowalski' },
  'Idris Rahman': { en: 'Idris Rahman', ar: 'إدريس رحمن', pl: 'Idris Rahman' },
  'Safiya Benali': { en: 'Safiya Benali', ar: 'صفية بن علي', pl: 'Safija Benali' },
};

/** A subject's or teacher's name, given in English, as the story's language writes it. */
export function named(globals: Record<string, unknown>, english: string): string {
  const words = SUBJECT_WORDS[english]?.[0] ?? TEACHER_WORDS[english];
  return words ? wordsIn(globals, words) : english;
}

const TEACHER_NAMES: Array<[Words, string]> = [
  [TEACHER_WORDS['Bilal Haddad'] as Words, 'bilal@example.org'],
  [TEACHER_WORDS['مريم صالح'] as Words, 'maryam@example.org'],
  [TEACHER_WORDS['Jan Kowalski'] as Words, 'jan@example.org'],
  [TEACHER_WORDS['Idris Rahman'] as Words, 'idris@example.org'],
  [TEACHER_WORDS['Safiya Benali'] as Words, 'safiya@example.org'],
];

/** Which subjects (by index) each teacher teaches: Islamic history and Tajweed have nobody. */
const TEACHING = [[0, 5], [7, 1], [3], [2, 6], []];

export const STORY_TEACHERS: Teacher[] = TEACHER_NAMES.map(([name, email], index) =>
  inLanguages(
    {
      id: 21 + index,
      name: name.en,
      username: email.split('@')[0] ?? name.en,
      email,
      phone: null,
      subjects: (TEACHING[index] ?? []).map((subject) => {
        const subjectName = SUBJECT_TEXTS[subject]?.[0] ?? same('');
        return inLanguages({ id: subject + 1, name: subjectName.en }, { name: subjectName });
      }),
    },
    { name },
  ),
);

export const STORY_SUBJECTS: Subject[] = SUBJECT_TEXTS.map(([name, description], index) => {
  const teachers = STORY_TEACHERS.filter((teacher) => teacher.subjects.some((s) => s.id === index + 1));
  return inLanguages(
    {
      id: index + 1,
      name: name.en,
      description: description.en,
      created_by: null,
      teachers: teachers.map((teacher) =>
        inLanguages(
          { id: teacher.id, name: '', username: teacher.username },
          { name: TEACHER_NAMES[teacher.id - 21]?.[0] ?? same('') },
        ),
      ),
      teacher_count: teachers.length,
    },
    { name, description },
  );
});

type StoryDialog =
  | { kind: 'add'; initial?: Partial<SubjectFormValues>; serverErrors?: ServerFieldErrors; failure?: Failure }
  | { kind: 'edit'; subject: Subject }
  | { kind: 'delete'; subject: Subject }
  | { kind: 'role'; teacher: Teacher };

export interface SubjectsStoryProps {
  /** Undefined: they are loading. */
  teachers?: Teacher[];
  subjects?: Subject[];
  teachersFailure?: Failure | null;
  subjectsFailure?: Failure | null;
  subjectsTotalPages?: number;
  dialog?: StoryDialog | null;
  openSelectOf?: number | null;
  openDescriptionOf?: number | null;
}

/**
 * The screen as the route composes it, with its dialogs and toasts; a teacher's multi-select changes
 * the story's own copy of the teachers, so checking a box shows in the card at once.
 */
export function SubjectsStory(props: SubjectsStoryProps) {
  const t = useSubjectsT();
  const toast = useToast();
  const [teachers, setTeachers] = useState(props.teachers);
  const [teachersPage, setTeachersPage] = useState(1);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<StoryDialog | null>(props.dialog ?? null);
  const all = props.subjects ?? STORY_SUBJECTS;
  const close = () => setDialog(null);
  return (
    <>
      <SubjectsScreen
        onAdd={() => setDialog({ kind: 'add' })}
        teachers={
          <TeacherCards
            teachers={teachers}
            subjects={all}
            failure={
              props.teachersFailure ? (
                <FailureBanner failure={props.teachersFailure} onRetry={() => undefined} />
              ) : null
            }
            page={teachersPage}
            onPageChange={setTeachersPage}
            openSelectOf={props.openSelectOf}
            onToggleSubject={(teacher, subjectId, give) => {
              const subject = all.find((each) => each.id === subjectId);
              setTeachers((current) =>
                current?.map((each) =>
                  each.id !== teacher.id
                    ? each
                    : {
                        ...each,
                        subjects: give
                          ? [...each.subjects, { id: subjectId, name: subject?.name ?? '' }]
                          : each.subjects.filter((s) => s.id !== subjectId),
                      },
                ),
              );
              toast.show({
                tone: 'success',
                message: t(give ? 'subjects.toast.given' : 'subjects.toast.taken', {
                  teacher: isolateText(personName(teacher)),
                  subject: isolateText(subject?.name ?? ''),
                }),
              });
            }}
            onRemoveRole={(teacher) => setDialog({ kind: 'role', teacher })}
          />
        }
        subjects={
          <>
            {props.subjectsFailure ? (
              <FailureBanner failure={props.subjectsFailure} onRetry={() => undefined} />
            ) : null}
            <SubjectsTable
              rows={props.subjectsFailure ? [] : props.subjects}
              total={props.subjectsFailure || !props.subjects ? null : props.subjects.length}
              error={props.subjectsFailure ? t('subjects.error.load') : null}
              page={page}
              totalPages={props.subjectsTotalPages ?? 0}
              onPageChange={setPage}
              onEdit={(subject) => setDialog({ kind: 'edit', subject })}
              onDelete={(subject) => setDialog({ kind: 'delete', subject })}
              openDescriptionOf={props.openDescriptionOf}
            />
          </>
        }
      />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <SubjectFormDialog
          edit={dialog.kind === 'edit' ? dialog.subject : null}
          existing={all}
          initial={dialog.kind === 'add' ? dialog.initial : undefined}
          serverErrors={dialog.kind === 'add' ? dialog.serverErrors : undefined}
          failure={dialog.kind === 'add' ? dialog.failure : null}
          onClose={close}
          onSave={(subject) => {
            toast.show({
              tone: 'success',
              message: t(dialog.kind === 'edit' ? 'subjects.toast.saved' : 'subjects.toast.added', {
                name: isolateText(subject.name),
              }),
            });
            close();
          }}
        />
      ) : dialog?.kind === 'delete' ? (
        <SubjectDeleteDialog subject={dialog.subject} onClose={close} onConfirm={close} />
      ) : dialog?.kind === 'role' ? (
        <TeacherRoleDialog teacher={dialog.teacher} onClose={close} onConfirm={close} />
      ) : null}
    </>
  );
}
