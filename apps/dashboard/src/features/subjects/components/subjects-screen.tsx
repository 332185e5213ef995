import { Button } from '@minbar/ui/button/button';
import type { ReactNode } from 'react';
import { ScreenSkipLink } from '../../../lib/skip-target';
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

const SUBJECTS_ID = 'subjects-table';

/** /dashboard/Subjects: the teachers' cards, then the subjects' table with Add subject. */
export function SubjectsScreen({ teachers, subjects, onAdd }: SubjectsScreenProps) {
  const t = useSubjectsT();
  return (
    <div className="subjects-screen">
      <h1 className="dashboard-page__title">{t('subjects.title')}</h1>
      {/* The teachers' cards and their pager come first; from the subjects Add subject is one Tab away. */}
      <ScreenSkipLink target={SUBJECTS_ID} label={t('subjects.skipToSubjects')} />
      <section className="subjects-section" aria-labelledby="subjects-teachers-title">
        <h2 id="subjects-teachers-title" className="subjects-section__title">
          {t('subjects.teachers.title')}
        </h2>
        {teachers}
      </section>
      <section id={SUBJECTS_ID} className="subjects-section" aria-labelledby="subjects-table-title">
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
