import type { ReactNode } from 'react';

/**
 * A value that reads left to right in every language: a phone number, an amount with its sign, a
 * card's code ('3-D Secure'), a booking number. `dir="ltr"` isolates it, so in an Arabic sentence it
 * keeps its own order ('+48 22 000 00 00', not '00 00 000 22 48+') and cannot reorder the words
 * around it. Text someone typed, in whatever script, takes UserText instead.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" data-slot="ltr">
      {children}
    </span>
  );
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The string form of Ltr, for a value interpolated into a translated message that ends up as plain
 * text (a toast, an aria-label, an option): wrapped in left-to-right isolate marks.
 */
export function ltrText(text: string): string {
  return text ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : '';
}
