import bidiFactory from 'bidi-js';

/*
 * PDF text is drawn glyph by glyph from left to right, with no notion of direction: a line that mixes
 * Arabic with numbers or Latin words must be put in visual order before it is drawn. The Unicode
 * Bidirectional Algorithm (bidi-js) gives each character its level; runs of one level are then
 * reordered (rule L2), and each run is cut into words. An Arabic word is handed to the font whole, so
 * its letters are joined (fontkit shapes the word and lays a right-to-left word out from the right);
 * everything else is placed word by word, in the order computed here.
 */

const bidi = bidiFactory();

/** One word (or stretch of spaces) of a line, in the order it is drawn from left to right. */
export interface VisualWord {
  text: string;
  /** Whether it sits in a right-to-left run (its characters are then mirrored where they have a pair). */
  rtl: boolean;
  /** Only spaces: drawn as their width, never as glyphs. */
  space: boolean;
}

/** Direction marks and isolates steer the algorithm; they are not drawn (fonts have no glyph for them). */
const FORMATTING = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

interface Run {
  text: string;
  level: number;
}

function runsOf(text: string, direction: 'ltr' | 'rtl'): Run[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: Run[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index === text.length || levels[index] !== levels[start]) {
      runs.push({ text: text.slice(start, index), level: levels[start] ?? 0 });
      start = index;
    }
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every sequence at or above it. */
function visualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const levels = ordered.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(highest + 1, ...levels.filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level--) {
    let index = 0;
    while (index < ordered.length) {
      if ((ordered[index]?.level ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < ordered.length && (ordered[end]?.level ?? 0) >= level) end += 1;
      ordered.splice(index, end - index, ...ordered.slice(index, end).reverse());
      index = end;
    }
  }
  return ordered;
}

/** A character with a mirrored pair ('(' and ')') is drawn as its pair in a right-to-left run. */
function mirrored(text: string): string {
  return Array.from(text, (char) => bidi.getMirroredCharacter(char) ?? char).join('');
}

/** The line's words in the order they are drawn from left to right, in a paragraph of `direction`. */
export function visualWords(text: string, direction: 'ltr' | 'rtl'): VisualWord[] {
  const words: VisualWord[] = [];
  for (const run of visualOrder(runsOf(text, direction))) {
    const rtl = run.level % 2 === 1;
    const parts = run.text
      .split(/(\s+)/u)
      .map((part) => part.replace(FORMATTING, ''))
      .filter((part) => part !== '');
    if (rtl) parts.reverse();
    for (const part of parts) {
      const space = /^\s+$/u.test(part);
      words.push({ text: rtl && !space ? mirrored(part) : part, rtl, space });
    }
  }
  return words;
}
