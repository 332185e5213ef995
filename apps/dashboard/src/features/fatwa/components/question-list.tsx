import type { FatwaQuestion } from '@minbar/api/schemas/fatwa';
import { Button } from '@minbar/ui/button/button';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DeskMessage, RowBadge } from '../desk-model';
import { useFatwaT } from '../fatwa-intl';
import { QuestionRow } from './question-row';

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
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef(false);

  const selectedIndex = questions.findIndex((question) => question.id === selectedId);
  const activeIndex = Math.min(focusIndex, Math.max(questions.length - 1, 0));

  const virtualizer = useVirtualizer({
    count: questions.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => QUESTION_ROW_HEIGHT,
    getItemKey: (index) => questions[index]?.id ?? index,
    overscan: 6,
    // Lets the first rows render before layout is known (first paint, tests without layout).
    initialRect: { width: 320, height: 640 },
  });

  // The selected row becomes the keyboard's starting point when the selection changes elsewhere.
  useEffect(() => {
    if (selectedIndex >= 0) setFocusIndex(selectedIndex);
  }, [selectedIndex]);

  // A row far away is rendered only once the list has scrolled to it: focus waits until it exists.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] button`);
    if (!row) return;
    pendingFocus.current = false;
    row.focus();
  });

  if (state.status === 'loading') {
    return (
      <div className="fatwa-list__state" role="status">
        {t('fatwa.list.loading')}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="dashboard-alert fatwa-list__state" role="alert">
        <p>{intl.formatMessage({ id: state.message.id }, state.message.values)}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('fatwa.list.retry')}
        </Button>
      </div>
    );
  }
  if (questions.length === 0) {
    return (
      <p className="fatwa-list__state" role="status">
        {t('fatwa.list.empty')}
      </p>
    );
  }

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(questions.length - 1, index));
    pendingFocus.current = true;
    setFocusIndex(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const pageRows = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / QUESTION_ROW_HEIGHT));
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageRows,
      PageUp: activeIndex - pageRows,
      Home: 0,
      End: questions.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  const items = virtualizer.getVirtualItems();
  // When the active row has been scrolled out of the document, the first rendered row takes the tab stop.
  const tabStop = items.some((item) => item.index === activeIndex) ? activeIndex : items[0]?.index;

  return (
    <div ref={scrollRef} className="fatwa-list__scroll" data-slot="question-list">
      <ul
        className="fatwa-list"
        aria-label={t('fatwa.list.label', { count: questions.length })}
        style={{ blockSize: virtualizer.getTotalSize() }}
        onKeyDown={onKeyDown}
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
                  setFocusIndex(item.index);
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
