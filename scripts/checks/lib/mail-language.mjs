// The forms docs/mail-language.md refuses that a program can spot in an Arabic or Polish message: a
// gendered way of addressing the reader, a verb agreeing with the mosque's name, a date whose case
// breaks the sentence, a kashida joined to a word. Used by scripts/checks/mail-language.test.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../../lib/processes.mjs';

const SHEET = 'docs/mail-language.md';

/** Words that end in -eś but carry no gender: `jesteś` is the present tense, `gdzieś` an adverb. */
const NEUTRAL_ES_WORDS = new Set(['jesteś', 'gdzieś']);
/** Imperatives of -nieść / -wiesić (`Przenieś`, `Podnieś`, `Zawieś`) and the noun `wieś`. */
const NEUTRAL_ES_ENDINGS = /(?:nieś|wieś)$/u;

/**
 * Each rule: the language whose messages it reads, a pattern whose whole match is the words shown,
 * what to write instead, and the files it applies to (`mailOnly`: a mail's `{date}` is always the
 * full date with its weekday, see `mailDate`). `accept` turns down a match the pattern cannot.
 */
export const RULES = [
  {
    id: 'pl.past-second-person',
    language: 'pl',
    pattern: /(?<!\p{L})\p{L}*(?:łeś|łaś|łbyś|łabyś)(?!\p{L})/giu,
    fix: `the past or conditional "you" has a gender: say it impersonally (podano, zapisano), make the thing the subject (Twoja rezerwacja została…), or use the present (${SHEET}#speaking-to-the-reader)`,
  },
  {
    id: 'pl.conditional-particle',
    language: 'pl',
    pattern: /(?<!\p{L})(?:a|że|gdy)?byś(?!\p{L})/giu,
    fix: `"(że)byś" asks for a gendered past form after it: use the present (Czy chcesz…, aby móc…) (${SHEET}#speaking-to-the-reader)`,
  },
  {
    id: 'pl.other-es',
    language: 'pl',
    pattern: /(?<!\p{L})\p{L}+eś(?!\p{L})/giu,
    accept: (word) => {
      const lower = word.toLowerCase();
      return !lower.endsWith('łeś') && !NEUTRAL_ES_WORDS.has(lower) && !NEUTRAL_ES_ENDINGS.test(lower);
    },
    fix: `a word in -eś is usually a gendered past "you" (-(a)ś): rephrase as for -łeś; if it is another word, add it to NEUTRAL_ES_WORDS with the reason (${SHEET}#what-the-check-catches)`,
  },
  {
    // "nie zostaniesz obciążony", "jesteś zalogowany": the participle or adjective takes a gender.
    id: 'pl.second-person-participle',
    language: 'pl',
    pattern:
      /(?<!\p{L})(?:zostaniesz|zostajesz|jesteś|będziesz)\s+(?:nie\s+)?(?:\p{L}+(?:ny|na|ty|ta|ły|ła|wy|wa)|pewien|pewna|sam|sama)(?!\p{L})/giu,
    fix: `a participle or adjective about the reader has a gender: make the thing the subject (karta nie zostanie obciążona) or ask "Czy na pewno…?" (${SHEET}#speaking-to-the-reader)`,
  },
  {
    id: 'pl.mosque-verb',
    language: 'pl',
    pattern: /\{(?:mosque|centre)\}\s+\p{L}+(?:ł|ła|ło|li|ły)(?!\p{L})/gu,
    fix: `the mosque's name can be any gender: no verb agrees with it; write "Odbiorca: {mosque}" or make it the object (${SHEET}#the-mosques-name-an-events-title-a-persons-name)`,
  },
  {
    id: 'pl.date-case',
    language: 'pl',
    mailOnly: true,
    pattern: /(?<!\p{L})(?:do|w|we|od|na|z|po|przed|dnia)\s+\{date\}/giu,
    fix: `a mail's date starts with its weekday in the nominative: put it after a label and a colon, "Termin następnej płatności: {date}" (${SHEET}#dates-inside-sentences)`,
  },
  {
    id: 'ar.gendered-greeting',
    language: 'ar',
    pattern: /(?:عزيزي|عزيزتي|عزيزنا|عزيزتنا)/gu,
    fix: `a greeting with no gender: "السلام عليكم {name}،" (${SHEET}#greeting-and-sign-off)`,
  },
  {
    id: 'ar.kashida-before-word',
    language: 'ar',
    pattern: /ـ(?:ال|\{\w+,\s*(?:select|plural|selectordinal)\b)/gu,
    fix: `the letter joins the word ("بالذهب"), and inside each option of a select or plural; a kashida only before a name's placeholder (${SHEET}#small-letters-with-a-name-or-a-word)`,
  },
  {
    id: 'ar.date-weekday',
    language: 'ar',
    mailOnly: true,
    pattern: /(?<!\p{L})(?:في|بتاريخ)\s+\{date\}/gu,
    fix: `a mail's date starts with its weekday: "يوم {date}" (${SHEET}#dates-inside-sentences)`,
  },
];

/**
 * What in `text` breaks a rule: each finding with its rule, the words and the fix. `language` is the
 * message's ('ar' or 'pl'), or null for a source file holding both (the account mails).
 */
export function findingsIn(text, { language = null, mail = false } = {}) {
  const findings = [];
  for (const rule of RULES) {
    if (language && rule.language !== language) continue;
    if (rule.mailOnly && !mail) continue;
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.accept && !rule.accept(match[0])) continue;
      findings.push({ rule: rule.id, words: match[0], fix: rule.fix });
    }
  }
  return findings;
}

/** The files read: every Arabic and Polish catalogue the repository holds, and the account mails. */
export function languageFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*/ar.json', '*/pl.json'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  const catalogues = [...new Set(listed.split('\0').filter(Boolean))]
    .filter((path) => /^(?:apps|packages)\//.test(path) && !path.includes('node_modules/'))
    .sort();
  return [...catalogues, 'apps/server/src/services/mail-texts.ts'];
}

/** Whether a catalogue is a mail's, whose `{date}` always has its weekday. */
function isMailCatalogue(path) {
  return path.startsWith('apps/server/src/mail/messages/');
}

/**
 * Every finding in a file, each with the file, the message's key (or the line, for a source file)
 * and the fix, as one line a reader can act on.
 */
export function findingsInFile(path, text = readFileSync(resolve(ROOT, path), 'utf8')) {
  const language = /\/(ar|pl)\.json$/.exec(path)?.[1] ?? null;
  const places = language
    ? Object.entries(JSON.parse(text)).map(([key, value]) => [key, String(value)])
    : text.split('\n').map((line, index) => [`line ${index + 1}`, line]);
  return places.flatMap(([key, value]) =>
    findingsIn(value, { language, mail: isMailCatalogue(path) }).map(
      (finding) => `${path} ${key}: «${finding.words}» (${finding.rule}): ${finding.fix}`,
    ),
  );
}
