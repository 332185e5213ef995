import { Button } from '@minbar/ui/button/button';
import { type ReactNode, useEffect, useRef } from 'react';
import { ScreenSkipLink } from '../../../lib/skip-target';
import { useFatwaT } from '../fatwa-intl';
import { ChatArea, type ChatAreaProps } from './chat-area';
import { DeskFilters, type DeskFiltersProps } from './desk-filters';
import { QUESTION_LIST_ID, QuestionList, type QuestionListProps } from './question-list';
import './fatwa-desk.css';
import '../../../lib/page/page.css';

/** Below this width the two panes do not fit side by side: an open question is a view of its own. */
export const NARROW_DESK_QUERY = '(max-width: 60rem)';

export interface FatwaDeskProps {
  filters: DeskFiltersProps;
  list: QuestionListProps;
  chat: ChatAreaProps;
  /** Back to the list from an open question (narrow screens, where the question fills the page). */
  onCloseQuestion: () => void;
  /** The edit and delete dialogs, rendered by the caller with their state. */
  dialogs?: ReactNode;
}

/**
 * /dashboard/FatwaChat: questions on the start side, the selected question's thread beside them. On a
 * narrow screen the thread of an open question replaces the list, with a way back to it.
 */
export function FatwaDesk({ filters, list, chat, onCloseQuestion, dialogs }: FatwaDeskProps) {
  const t = useFatwaT();
  const open = list.selectedId !== null;
  const chatRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);

  // On a narrow screen the pane holding the focus disappears: focus follows to the pane shown.
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    if (!window.matchMedia?.(NARROW_DESK_QUERY).matches) return;
    if (open) chatRef.current?.querySelector<HTMLElement>('.fatwa-desk__back')?.focus();
    else listRef.current?.querySelector<HTMLElement>('[data-slot="question-list"] [tabindex="0"]')?.focus();
  }, [open]);

  return (
    <div className="fatwa-desk" data-question-open={open || undefined}>
      <h1 className="dashboard-page__title">{t('fatwa.title')}</h1>
      {/* From the list a question is one Tab away; the search and the four filters come before it. */}
      <ScreenSkipLink target={QUESTION_LIST_ID} label={t('fatwa.skipToQuestions')} />
      <div className="fatwa-desk__panes">
        <section ref={listRef} className="fatwa-desk__list dashboard-card" aria-label={t('fatwa.questions')}>
          <DeskFilters {...filters} />
          <QuestionList {...list} />
        </section>
        <section ref={chatRef} className="fatwa-desk__chat dashboard-card" aria-label={t('fatwa.chat.label')}>
          {open ? (
            <Button variant="secondary" size="sm" className="fatwa-desk__back" onClick={onCloseQuestion}>
              <span className="fatwa-desk__back-arrow" aria-hidden="true">
                ←
              </span>{' '}
              {t('fatwa.backToQuestions')}
            </Button>
          ) : null}
          <ChatArea {...chat} />
        </section>
      </div>
      {dialogs}
    </div>
  );
}
