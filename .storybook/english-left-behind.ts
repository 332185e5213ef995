/*
 * Finds, in a story drawn in Arabic or Polish, English sample content left behind: a campaign's
 * title or an update written in English under a Polish heading, a row of English names in the Arabic
 * table. The interface's own words come from the message catalogues (checked elsewhere); this reads
 * what the story's data put on the screen, which a designer reviews as a congregant would read it.
 *
 * What is read: every text node a reader sees. Not read: hidden text (aria-hidden, `hidden`, inert,
 * display or visibility), scripts and styles, code/kbd/samp, form fields' values, text marked
 * `translate="no"` (a name or an address that is never translated), and text in another language on
 * purpose, which must say so with `lang` (an English question shown in the Arabic desk carries
 * lang="en", as screen readers need to read it in English).
 *
 * What is allowed in any text: e-mail addresses, web addresses and dotted names (a host, a username),
 * codes (a word with digits, an all-capitals word of up to five letters: PLN, IBAN, NIP) and the
 * brand names of BRANDS and BRAND_PHRASES.
 *
 * Arabic: Latin script is rare in Arabic prose, so two Latin words in a row, or one of four letters or
 * more, fail, unless the text is a Polish address (a street abbreviation such as 'ul.' or a postcode
 * such as '00-950': the post writes it so, in every language).
 * Polish: both languages are Latin script, so English is told by its words that Polish never writes
 * (ENGLISH_WORDS: the short ones every sentence has, the, and, of, with, …, and the common words of
 * the interface and of the stories' content, save, cancel, prayer, …): a run of Latin words holding
 * one is English. Words Polish shares (a, i, o, to, do, no, on, we, …) are left out of the list.
 */

/** Names of products and services the apps show as they are in every language. */
export const BRANDS = new Set([
  'Minbar',
  'Stripe',
  'BLIK',
  'Visa',
  'Mastercard',
  'YouTube',
  'Facebook',
  'Instagram',
  'WhatsApp',
  'PayPal',
  'Google',
  'Apple',
  'iOS',
  'Android',
  'iCal',
  'Pay',
  'Storybook',
  'Chrome',
  'Safari',
  'Firefox',
  'Windows',
  'macOS',
  'Linux',
  'Excel',
  'Zoom',
  'Orlik',
  'Mawaqit',
  'WebP',
  // The devices and browsers the install and reminder pages name, as their makers write them.
  'iPhone',
  'iPad',
  'Edge',
]);

/**
 * English words Polish never writes as words of its own: one in a Latin run marks it English. Left
 * out, since Polish writes them too: a, i, o, on, to, do, no, we, by, was, me, ten, one, but, data,
 * status, weekend, admin, show, email, news, log, total, draft.
 */
export const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'of',
  'with',
  'for',
  'your',
  'yours',
  'this',
  'that',
  'these',
  'those',
  'is',
  'are',
  'were',
  'be',
  'been',
  'will',
  'would',
  'should',
  'could',
  'has',
  'have',
  'had',
  'from',
  'you',
  'our',
  'an',
  'at',
  'it',
  'its',
  'not',
  'or',
  'please',
  'into',
  'about',
  'after',
  'before',
  'their',
  'they',
  'them',
  'there',
  'here',
  'what',
  'which',
  'who',
  'when',
  'where',
  'how',
  'all',
  'can',
  'may',
  'than',
  'then',
  'also',
  'new',
  'only',
  'every',
  'each',
  'some',
  'if',
  'he',
  'she',
  'his',
  'her',
  'us',
  'but',
  'just',
  'up',
  'out',
  'in',
  'day',
  'open',
  'more',
  'week',
  'year',
  'prayer',
  // Words of the interface and of the stories' content that Polish does not share.
  'save',
  'cancel',
  'delete',
  'edit',
  'close',
  'send',
  'submit',
  'search',
  'next',
  'previous',
  'back',
  'hide',
  'choose',
  'select',
  'add',
  'remove',
  'update',
  'updates',
  'change',
  'sign',
  'loading',
  'error',
  'required',
  'note',
  'name',
  'phone',
  'address',
  'account',
  'password',
  'city',
  'month',
  'date',
  'time',
  'days',
  'times',
  'today',
  'tomorrow',
  'yesterday',
  'settings',
  'profile',
  'children',
  'events',
  'donations',
  'activities',
  'subjects',
  'pricing',
  'prayers',
  'statistics',
  'table',
  'chart',
  'calendar',
  'range',
  'content',
  'summary',
  'details',
  'approved',
  'pending',
  'paid',
  'free',
  'amount',
  'donate',
  'thank',
  'thanks',
  'welcome',
  'hello',
  'school',
  'roof',
  'repair',
  'hall',
  'books',
  'meals',
  'coats',
  'ramp',
  'classes',
  'family',
  'picnic',
  'lecture',
  'course',
  'registrations',
  'teacher',
  'teachers',
  'parent',
  'parents',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'administrators',
]);

/** Storybook's own chrome, never ours to write. */
const STORYBOOK_CHROME =
  '.sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview';

