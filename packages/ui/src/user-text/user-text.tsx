import type { ReactNode } from 'react';

/**
 * Text someone typed (a name, an email, a question), shown inline among the app's own words. `<bdi>`
 * isolates it: its direction comes from its own first strong letter, and a direction mark inside it
 * (U+202E, say) cannot reorder the words around it. Blocks of user text take `dir="auto"` instead.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi data-slot="user-text">{children}</bdi>;
}

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * The string form of UserText, for a value interpolated into a translated message that ends up as
 * plain text (a toast, a dialog sentence, an aria-label): wrapped in first-strong isolate marks.
 */
export function isolateText(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
