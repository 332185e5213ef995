/** Cards show at most this many words of a name or description; the whole text stays in the title. */
export const CARD_WORDS = 8;

/** The first `limit` words of a text, with an ellipsis when some were left out. */
export function truncateWords(text: string, limit: number = CARD_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ')}…`;
}
