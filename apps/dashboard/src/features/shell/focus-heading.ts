import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the page's heading (its first h1), so a keyboard or screen-reader user starts
 * reading the new page instead of being left on the link they followed. The heading becomes
 * focusable by script only (tabindex -1). Falls back to `container` itself when it has no heading.
 */
export function focusPageHeading(container: HTMLElement): boolean {
  const heading = container.querySelector<HTMLElement>('h1');
  const target = heading ?? container;
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  target.focus();
  return heading !== null;
}

/** How long a new area may take to show its heading after the address changed. */
const HEADING_WAIT_MS = 10_000;

/**
 * After each navigation to another page (a new pathname, not the first render), focus goes to that
 * page's heading, once the area has rendered it.
 */
export function useFocusHeadingAfterNavigation(container: RefObject<HTMLElement | null>, pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const element = container.current;
    if (!element) return;
    const hasHeading = () => element.querySelector('h1') !== null;
    if (hasHeading()) {
      focusPageHeading(element);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!hasHeading()) return;
      observer.disconnect();
      focusPageHeading(element);
    });
    observer.observe(element, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, pathname]);
}
