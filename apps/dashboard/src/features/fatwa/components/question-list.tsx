import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { Button } from '@minbar/ui/button/button';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useRovingList } from '../../../lib/use-roving-list';
import type { DeskMessage, RowBadge } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { QuestionRow } from './question-row';
import '../../../lib/page/page.css';

/** Rows clamp their text to two lines, so every row has the same height and needs no measuring. */
export const QUESTION_ROW_HEIGHT = 104;

export type QuestionListState =
  | { status: 'loading' }
  | { status: 'error'; message: DeskMessage }
  | { status: 'ready'; questions: readonly FatwaQuestion[] };

export interface QuestionListProps {
  state: QuestionListState;
  badgeOf: (question: FatwaQuestion) => RowBadge;
  selectedId: number | null;
  onSelect: (question: FatwaQuestion) => void;
  onRetry: () => void;
  now: Date;
}

/** Every state of the list carries it, so the shell's skip link always lands on what the list shows. */
export const QUESTION_LIST_ID = 'fatwa-question-list';

/**
 * The question list, virtualised: with 5,000 questions only the rows in view (plus a few) are in
 * the document. One row is in the tab order; the arrow keys, Home and End move between rows and
 * scroll the list, so every row is reachable from the keyboard although most are not rendered.
 */
export function QuestionList({ state, badgeOf, selectedId, onSelect, onRetry, now }: QuestionListProps) {
  const t = useFatwaT();
  const intl = useIntl();
  const questions = state.status === 'ready' ? state.questions : [];
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedIndex = questions.findIndex((question) => question.id === selectedId);

  const virtualizer = useVirtualizer({
    count: questions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => QUESTION_ROW_HEIGHT,
    getItemKey: (index) => questions[index]?.id ?? index,
    overscan: 6,
    // Lets the first rows render before layout is known (first paint, tests without layout).
    initialRect: { width: 320, height: 640 },
  });

  const roving = useRovingList({
    count: questions.length,
    selectedIndex,
    scrollRef,
    itemHeight: QUESTION_ROW_HEIGHT,
    controlSelector: (index) => `[data-index="${index}"] button`,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  });

  if (state.status === 'loading') {
    return (
      <div id={QUESTION_LIST_ID} className="fatwa-list__state" role="status">
        {t('fatwa.list.loading')}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div id={QUESTION_LIST_ID} className="dashboard-alert fatwa-list__state" role="alert">
        <p>{intl.formatMessage({ id: state.message.id }, state.message.values)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('fatwa.list.retry')}
        </Button>
      </div>
    );
  }
  if (questions.length === 0) {
    return (
      <p id={QUESTION_LIST_ID} className="fatwa-list__state" role="status">
        {t('fatwa.list.empty')}
      </p>
    );
  }

  const items = virtualizer.getVirtualItems();
  const tabStop = roving.tabStopAmong(items.map((item) => item.index));

  return (
    <div ref={scrollRef} id={QUESTION_LIST_ID} className="fatwa-list__scroll" data-slot="question-list">
      <ul
        className="fatwa-list"
        aria-label={t('fatwa.list.label', { count: questions.length })}
        style={{ blockSize: virtualizer.getTotalSize() }}
        onKeyDown={roving.onKeyDown}
      >
        {items.map((item) => {
          const question = questions[item.index];
          if (!question) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              className="fatwa-list__item"
              aria-setsize={questions.length}
              aria-posinset={item.index + 1}
              style={{ blockSize: item.size, transform: `translateY(${item.start}px)` }}
            >
              <QuestionRow
                question={question}
                badge={badgeOf(question)}
                selected={question.id === selectedId}
                now={now}
                tabIndex={item.index === tabStop ? 0 : -1}
                onSelect={(chosen) => {
                  roving.setActiveIndex(item.index);
                  onSelect(chosen);
                }}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
