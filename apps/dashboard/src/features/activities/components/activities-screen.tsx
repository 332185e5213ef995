import { ACTIVITY_LANGUAGES, type ActivityLanguage } from '@minbar/domain/activities/activity-form';
import { type ReactNode, useId } from 'react';
import { useActivitiesT } from '../activities-intl';
import './activities.css';

export interface ActivitiesScreenProps {
  /** The language the activities' own texts are fetched in (English unless chosen). */
  contentLanguage: ActivityLanguage;
  onContentLanguageChange: (language: ActivityLanguage) => void;
  list: ReactNode;
  preview: ReactNode;
}

const LANGUAGE_NAMES = { en: 'English', ar: 'العربية', pl: 'Polski' } as const;

/** /dashboard/Activities: the title, the language of the activities' texts, the list beside the preview. */
export function ActivitiesScreen({
  contentLanguage,
  onContentLanguageChange,
  list,
  preview,
}: ActivitiesScreenProps) {
  const t = useActivitiesT();
  const selectId = useId();
  return (
    <div className="activities">
      <div className="activities__header">
        <h1 className="dashboard-page__title">{t('activities.title')}</h1>
        <div className="activities__language">
          <label htmlFor={selectId}>{t('activities.contentLanguage')}</label>
          <select
            id={selectId}
            className="activities__select"
            value={contentLanguage}
            onChange={(change) => onContentLanguageChange(change.target.value as ActivityLanguage)}
          >
            {ACTIVITY_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="activities__layout">
        <div className="activities__aside">{list}</div>
        <div className="activities__main">{preview}</div>
      </div>
    </div>
  );
}
