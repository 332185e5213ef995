import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import { useSubjectsT } from '../subjects-intl';
import './subjects.css';
import '../../../lib/page/page.css';

export interface SubjectsScreenProps {
  /** The teachers' cards with their pager (or what stands in for them). */
  teachers: ReactNode;
  /** The subjects' table with its pager. */
  subjects: ReactNode;
  onAdd: () => void;
}

/** /dashboard/Subjects: the teachers' cards, then the subjects' table with Add subject. */
export function SubjectsScreen({ teachers, subjects, onAdd }: SubjectsScreenProps) {
  const t = useSubjectsT();
  return (
    <div className="subjects-screen">
      <h1 className="dashboard-page__title">{t('subjects.title')}</h1>
      <section className="subjects-section" aria-labelledby="subjects-teachers-title">
        <h2 id="subjects-teachers-title" className="subjects-section__title">
          {t('subjects.teachers.title')}
        </h2>
        {teachers}
      </section>
      <section className="subjects-section" aria-labelledby="subjects-table-title">
        <div className="subjects-section__header">
          <h2 id="subjects-table-title" className="subjects-section__title">
            {t('subjects.table.title')}
          </h2>
          <Button onClick={onAdd}>{t('subjects.add')}</Button>
        </div>
        {subjects}
      </section>
    </div>
  );
}
