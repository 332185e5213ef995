// What a source file may cite: the rules of the check that `npm test` runs in
// scripts/checks/repository-references.test.mjs. Only the repository's own documents count.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ROOT } from '../../lib/processes.mjs';

/**
 * What points outside the repository. A test file named `*.spec.ts`, an identifier such as
 * `SCREEN_STATES_PATH` or a package such as `@standard-schema/spec` is not a citation, so the words
 * count only where they stand alone.
 */
const OUTSIDE_REFERENCES = [
  { pattern: /§/g, why: 'a numbered section of a document outside the repository' },
  {
    pattern: /(?<![\w./@=-])spec(?:s|ification|ifications)?(?![\w/-]|\.\w)/gi,
    why: 'a specification outside the repository',
  },
  { pattern: /\bissues? ?#? ?\d+/gi, why: 'an issue of the tracker, which a clone does not carry' },
  { pattern: /\bpart ?\d\b/gi, why: 'a part of a document outside the repository' },
  {
    pattern: /\b(?:SCREEN_STATES|HOUSE_STYLE|TOOLCHAIN|DECISIONS|ENDPOINTS)\b/g,
    why: 'a planning document that is not in the repository',
  },
  { pattern: /\bpart\d-[\w-]+|\b(?:docs|shared)\/spec\b/gi, why: 'a specification file by its path' },
];

export const DECISIONS_DIR = resolve(ROOT, 'docs', 'decisions');
export const DECISION_NUMBERS = new Set(
  readdirSync(DECISIONS_DIR)
    .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
    .filter(Boolean),
);
/** `docs/decisions/0018`, `decision 0018`, `decisions 0011 and 0024`: the four digits after the word. */
const DECISION_CITATION = /\bdecisions?(?:\/|\s+)(\d{4})\b(?:\s+and\s+(\d{4})\b)?/gi;
const MARKDOWN_NAME = /[\w./-]*\b[\w-]+\.md\b/g;

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** The outside references in `text`, each with its line, the words found and why they are refused. */
export function outsideReferences(text) {
  const found = [];
  for (const { pattern, why } of OUTSIDE_REFERENCES) {
    for (const match of text.matchAll(pattern))
      found.push({ line: lineOf(text, match.index), words: match[0], why });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Decision records cited by number that docs/decisions does not hold. */
export function missingDecisions(text, known = DECISION_NUMBERS) {
  const found = [];
  for (const match of text.matchAll(DECISION_CITATION)) {
    for (const number of match.slice(1).filter(Boolean)) {
      if (!known.has(number)) found.push({ line: lineOf(text, match.index), words: match[0] });
    }
  }
  return found;
}

/** Markdown files named in `text` that no file of the repository is called. */
export function missingMarkdown(text, names) {
  const found = [];
  for (const match of text.matchAll(MARKDOWN_NAME)) {
    if (!names.has(basename(match[0]))) found.push({ line: lineOf(text, match.index), words: match[0] });
  }
  return found;
}

/**
 * The repository paths a Markdown text names in backticks (`apps/...`, `packages/...`, `docs/...` and
 * the other top folders), leaving out patterns such as `<area>` or `*`.
 */
export function repositoryPathsIn(markdown) {
  const paths = [];
  for (const match of markdown.matchAll(/`((?:apps|packages|scripts|tests|docs|\.storybook)\/[^`\s]*)`/g)) {
    const path = match[1] ?? '';
    if (!/[<>*…{}]/.test(path)) paths.push({ line: lineOf(markdown, match.index), words: path });
  }
  return paths;
}

/** The check's own two files spell out the refused words so that they can find them. */
const SELF = [
  'scripts/checks/lib/repository-references.mjs',
  'scripts/checks/repository-references.test.mjs',
];

/** Every tracked file, and every new one git does not ignore, as paths from the repository's root. */
export function repositoryFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((path) => existsSync(resolve(ROOT, path)));
}

/**
 * The files checked: all but the decision records, the lockfile, pictures and fonts. The records are
 * the project's history and may say which tracker issue brought a change.
 */
export function checkedFiles(files = repositoryFiles()) {
  return files.filter(
    (path) =>
      !SELF.includes(path) &&
      !path.startsWith('docs/decisions/') &&
      path !== 'package-lock.json' &&
      !/\.(png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|br|gz|wasm|tar)$/i.test(path),
  );
}

export function textOf(path) {
  const buffer = readFileSync(resolve(ROOT, path));
  return buffer.includes(0) ? null : buffer.toString('utf8');
}
