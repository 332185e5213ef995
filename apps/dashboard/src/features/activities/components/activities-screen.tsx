import type { ActivityLanguage } from '@minbar/domain/activities/activity-form';
import type { ReactNode } from 'react';
import { ListAndDetailScreen } from '../../../lib/list-and-detail/list-and-detail-screen';
import { useActivitiesT } from '../activities-intl';
import './activities.css';

export interface ActivitiesScreenProps {
  /** The language the activities' own texts are fetched in (English unless chosen). */
  contentLanguage: ActivityLanguage;
  onContentLanguageChange: (language: ActivityLanguage) => void;
  list: ReactNode;
  preview: ReactNode;
}

/** /dashboard/Activities: the title, the language of the activities' texts, the list beside the preview. */
export function ActivitiesScreen({
  contentLanguage,
  onContentLanguageChange,
  list,
  preview,
}: ActivitiesScreenProps) {
  const t = useActivitiesT();
  return (
    <ListAndDetailScreen
      title={t('activities.title')}
      languageLabel={t('activities.contentLanguage')}
      contentLanguage={contentLanguage}
      onContentLanguageChange={onContentLanguageChange}
      list={list}
      detail={preview}
      // Each row holds a photo beside its title and place.
      listWidth="22rem"
    />
  );
}
