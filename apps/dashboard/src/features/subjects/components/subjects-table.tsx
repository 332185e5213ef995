import type { Subject } from '@minbar/api/schemas/education';
import { subjectDescriptionPreview } from '@minbar/domain/education/subject';
import { Button } from '@minbar/ui/button/button';
import { DataTable, type DataTableColumn } from '@minbar/ui/data-table/data-table';
import { HoverCard } from '@minbar/ui/hover-card/hover-card';
import { Pagination } from '@minbar/ui/pagination/pagination';
import { isolateText } from '@minbar/ui/user-text/user-text';
import type { ReactNode } from 'react';
import { useSubjectsT } from '../subjects-intl';
import { personName } from './names';
import './subjects.css';

export interface SubjectsTableProps {
  /** Undefined while the first load runs. */
  rows?: readonly Subject[];
  total: number | null;
  loading?: boolean;
  error?: ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
  /** The subject whose whole description is open (stories). */
  openDescriptionOf?: number | null;
}

/** The subjects, 10 a page: the name, the description cut to 20 characters (whole on focus or hover), the teachers. */
export function SubjectsTable(props: SubjectsTableProps) {
  const t = useSubjectsT();
  const none = (
    <span className="subjects-muted">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('subjects.none')}</span>
    </span>
  );
  const columns: Array<DataTableColumn<Subject>> = [
    {
      key: 'name',
      header: t('subjects.column.name'),
      cell: (subject) => <bdi className="subjects-name">{subject.name}</bdi>,
    },
    {
      key: 'description',
      header: t('subjects.column.description'),
      cell: (subject) => {
        const preview = subjectDescriptionPreview(subject.description);
        if (!preview.text) return none;
        if (!preview.cut) return <bdi>{preview.text}</bdi>;
        return (
          <HoverCard
            trigger={<bdi>{preview.text}</bdi>}
            triggerLabel={t('subjects.description.more', { text: preview.text })}
            label={t('subjects.description.whole', { name: isolateText(subject.name) })}
            triggerClassName="subjects-description"
            {...(props.openDescriptionOf === subject.id ? { open: true } : {})}
          >
            <p className="subjects-description__whole">
              <bdi>{subject.description}</bdi>
            </p>
          </HoverCard>
        );
      },
    },
    {
      key: 'teachers',
      header: t('subjects.column.teachers'),
      cell: (subject) =>
        subject.teachers.length === 0 ? (
          none
        ) : (
          <ul className="subjects-chips">
            {subject.teachers.map((teacher) => (
              <li key={teacher.id} className="subjects-chip">
                <bdi>{personName(teacher)}</bdi>
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: t('subjects.column.actions'),
      cell: (subject) => {
        const name = isolateText(subject.name);
        return (
          <div className="subjects-actions">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('subjects.editOf', { name })}
              onClick={() => props.onEdit(subject)}
            >
              {t('subjects.edit')}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={t('subjects.deleteOf', { name })}
              onClick={() => props.onDelete(subject)}
            >
              {t('subjects.delete')}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <div className="subjects-table">
      <DataTable
        caption={
          props.total === null
            ? t('subjects.table.title')
            : t('subjects.table.caption', { count: props.total })
        }
        columns={columns}
        rows={[...(props.rows ?? [])]}
        rowKey={(subject) => subject.id}
        loading={props.loading || props.rows === undefined}
        empty={t('subjects.table.empty')}
        error={props.error || undefined}
      />
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        onPageChange={props.onPageChange}
        label={t('subjects.table.pagination')}
      />
    </div>
  );
}
