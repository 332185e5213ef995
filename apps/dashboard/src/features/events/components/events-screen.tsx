import { EVENT_LANGUAGES, type EventLanguage } from '@minbar/domain/events/event-form';
import { type ReactNode, useId } from 'react';
import { useEventsT } from '../events-intl';
import './events.css';

export interface EventsScreenProps {
  /** The language the events' own texts are fetched in (English unless chosen). */
  contentLanguage: EventLanguage;
  onContentLanguageChange: (language: EventLanguage) => void;
  list: ReactNode;
  calendar: ReactNode;
}

const LANGUAGE_NAMES = { en: 'English', ar: 'العربية', pl: 'Polski' } as const;

/** /dashboard/Events: the title, the language of the events' texts, the list beside the calendar. */
export function EventsScreen({
  contentLanguage,
  onContentLanguageChange,
  list,
  calendar,
}: EventsScreenProps) {
  const t = useEventsT();
  const selectId = useId();
  return (
    <div className="events">
      <div className="events__header">
        <h1 className="dashboard-page__title">{t('events.title')}</h1>
        <div className="events__language">
          <label htmlFor={selectId}>{t('events.contentLanguage')}</label>
          <select
            id={selectId}
            className="events__select"
            value={contentLanguage}
            onChange={(change) => onContentLanguageChange(change.target.value as EventLanguage)}
          >
            {EVENT_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="events__layout">
        <div className="events__aside">{list}</div>
        <div className="events__main">{calendar}</div>
      </div>
    </div>
  );
}
