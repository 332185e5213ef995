/*
 * Finds, in a story drawn in Arabic, a phone number, a signed amount or digits joined to Latin text
 * sitting in right-to-left text without isolation, where the bidirectional algorithm draws it out of
 * order ('+48 22 000 00 00' as '00 00 000 22 48+'). The rule of what breaks is the domain's
 * (`unisolatedRuns`), shared with the mails' test; this walks the page to feed it.
 *
 * One pass over the story's text: each block's right-to-left text is read as one paragraph, an
 * element with its own `dir` or a <bdi> counts as isolated (one neutral character to the text around
 * it), and its content is read on its own when it is right-to-left itself.
 */
import { unisolatedRuns } from '@minbar/domain/text/direction-runs';

/** Elements that flow inside a line; any other element starts a paragraph of its own. */
const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'CITE',
  'CODE',
  'DATA',
  'DEL',
  'DFN',
  'EM',
  'I',
  'INS',
  'KBD',
  'LABEL',
  'MARK',
  'OUTPUT',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
]);

/** What holds no text a reader sees (or draws its own, as an SVG's). */
const NO_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'svg', 'IFRAME', 'CANVAS']);

/** Storybook's own chrome, never ours to write. */
const STORYBOOK_CHROME = new Set([
  'sb-wrapper',
  'sb-errordisplay',
  'sb-preparing-story',
  'sb-preparing-docs',
]);

const STRONG_RTL_START =
  /^[^A-Za-z\u00C0-\u024F\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]*[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** The direction an isolating element sets for its content: its `dir`, or its first strong letter's. */
function isolatedDirection(element: Element): 'rtl' | 'ltr' {
  const dir = element.getAttribute('dir')?.toLowerCase();
  if (dir === 'rtl' || dir === 'ltr') return dir;
  return STRONG_RTL_START.test(element.textContent ?? '') ? 'rtl' : 'ltr';
}

function isolates(element: Element): boolean {
  return element.tagName === 'BDI' || element.tagName === 'BDO' || element.hasAttribute('dir');
}

export function findUnisolatedRuns(root: Element = document.body): string[] {
  const found = new Set<string>();
  const read = (paragraph: string) => {
    if (/[0-9]/.test(paragraph)) for (const run of unisolatedRuns(paragraph)) found.add(run);
  };

  /** Walks `parent`'s children in one direction, adding their text to `line` (read out at each block's edge). */
  const walk = (parent: Element, rtl: boolean, line: { text: string }) => {
    for (const node of parent.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (rtl) line.text += node.nodeValue ?? '';
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const element = node as Element;
      if (NO_TEXT.has(element.tagName) || [...element.classList].some((name) => STORYBOOK_CHROME.has(name)))
        continue;
      // Only an element that flows in the line by its tag is asked how it is laid out (one style
      // read each): a span set as a block or a flex item starts a paragraph of its own, and an
      // inline block is one neutral character to its line, its content a paragraph of its own.
      const display = INLINE.has(element.tagName) ? getComputedStyle(element).display : 'block';
      if (display === 'none') continue;
      const inline = display === 'inline' || display === 'contents';
      const atomic = display.startsWith('inline-');
      if (element.tagName === 'BR') {
        line.text += '\n';
      } else if (inline && !isolates(element)) {
        walk(element, rtl, line);
      } else if (inline || atomic) {
        // Isolated, or laid out as a box in the line: the line sees one neutral character.
        line.text += '\uFFFC';
        readOwn(element, isolates(element) ? isolatedDirection(element) === 'rtl' : rtl);
      } else {
        if (rtl) read(line.text);
        line.text = '';
        const ownRtl = isolates(element) ? isolatedDirection(element) === 'rtl' : rtl;
        // A field's value and placeholder are drawn in its direction, which the browser's own styles
        // may set (Chromium draws a phone field left to right): the one style read per field.
        if (
          (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
          getComputedStyle(element).direction === 'rtl'
        ) {
          read(element.value);
          read(element.placeholder);
        }
        readOwn(element, ownRtl);
      }
    }
  };

  /** Reads an element's content as paragraphs of its own, in direction `rtl`. */
  const readOwn = (element: Element, rtl: boolean) => {
    const own = { text: '' };
    walk(element, rtl, own);
    if (rtl) read(own.text);
  };

  const line = { text: '' };
  const rtl = (root.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl';
  walk(root, rtl, line);
  if (rtl) read(line.text);
  return [...found];
}

export function directionMessage(runs: string[]): string {
  return [
    `${runs.length} run(s) of this story sit in right-to-left text without isolation, and are drawn out of order:`,
    ...runs.slice(0, 10).map((run) => `  - "${run}"`),
    ...(runs.length > 10 ? [`  … and ${runs.length - 10} more`] : []),
    'Isolate each: <Ltr> (or dir="ltr", <bdi>) on a page, isolate() / ltrText() in a string.',
    'A story that shows such text on purpose sets parameters: { directionCheck: { disable: true } }.',
  ].join('\n');
}
