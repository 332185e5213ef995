/** How many words of an event's or activity's name and place a list shows. */
export const LIST_WORD_COUNT = 5;

/**
 * The first `count` words of a text, for names and places in narrow lists: whitespace between words
 * is collapsed, and an ellipsis '…' is added only when words were cut, so a short text reads as typed.
 */
export function firstWords(text: string, count = LIST_WORD_COUNT): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, Math.max(0, count)).join(' ')}…`;
}
