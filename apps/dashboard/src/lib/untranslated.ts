import { createElement, Fragment, type ReactNode } from 'react';

const FIRST_SLOT = 0xe000;

/**
 * Where the `index`th value that is never translated goes in a translated sentence: pass it as the
 * message's value, then give the sentence to `withUntranslated`, which puts the value itself there.
 * Private-use characters, so no message or value ever holds one of its own.
 */
export function untranslated(index = 0): string {
  return String.fromCharCode(FIRST_SLOT + index);
}

/** The first slot, for a sentence with one such value. */
export const UNTRANSLATED = untranslated(0);

const SLOTS = /([\uE000-\uE0FF])/;

/**
 * A translated sentence holding values that are never translated: a name, an e-mail, a mail server's
 * answer, an identifier the server gives ('payment_intent.succeeded'). Each value is isolated (its
 * direction is its own, as isolateText gives a plain string) and marked translate="no", so a browser's
 * translator leaves it as it is and a reader of the Arabic page sees a Latin name as a name, not as
 * English left behind. `values[i]` goes where `untranslated(i)` is.
 */
export function withUntranslated(sentence: string, ...values: string[]): ReactNode {
  if (!SLOTS.test(sentence)) return sentence;
  const pieces = sentence.split(SLOTS).map((piece) => {
    const value = piece.length === 1 ? values[piece.charCodeAt(0) - FIRST_SLOT] : undefined;
    return value === undefined ? piece : createElement('bdi', { translate: 'no' }, value);
  });
  // The pieces are the fragment's own children, in the sentence's order: they need no keys.
  return createElement(Fragment, null, ...pieces);
}
