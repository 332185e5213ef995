import type { EventLanguage } from '@minbar/domain/events/event-form';
import type { ReactNode } from 'react';
import { ListAndDetailScreen } from '../../../lib/list-and-detail/list-and-detail-screen';
import { useEventsT } from '../events-intl';
import './events.css';

export interface EventsScreenProps {
  /** The language the events' own texts are fetched in (English unless chosen). */
  contentLanguage: EventLanguage;
  onContentLanguageChange: (language: EventLanguage) => void;
  list: ReactNode;
  calendar: ReactNode;
  /** Above the list: the registrants the last save told (RegistrantsToldNotice), while shown. */
  notice?: ReactNode;
}

/** /dashboard/Events: the title, the language of the events' texts, the list beside the calendar. */
export function EventsScreen({
  contentLanguage,
  onContentLanguageChange,
  list,
  calendar,
  notice,
}: EventsScreenProps) {
  const t = useEventsT();
  return (
    <ListAndDetailScreen
      title={t('events.title')}
      languageLabel={t('events.contentLanguage')}
      contentLanguage={contentLanguage}
      onContentLanguageChange={onContentLanguageChange}
      list={
        <>
          {notice}
          {list}
        </>
      }
      detail={calendar}
    />
  );
}
