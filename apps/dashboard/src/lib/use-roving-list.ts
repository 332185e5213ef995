import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';

export interface RovingListOptions {
  /** How many items the list holds, rendered or not. */
  count: number;
  /** The selected item's index (-1 for none): it becomes the keyboard's starting point when it changes. */
  selectedIndex: number;
  /** The scroll box: Page Up and Page Down move by as many items as it shows. */
  scrollRef: RefObject<HTMLElement | null>;
  /** An item's height, to count the items a page holds. */
  itemHeight: number;
  /** The CSS selector, inside the scroll box, of item `index`'s focusable control. */
  controlSelector: (index: number) => string;
  /** Brings item `index` into the document (a virtual list scrolls to it); nothing when all are rendered. */
  scrollToIndex?: (index: number) => void;
}

export interface RovingList {
  /** The item holding the list's one tab stop, when rendered. */
  activeIndex: number;
  /** A pointer chose item `index`: the keyboard carries on from there. */
  setActiveIndex: (index: number) => void;
  /** For the element holding the items: arrow keys, Page Up/Down, Home and End move the focus. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /**
   * The index whose control takes tabIndex 0 among those rendered: the active item, or the first
   * rendered one when the active item has scrolled out of the document.
   */
  tabStopAmong: (rendered: readonly number[]) => number | undefined;
}

/**
 * One tab stop for a long, possibly virtualised list (roving tabindex): the arrow keys, Page Up/Down,
 * Home and End move between items and scroll, so every item is reachable from the keyboard although
 * most are not rendered. Focus waits for an item far away until the list has rendered it.
 */
export function useRovingList({
  count,
  selectedIndex,
  scrollRef,
  itemHeight,
  controlSelector,
  scrollToIndex,
}: RovingListOptions): RovingList {
  const [focusIndex, setFocusIndex] = useState(0);
  const pendingFocus = useRef(false);
  const activeIndex = Math.min(focusIndex, Math.max(count - 1, 0));

  useEffect(() => {
    if (selectedIndex >= 0) setFocusIndex(selectedIndex);
  }, [selectedIndex]);

  useEffect(() => {
    if (!pendingFocus.current) return;
    const control = scrollRef.current?.querySelector<HTMLElement>(controlSelector(activeIndex));
    if (!control) return;
    pendingFocus.current = false;
    control.focus();
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    pendingFocus.current = true;
    setFocusIndex(next);
    scrollToIndex?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const pageItems = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / itemHeight));
    const moves: Record<string, number> = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + pageItems,
      PageUp: activeIndex - pageItems,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count === 0) return;
    event.preventDefault();
    moveTo(target);
  };

  return {
    activeIndex,
    setActiveIndex: setFocusIndex,
    onKeyDown,
    tabStopAmong: (rendered) => (rendered.includes(activeIndex) ? activeIndex : rendered[0]),
  };
}
