import * as v from 'valibot';

/** Issue codes of the text rules every field shares; the apps translate them (the domain holds no text). */
export const TEXT_ISSUE = {
  required: 'field.required',
  tooLong: 'text.too_long',
  /** A NUL character: PostgreSQL cannot store it in text, and no one types it. */
  invalidCharacter: 'text.invalid_character',
  /** A direction or zero-width mark in a name or identifier, where it can only disguise the text. */
  invisibleCharacter: 'text.invisible_character',
} as const;
export type TextIssue = (typeof TEXT_ISSUE)[keyof typeof TEXT_ISSUE];

/**
 * Characters that change how text is shown without being seen: the direction embeddings, overrides
 * and isolates (U+202A-U+202E, U+2066-U+2069), zero-width spaces, joiners and marks
 * (U+200B-U+200F), the Arabic letter mark (U+061C), the word joiner and invisible operators
 * (U+2060-U+2064), the byte-order mark (U+FEFF), and control characters other than NUL (tabs, line
 * breaks). In a name or an identifier they only serve to make one text look like another.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rule refuses.
const INVISIBLE = /[\u0001-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;

export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}

export function hasInvisibleCharacter(text: string): boolean {
  return INVISIBLE.test(text);
}

export interface TextIssues {
  /** The message of a value that is not a string (a missing field reads as one); `field.required` by default. */
  type?: string;
  /** The message of a text longer than the maximum; `text.too_long` by default. */
  tooLong?: string;
}

/**
 * A string the database can store and the contract bounds: at most `max` characters (counted as
 * JavaScript does, in UTF-16 units) and no NUL. Every string of a request goes through this, so a
 * new field inherits both rules; pipe trimming and format checks after it.
 */
export function boundedText(max: number, issues: TextIssues = {}) {
  return v.pipe(
    v.string(issues.type ?? TEXT_ISSUE.required),
    v.check((text) => !hasNul(text), TEXT_ISSUE.invalidCharacter),
    v.maxLength(max, issues.tooLong ?? TEXT_ISSUE.tooLong),
  );
}

/**
 * A name or identifier (username, email, city): a bounded text that also refuses the invisible
 * direction and formatting characters, so 'admin\u202Egro.elpmaxe' cannot pose as another name.
 */
export function identifierText(max: number, issues: TextIssues = {}) {
  return v.pipe(
    boundedText(max, issues),
    v.check((text) => !hasInvisibleCharacter(text), TEXT_ISSUE.invisibleCharacter),
  );
}
