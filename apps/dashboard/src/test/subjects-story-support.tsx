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
import { featureStoryText } from './story-decorators';

/** An area message in the story's language, so play functions assert in en, ar and pl alike. */
export const subjectsText = featureStoryText(SUBJECTS_MESSAGES);

const SUBJECT_TEXTS: Array<[string, string]> = [
  ['Akhlaq', 'Good character and manners in daily life, with stories of the Prophet.'],
  ['Arabic reading', 'From the alphabet to short texts.'],
  ['Fiqh for children', 'Purity, prayer and fasting, step by step.'],
  ['Hifz', 'Memorising Juz Amma with weekly revision.'],
  ['Islamic history', ''],
  ['Quran recitation', 'Tajweed rules and recitation in small groups, by level.'],
  ['Seerah', 'The life of the Prophet.'],
  ['السيرة النبوية', 'قصص من حياة النبي للأطفال مع أنشطة أسبوعية.'],
  ['Tajweed', 'Rules of recitation.'],
  ['Wudu and salah', 'Practice of ablution and prayer, for the youngest.'],
];

const TEACHER_NAMES: Array<[string, string]> = [
  ['Bilal Haddad', 'bilal@example.org'],
  ['مريم صالح', 'maryam@example.org'],
  ['Jan Kowalski', 'jan@example.org'],
  ['Idris Rahman', 'idris@example.org'],
  ['Safiya Benali', 'safiya@example.org'],
];

/** Which subjects (by index) each teacher teaches: Islamic history and Tajweed have nobody. */
const TEACHING = [[0, 5], [7, 1], [3], [2, 6], []];

export const STORY_TEACHERS: Teacher[] = TEACHER_NAMES.map(([name, email], index) => ({
  id: 21 + index,
  name,
  username: email.split('@')[0] ?? name,
  email,
  phone: null,
  subjects: (TEACHING[index] ?? []).map((subject) => ({
    id: subject + 1,
    name: SUBJECT_TEXTS[subject]?.[0] ?? '',
  })),
}));

export const STORY_SUBJECTS: Subject[] = SUBJECT_TEXTS.map(([name, description], index) => {
  const teachers = STORY_TEACHERS.filter((teacher) => teacher.subjects.some((s) => s.id === index + 1));
  return {
    id: index + 1,
    name,
    description,
    created_by: null,
    teachers: teachers.map(({ id, name: teacherName, username }) => ({ id, name: teacherName, username })),
    teacher_count: teachers.length,
  };
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