/** Where text is not prose for a reader of the story's language. */
const NOT_PROSE =
  'script, style, template, noscript, code, kbd, samp, textarea, [translate="no"], [aria-hidden="true"], [hidden], [inert]';

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/g;
/** A web address, or a dotted name a person does not read as words (a host, a username: maryam.nowak). */
const URL_LIKE = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/\S*)?/gi;
/** Brand names of more than one word. */
const BRAND_PHRASES = /3-D Secure|Apple Pay|Google Pay|Samsung Internet/g;
/** A Polish address's signs: a street (ul. al. pl. os.) or a postcode. */
const POLISH_ADDRESS = /(?:^|[\s,(])(?:ul|al|pl|os)\.\s|\b\d{2}-\d{3}\b/;
const LATIN_WORD = /^[A-Za-z\u00C0-\u024F]+(?:['’-][A-Za-z\u00C0-\u024F]+)*$/;
const HAS_LATIN = /[A-Za-z\u00C0-\u024F]/;

export interface EnglishFinding {
  /** The text as shown (shortened past 120 characters). */
  text: string;
  /** The words that give it away. */
  words: string[];
  /** Where it is: the element's tag and classes, with up to three ancestors. */
  element: string;
}

type Token = { kind: 'latin'; word: string } | { kind: 'other' };

/** The text's words: Latin words, and everything else (allowed codes, brands, other scripts) as a break. */
function tokens(text: string): Token[] {
  return text
    .split(/[\s\u00A0\u2000-\u200F\u202A-\u202E\u2066-\u2069/|·•—–]+/)
    .filter(Boolean)
    .map((raw): Token => {
      const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
      if (!word || !LATIN_WORD.test(word)) return { kind: 'other' };
      if (BRANDS.has(word) || /^[A-Z]{1,5}$/.test(word)) return { kind: 'other' };
      return { kind: 'latin', word };
    });
}

/** Runs of Latin words standing next to each other in one phrase (a colon, a full stop or a bracket ends one). */
function latinRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  const phrases = text
    .replace(EMAIL, ' ')
    .replace(BRAND_PHRASES, ' ')
    .replace(URL_LIKE, ' ')
    .split(/[.:;!?()[\]"“”„«»،؛؟]+/);
  for (const token of phrases.flatMap((phrase) => [...tokens(phrase), { kind: 'other' } as const])) {
    if (token.kind === 'latin') run.push(token.word);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** The words of `text` that are English left behind in a story in `locale` (none: it passes). */
export function englishWordsIn(text: string, locale: 'ar' | 'pl'): string[] {
  if (!HAS_LATIN.test(text)) return [];
  const runs = latinRuns(text);
  if (locale === 'ar') {
    if (POLISH_ADDRESS.test(text)) return [];
    return runs.filter((run) => run.length >= 2 || (run[0]?.length ?? 0) >= 4).flat();
  }
  return runs.filter((run) => run.some((word) => ENGLISH_WORDS.has(word.toLowerCase()))).flat();
}

function nameOf(element: Element): string {
  const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/) : [];
  return (
    element.tagName.toLowerCase() +
    classes
      .filter(Boolean)
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')
  );
}

function pathOf(element: Element): string {
  const names: string[] = [];
  for (
    let at: Element | null = element;
    at && at !== document.body && names.length < 4;
    at = at.parentElement
  ) {
    names.unshift(nameOf(at));
  }
  return names.join(' > ');
}

/** Whether an element's text is meant for a reader of `locale`: its nearest `lang` is that language. */
function inLanguage(element: Element, locale: string): boolean {
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? element.ownerDocument.documentElement.lang;
  return !lang || lang.toLowerCase().split('-')[0] === locale;
}

/**
 * Every shown text under `root` in `locale`'s story that is English left behind, in the frames of
 * our own documents too (a mail's preview is one).
 */
export function findEnglishLeftBehind(root: Element, locale: 'ar' | 'pl'): EnglishFinding[] {
  const findings = new Map<string, EnglishFinding>();
  readInto(findings, root, locale);
  for (const frame of root.querySelectorAll('iframe')) {
    const body = sameOriginBody(frame);
    if (body) readInto(findings, body, locale);
  }
  return [...findings.values()];
}

function sameOriginBody(frame: HTMLIFrameElement): HTMLElement | null {
  try {
    return frame.contentDocument?.body ?? null;
  } catch {
    return null;
  }
}

function readInto(findings: Map<string, EnglishFinding>, root: Element, locale: 'ar' | 'pl') {
  const document = root.ownerDocument;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const shown = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    const parent = node.parentElement;
    if (!parent || !HAS_LATIN.test(text)) continue;
    let isShown = shown.get(parent);
    if (isShown === undefined) {
      isShown =
        !parent.closest(NOT_PROSE) &&
        !parent.closest(STORYBOOK_CHROME) &&
        inLanguage(parent, locale) &&
        parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
      shown.set(parent, isShown);
    }
    if (!isShown) continue;
    const words = englishWordsIn(text, locale);
    if (words.length === 0) continue;
    const element = pathOf(parent);
    findings.set(`${element}\n${text}`, {
      text: text.length > 120 ? `${text.slice(0, 119)}…` : text,
      words,
      element,
    });
  }
}

export function englishMessage(findings: EnglishFinding[], locale: 'ar' | 'pl'): string {
  const language = locale === 'ar' ? 'Arabic' : 'Polish';
  return [
    `${findings.length} text(s) of this ${language} story are English left behind:`,
    ...findings
      .slice(0, 10)
      .map((finding) => `  - "${finding.text}" (${finding.words.join(' ')}) in ${finding.element}`),
    ...(findings.length > 10 ? [`  … and ${findings.length - 10} more`] : []),
    "Write the story's sample content in each language and choose it with inStoryLanguage()",
    '(@minbar/ui/provider/story-content); text in another language on purpose carries its lang (lang="en"),',
    'a name or address never translated carries translate="no".',
    'A story that shows the English interface on purpose sets parameters: { englishCheck: { disable: true } }.',
  ].join('\n');
}
