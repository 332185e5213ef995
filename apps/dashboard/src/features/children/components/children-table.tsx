import type { Child, Person } from '@minbar/api/schemas/education';
import { childAge } from '@minbar/domain/education/child';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { type ChildTab, tabCaption, tabEmpty } from '../child-tabs';
import { useChildrenT } from '../children-intl';
import './children.css';

export const childName = (child: Pick<Child, 'first_name' | 'last_name'>) =>
  `${child.first_name} ${child.last_name}`;
export const teacherName = (teacher: Pick<Person, 'name' | 'username'>) => teacher.name || teacher.username;

export interface ChildrenTableProps {
  tab: ChildTab;
  /** Undefined while the first load runs. */
  rows?: readonly Child[];
  total: number | null;
  loading?: boolean;
  /** The load failed: the rows give way to it (the banner above says why). */
  error?: ReactNode;
  /** The mosque's today ('YYYY-MM-DD'): ages are counted on it. */
  today: string;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The child whose approval is on its way. */
  approving?: number | null;
  onApprove: (child: Child) => void;
  onAssign: (child: Child) => void;
  onReassign: (child: Child, teacher: Person) => void;
  onRemoveTeacher: (child: Child, teacher: Person) => void;
  onDelete: (child: Child) => void;
}

/** One list of children, 10 a page: name, age, parent, teachers, subscription and the row's actions. */
export function ChildrenTable(props: ChildrenTableProps) {
  const t = useChildrenT();
  const none = (
    <span className="children-muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('children.none')}</span>
    </span>
  );
  const columns: Array<DataTableColumn<Child>> = [
    {
      key: 'name',
      header: t('children.column.name'),
      cell: (child) => (
        <div className="children-cell">
          <bdi className="children-name">{childName(child)}</bdi>
          {child.suggested_subject && !child.approved ? (
            <span className="children-muted">
              {t('children.suggested', { subject: isolateText(child.suggested_subject.name) })}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'age',
      header: t('children.column.age'),
      cell: (child) => {
        const age = childAge(child.birthdate, props.today) ?? child.age;
        return age === null ? none : <time dateTime={child.birthdate}>{t('children.age', { age })}</time>;
      },
    },
    {
      key: 'parent',
      header: t('children.column.parent'),
      cell: (child) =>
        child.responsible_person ? (
          <div className="children-cell">
            <bdi>{child.responsible_person.username}</bdi>
            {child.responsible_person.email ? (
              <span className="children-muted" dir="ltr">
                {child.responsible_person.email}
              </span>
            ) : null}
            {child.responsible_person.phone ? (
              <span className="children-muted" dir="ltr">
                {child.responsible_person.phone}
              </span>
            ) : null}
          </div>
        ) : (
          none
        ),
    },
    {
      key: 'teachers',
      header: t('children.column.teachers'),
      cell: (child) =>
        child.teachers.length === 0 ? (
          none
        ) : (
          <ul className="children-teachers">
            {child.teachers.map((teacher) => {
              const values = {
                name: isolateText(childName(child)),
                teacher: isolateText(teacherName(teacher)),
              };
              return (
                <li key={teacher.id} className="children-teacher">
                  <bdi>{teacherName(teacher)}</bdi>
                  <span className="children-teacher__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('children.reassignOf', values)}
                      onClick={() => props.onReassign(child, teacher)}
                    >
                      {t('children.reassign')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('children.removeTeacherOf', values)}
                      onClick={() => props.onRemoveTeacher(child, teacher)}
                    >
                      {t('children.removeTeacher')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        ),
    },
    {
      key: 'subscription',
      header: t('children.column.subscription'),
      cell: (child) =>
        child.active_subscription ? <bdi>{child.active_subscription.package_name}</bdi> : none,
    },
    {
      key: 'actions',
      header: t('children.column.actions'),
      cell: (child) => {
        const name = isolateText(childName(child));
        return (
          <div className="children-actions">
            {child.approved ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('children.assignOf', { name })}
                onClick={() => props.onAssign(child)}
              >
                {t('children.assign')}
              </Button>
            ) : (
              <Button
                size="sm"
                aria-label={t('children.approveOf', { name })}
                loading={props.approving === child.id}
                onClick={() => {
                  if (props.approving !== child.id) props.onApprove(child);
                }}
              >
                {t('children.approve')}
              </Button>
            )}
            <Button
              variant="danger"
              size="sm"
              aria-label={t('children.deleteOf', { name })}
              onClick={() => props.onDelete(child)}
            >
              {t('children.delete')}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <div className="children-table">
      <DataTable
        caption={
          props.total === null ? t('children.title') : t(tabCaption(props.tab), { count: props.total })
        }
        columns={columns}
        rows={[...(props.rows ?? [])]}
        rowKey={(child) => child.id}
        loading={props.loading || props.rows === undefined}
        empty={t(tabEmpty(props.tab))}
        error={props.error || undefined}
      />
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t('children.pagination')}
      />
    </div>
  );
}
