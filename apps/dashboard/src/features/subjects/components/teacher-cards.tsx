import type { Subject, Teacher } from '@minbar/api/schemas/education';
import { EDUCATION_PAGE_SIZE, pageCount, pageOf } from '@minbar/domain/education/page-sizes';
import { Button } from '@minbar/ui/button/button';
import { MultiSelect } from '@minbar/ui/multi-select/multi-select';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { useSubjectsT } from '../subjects-intl';
import { personName } from './names';
import './subjects.css';

export interface PendingChange {
  teacherId: number;
  subjectId: number;
  give: boolean;
}

export interface TeacherCardsProps {
  /** Every teacher; undefined while they load. */
  teachers?: readonly Teacher[];
  /** Every subject: the options of each teacher's multi-select. */
  subjects: readonly Subject[];
  /** The teachers did not load: what stands in for the cards. */
  failure?: ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  /** A change on its way, shown already in its multi-select. */
  pending?: PendingChange | null;
  onToggleSubject: (teacher: Teacher, subjectId: number, give: boolean) => void;
  onRemoveRole: (teacher: Teacher) => void;
  /** The teacher whose multi-select is open (stories). */
  openSelectOf?: number | null;
}

/** The teachers' cards, 3 a page with the kit's pager: each lists its subjects and changes them in a multi-select. */
export function TeacherCards(props: TeacherCardsProps) {
  const t = useSubjectsT();
  if (props.failure) return <>{props.failure}</>;
  if (props.teachers === undefined)
    return (
      <ul className="subjects-cards" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="subjects-card subjects-card--skeleton" />
        ))}
      </ul>
    );
  if (props.teachers.length === 0) return <p className="subjects-empty">{t('subjects.teachers.empty')}</p>;
  const perPage = EDUCATION_PAGE_SIZE.teacherCards;
  const totalPages = pageCount(props.teachers.length, perPage);
  const page = Math.min(props.page, totalPages);
  const options = props.subjects.map((subject) => ({ value: String(subject.id), label: subject.name }));
  return (
    <div className="subjects-cards-area">
      <p className="subjects-muted">{t('subjects.teachers.count', { count: props.teachers.length })}</p>
      <ul className="subjects-cards">
        {pageOf(props.teachers, page, perPage).map((teacher) => {
          const name = personName(teacher);
          let chosen = teacher.subjects.map((subject) => String(subject.id));
          const pending = props.pending?.teacherId === teacher.id ? props.pending : null;
          if (pending) {
            const id = String(pending.subjectId);
            chosen = pending.give ? [...new Set([...chosen, id])] : chosen.filter((each) => each !== id);
          }
          return (
            <li key={teacher.id} className="subjects-card">
              <h3 className="subjects-card__name">
                <bdi>{name}</bdi>
              </h3>
              {teacher.email ? (
                <p className="subjects-muted" dir="ltr">
                  {teacher.email}
                </p>
              ) : null}
              <div className="subjects-card__subjects">
                <span className="subjects-card__label">{t('subjects.teacher.subjects')}</span>
                {teacher.subjects.length === 0 ? (
                  <p className="subjects-muted">{t('subjects.teacher.noSubjects')}</p>
                ) : (
                  <ul className="subjects-chips">
                    {teacher.subjects.map((subject) => (
                      <li key={subject.id} className="subjects-chip">
                        <bdi>{subject.name}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <MultiSelect
                label={t('subjects.teacher.choose', { name: isolateText(name) })}
                options={options}
                value={chosen}
                onToggle={(value, checked) => props.onToggleSubject(teacher, Number(value), checked)}
                {...(props.openSelectOf === teacher.id ? { open: true } : {})}
              />
              <Button
                variant="danger"
                size="sm"
                aria-label={t('subjects.teacher.removeRoleOf', { name: isolateText(name) })}
                onClick={() => props.onRemoveRole(teacher)}
              >
                {t('subjects.teacher.removeRole')}
              </Button>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={props.onPageChange}
        label={t('subjects.teachers.pagination')}
      />
    </div>
  );
}
