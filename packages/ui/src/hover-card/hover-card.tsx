import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useDirection } from '../provider/ui-locale';
import './hover-card.css';

export interface HoverCardProps {
  /** The trigger's content (a calendar's event chip); the trigger itself is a button. */
  trigger: ReactNode;
  /** The trigger's accessible name, when its content does not say enough. */
  triggerLabel?: string;
  /** The card's accessible name. */
  label: string;
  /** What the card shows; it may hold links and buttons. */
  children: ReactNode;
  /** Controlled open state (stories that show the card open). */
  open?: boolean;
  /** Called when the card opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class of the trigger button, for the caller's layout. */
  triggerClassName?: string;
}

/** How long the pointer may travel from the trigger to the card before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * Details of an item, shown while the pointer rests on it or the keyboard focuses it: the card opens
 * without taking focus, so moving through a row of items reads each one's details in turn. Enter, Space
 * or a click moves focus into the card, where its links and buttons are; Escape closes it and focus
 * returns to the trigger. Nothing is reachable by hover alone. Built on Radix's Popover, which keeps the
 * card inside the viewport (mirrored in right-to-left).
 */
export function HoverCard({
  trigger,
  triggerLabel,
  label,
  children,
  open,
  onOpenChange,
  triggerClassName,
}: HoverCardProps) {
  const direction = useDirection();
  const [openHere, setOpenHere] = useState(false);
  const isOpen = open ?? openHere;
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Only an explicit request (click, Enter, Space) moves focus into the card.
  const focusCard = useRef(false);
  const card = useRef<HTMLDivElement>(null);
  // Escape closes the card and returns focus to the trigger, which must not open it again.
  const dismissed = useRef(false);

  const setOpen = (next: boolean) => {
    setOpenHere(next);
    onOpenChange?.(next);
  };
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  // A card closing on its timer after the trigger has gone would set state on nothing.
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
        type="button"
        data-slot="hover-card-trigger"
        className={triggerClassName ? `ui-hover-card__trigger ${triggerClassName}` : 'ui-hover-card__trigger'}
        aria-label={triggerLabel}
        onPointerEnter={(event) => {
          if (event.pointerType === 'touch') return;
          cancelClose();
          focusCard.current = false;
          setOpen(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') closeSoon();
        }}
        onFocus={() => {
          cancelClose();
          if (dismissed.current) {
            dismissed.current = false;
            return;
          }
          if (!isOpen) {
            focusCard.current = false;
            setOpen(true);
          }
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (!next || !card.current?.contains(next)) closeSoon();
        }}
        onClick={(event) => {
          // Radix toggles on click; an open card (from hover or focus) is entered instead of closed.
          if (isOpen) {
            event.preventDefault();
            (card.current?.querySelector<HTMLElement>('a, button') ?? card.current)?.focus();
            return;
          }
          focusCard.current = true;
        }}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={card}
          // `dir` is set again because the portal leaves the app's subtree.
          dir={direction}
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          data-slot="hover-card"
          className="ui-hover-card"
          tabIndex={-1}
          onOpenAutoFocus={(event) => {
            if (!focusCard.current) event.preventDefault();
          }}
          onEscapeKeyDown={() => {
            dismissed.current = card.current?.contains(document.activeElement) ?? false;
          }}
          onPointerEnter={cancelClose}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') closeSoon();
          }}
          onFocus={cancelClose}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
