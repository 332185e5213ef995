/*
 * Where right-to-left text (Arabic) holds a left-to-right run the bidirectional algorithm draws out of
 * order, unless the run is isolated: FSI/LRI/RLI … PDI in a string, `dir` or <bdi> on a page. Three
 * shapes break, each a number the algorithm leaves weak because no Latin letter comes before it:
 *
 *   a sign before a number      '−10.00 PLN' is drawn 'PLN 10.00−', '+48 …' as '… 48+'
 *   digit groups split by space '600 100 200' is drawn '200 100 600', '+48 22 000 00 00' worse
 *   digits, a mark, then Latin  '(3-D Secure)' is drawn '(D Secure-3)'
 *
 * A run that starts with a Latin letter or a left-to-right mark ('PL61 1090 …', '‎+48 …') is drawn
 * in order, and so is an amount followed by its currency ('1,250.00 PLN': the number, then the code,
 * read from the right), so neither is reported. The rules are the algorithm's own (W7, N1), cut down
 * to what the apps print: Latin letters, ASCII digits, Arabic script and the marks.
 */

const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const POP_ISOLATE = '\u2069';
/** What an isolate is to the text around it: one neutral character. */
const ISOLATED = '\uFFFC';
const LEFT_TO_RIGHT_MARK = '\u200E';
/** Hebrew and the Arabic script's blocks, and the right-to-left and Arabic letter marks. */
const STRONG_RTL =
  /[\u0590-\u05FF\u0608\u060B\u060D\u061B-\u064A\u066D-\u066F\u0671-\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u061C]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;
const DIGIT = /[0-9]/;
const SIGN = /[+\-\u2212]/;
const MINUS = '\u2212';
/** Marks that sit between a sign and its number without changing what the sign attaches to. */
const RTL_MARK = /[\u200F\u061C]/;
const BREAK = /[\n\r\u2029]/;

/** The text outside every isolate, each isolate left as one neutral character, and where each character came from. */
function outsideIsolates(text: string): { outside: string; spans: Array<[number, number]> } {
  let depth = 0;
  let outside = '';
  const spans: Array<[number, number]> = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (ISOLATE_OPENERS.has(char)) {
      if (depth === 0) {
        outside += ISOLATED;
        spans.push([index, index + 1]);
      }
      depth += 1;
    } else if (char === POP_ISOLATE && depth > 0) {
      depth -= 1;
      // The closing mark belongs to the isolate's placeholder.
      const last = spans.at(-1);
      if (last) last[1] = index + 1;
    } else if (depth === 0) {
      outside += char;
      spans.push([index, index + 1]);
    } else {
      const last = spans.at(-1);
      if (last) last[1] = index + 1;
    }
  }
  return { outside, spans };
}

/** Whether `char` is a Latin letter or digit (not a mark, a space or punctuation). */
function isAlphanumeric(char: string | undefined): boolean {
  return char !== undefined && (LATIN.test(char) || DIGIT.test(char));
}

/** The end of the left-to-right run that starts at `from`: the next right-to-left letter, isolate or line break. */
function runEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length) {
    const char = text[end] as string;
    if (STRONG_RTL.test(char) || char === ISOLATED || BREAK.test(char)) break;
    end += 1;
  }
  return end;
}

/** The stretches [start, end) of `outside` that are drawn out of order, in the order they come. */
function bareStretches(outside: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  // A Latin letter (or a left-to-right mark) since the last right-to-left letter: numbers after it are drawn in order.
  let latinBefore = false;
  let index = 0;
  while (index < outside.length) {
    const char = outside[index] as string;
    if (STRONG_RTL.test(char) || BREAK.test(char)) latinBefore = false;
    else if (LATIN.test(char) || char === LEFT_TO_RIGHT_MARK) latinBefore = true;
    // A sign left outside the isolated number it belongs to ('−⁨10 PLN⁩') still lands on the wrong side.
    if (
      !latinBefore &&
      SIGN.test(char) &&
      outside[index + 1] === ISOLATED &&
      !isAlphanumeric(outside[index - 1])
    ) {
      found.push([index, index + 2]);
      index += 2;
      continue;
    }
    const startsNumber = DIGIT.test(char) && !DIGIT.test(outside[index - 1] ?? '');
    if (!startsNumber || latinBefore) {
      index += 1;
      continue;
    }
    // The number: digits, with the points, commas and colons between them ('1,250.00', '18:30').
    let end = index;
    while (
      end < outside.length &&
      (DIGIT.test(outside[end] as string) ||
        (/[.,:]/.test(outside[end] as string) && DIGIT.test(outside[end + 1] ?? '')))
    )
      end += 1;
    // Back over right-to-left marks to a sign that stands alone (not a hyphen inside a word or a
    // date); a minus sign (U+2212) may stand a space apart, where a hyphen is a dash between words.
    let before = index - 1;
    while (before >= 0 && RTL_MARK.test(outside[before] as string)) before -= 1;
    let spaced = before;
    while (spaced >= 0 && /[\s\u200F\u061C]/.test(outside[spaced] as string)) spaced -= 1;
    if (spaced < before && outside[spaced] === MINUS) before = spaced;
    const signed =
      before >= 0 && SIGN.test(outside[before] as string) && !isAlphanumeric(outside[before - 1]);
    // Three groups or more, a space apart: one number written in groups (a phone, an account), where
    // two numbers side by side ('2026 30') are read one after the other as the line runs.
    const grouped = /^(?:[ \u00A0\u202F][0-9]+){2}/.test(outside.slice(end));
    let mark = end;
    while (mark < outside.length && /[^\s0-9A-Za-z\u00C0-\u024F]/.test(outside[mark] as string)) {
      if (STRONG_RTL.test(outside[mark] as string) || outside[mark] === ISOLATED) break;
      mark += 1;
    }
    const latinAfterMark = mark > end && LATIN.test(outside[mark] ?? '');
    if (signed || grouped || latinAfterMark) {
      let stop = runEnd(outside, index);
      // Spaces and sentence punctuation that end the run belong to the sentence around it.
      while (stop > index && /[\s.,;:!?،؛]/.test(outside[stop - 1] as string)) stop -= 1;
      found.push([signed ? before : index, stop]);
      index = runEnd(outside, index);
      continue;
    }
    index = end;
  }
  return found;
}

/**
 * The runs of `text`, read as right-to-left, that are drawn out of order for want of isolation, each as
 * it stands in the text, once. `text` is one paragraph or several separated by line breaks.
 */
export function unisolatedRuns(text: string): string[] {
  const { outside } = outsideIsolates(text);
  const runs = bareStretches(outside).map(([start, end]) =>
    outside.slice(start, end).replace(/[\u200E\u200F\u061C]/g, ''),
  );
  return [...new Set(runs)];
}

/**
 * `text` with each run `unisolatedRuns` finds wrapped in LRI … PDI, for right-to-left text drawn where
 * nobody can mark it up (a PDF line, a line someone typed): each then keeps its own order.
 */
export function isolateBareRuns(text: string): string {
  const { outside, spans } = outsideIsolates(text);
  let result = '';
  let copied = 0;
  for (const [start, end] of bareStretches(outside)) {
    const from = spans[start]?.[0] ?? text.length;
    const to = spans[end - 1]?.[1] ?? text.length;
    result += `${text.slice(copied, from)}\u2066${text.slice(from, to)}\u2069`;
    copied = to;
  }
  return result + text.slice(copied);
}
