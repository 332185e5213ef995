import { useToast } from '@minbar/ui/toast/toast';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FailureBanner } from '../components/failure-banner';
import { personName } from '../components/names';
import { SubjectsScreen } from '../components/subjects-screen';
import { SubjectsTable } from '../components/subjects-table';
import { type PendingChange, TeacherCards } from '../components/teacher-cards';
import { type SubjectDialog, SubjectDialogs } from '../dialogs/subject-dialogs';
import { failureOf } from '../error-messages';
import { useAllSubjects } from '../queries/use-all-subjects';
import { useSubjects } from '../queries/use-subjects';
import { useTeacherSubject } from '../queries/use-teacher-subject';
import { useTeachers } from '../queries/use-teachers';
import { SubjectsIntlProvider, useSubjectsT } from '../subjects-intl';
import { useFailureText } from '../use-failure-text';

/** The area's messages wrap the screen, so its toasts read them too. */
export function SubjectsRoute() {
  return (
    <SubjectsIntlProvider>
      <SubjectsArea />
    </SubjectsIntlProvider>
  );
}

const pageFromSearch = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/**
 * /dashboard/Subjects: the teachers' page (?teachers=2) and the subjects' page (?page=3) live in the
 * address. Each checkbox of a teacher's multi-select gives or takes one subject at once.
 */
function SubjectsArea() {
  const t = useSubjectsT();
  const toast = useToast();
  const failureText = useFailureText();
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const teachersPage = pageFromSearch(search.get('teachers'));
  const go = (key: 'page' | 'teachers', value: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value > 1) next.set(key, String(value));
      else next.delete(key);
      return next;
    });
  const teachers = useTeachers();
  const subjects = useSubjects(page);
  const allSubjects = useAllSubjects();
  const change = useTeacherSubject();
  const [dialog, setDialog] = useState<SubjectDialog | null>(null);
  // The checkbox turns at once, in the same render as the click, and stays until the lists have reloaded.
  const [pendingChange, setPendingChange] = useState<PendingChange | null>(null);
  const lastPage = subjects.isPlaceholderData ? null : (subjects.data?.pagination.total_pages ?? null);
  // A page emptied by a delete (or an old link) gives way to the table's last page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the page count and the place decide.
  useEffect(() => {
    if (lastPage !== null && lastPage > 0 && page > lastPage) go('page', lastPage);
  }, [lastPage, page]);
  const teachersFailure = teachers.isError ? failureOf(teachers.error, 'teachers') : null;
  const subjectsFailure = subjects.isError ? failureOf(subjects.error, 'load') : null;

  return (
    <>
      <SubjectsScreen
        onAdd={() => setDialog({ kind: 'add' })}
        teachers={
          <TeacherCards
            teachers={teachers.data}
            subjects={allSubjects.data ?? []}
            failure={
              teachersFailure ? (
                <FailureBanner failure={teachersFailure} onRetry={() => void teachers.refetch()} />
              ) : null
            }
            page={teachersPage}
            onPageChange={(next) => go('teachers', next)}
            pending={pendingChange}
            onToggleSubject={(teacher, subjectId, give) => {
              const subject = allSubjects.data?.find((each) => each.id === subjectId);
              const values = {
                teacher: isolateText(personName(teacher)),
                subject: isolateText(subject?.name ?? ''),
              };
              setPendingChange({ teacherId: teacher.id, subjectId, give });
              change.mutate(
                { teacherId: teacher.id, subjectId, give },
                {
                  onSettled: () => setPendingChange(null),
                  onSuccess: () =>
                    toast.show({
                      tone: 'success',
                      message: t(give ? 'subjects.toast.given' : 'subjects.toast.taken', values),
                    }),
                  onError: (error) =>
                    toast.show({ tone: 'error', message: failureText(failureOf(error, 'assign')) }),
                },
              );
            }}
            onRemoveRole={(teacher) => setDialog({ kind: 'role', teacher })}
          />
        }
        subjects={
          <>
            {subjectsFailure ? (
              <FailureBanner failure={subjectsFailure} onRetry={() => void subjects.refetch()} />
            ) : null}
            <SubjectsTable
              rows={subjects.isError ? [] : subjects.data?.data}
              total={subjects.isError ? null : (subjects.data?.pagination.total ?? null)}
              loading={subjects.isPending}
              error={subjectsFailure ? t('subjects.error.load') : null}
              page={page}
              totalPages={subjects.isError ? 0 : (subjects.data?.pagination.total_pages ?? 0)}
              onPageChange={(next) => go('page', next)}
              onEdit={(subject) => setDialog({ kind: 'edit', subject })}
              onDelete={(subject) => setDialog({ kind: 'delete', subject })}
            />
          </>
        }
      />
      <SubjectDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
