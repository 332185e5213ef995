import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/** The shell's "Skip to content" link, whose look a screen's own skip link shares (dashboard-shell.css). */
const SHELL_SKIP_LINK = '.dashboard-shell__skip-link';

/** Focuses the element a skip link names; one not focusable by Tab becomes focusable by script. */
export function focusSkipTarget(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
  return true;
}

/**
 * Right after the shell's "Skip to content", a place for a screen's link; none outside the shell (a
 * screen's own story). The screen brings it and takes it away, so the frame carries nothing for it.
 */
function useSlotAfterShellSkipLink(): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const skipLink = document.querySelector(SHELL_SKIP_LINK);
    if (!skipLink) return;
    const place = document.createElement('div');
    skipLink.after(place);
    setSlot(place);
    return () => place.remove();
  }, []);
  return slot;
}

/**
 * A screen's second skip link, second in the page's Tab order and hidden until focused like the
 * first: it lands on the screen's list or panel (element `target`), so a keyboard user reaches the
 * main action without walking the header and filters first. It goes when the screen does.
 */
export function ScreenSkipLink({ target, label }: { target: string; label: string }) {
  const slot = useSlotAfterShellSkipLink();
  if (!slot) return null;
  return createPortal(
    <a
      href={`#${target}`}
      className="dashboard-shell__skip-link"
      data-slot="skip-link"
      onClick={(event) => {
        // The router must not treat the fragment as a navigation.
        event.preventDefault();
        focusSkipTarget(target);
      }}
    >
      {label}
    </a>,
    slot,
  );
}
