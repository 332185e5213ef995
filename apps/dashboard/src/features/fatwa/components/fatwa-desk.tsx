import type { ReactNode } from 'react';
import { useFatwaT } from '../fatwa-intl';
import { ChatArea, type ChatAreaProps } from './chat-area';
import { DeskFilters, type DeskFiltersProps } from './desk-filters';
import { QuestionList, type QuestionListProps } from './question-list';
import './fatwa-desk.css';

export interface FatwaDeskProps {
  filters: DeskFiltersProps;
  list: QuestionListProps;
  chat: ChatAreaProps;
  /** The edit and delete dialogs, rendered by the caller with their state. */
  dialogs?: ReactNode;
}

/** /dashboard/FatwaChat: questions on the start side, the selected question's thread beside them. */
export function FatwaDesk({ filters, list, chat, dialogs }: FatwaDeskProps) {
  const t = useFatwaT();
  return (
    <div className="fatwa-desk">
      <h1 className="dashboard-page__title">{t('fatwa.title')}</h1>
      <div className="fatwa-desk__panes">
        <section className="fatwa-desk__list dashboard-card" aria-label={t('fatwa.questions')}>
          <DeskFilters {...filters} />
          <QuestionList {...list} />
        </section>
        <section className="fatwa-desk__chat dashboard-card" aria-label={t('fatwa.chat.label')}>
          <ChatArea {...chat} />
        </section>
      </div>
      {dialogs}
    </div>
  );
}
