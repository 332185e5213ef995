import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema, NUMBER_RANGES } from './env';

/**
 * docs/configuration.md is the one complete list of the settings the server reads. Every variable the
 * server reads, in its schema (env.ts) or anywhere else (the settings file's own name in env-file.ts,
 * create-admin's password, the start scripts' defaults), must be named there; and every variable named
 * there must still be read somewhere, so the page never documents a setting that does nothing.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DOC = 'docs/configuration.md';
const SETTING = '(?:MINBAR|STRIPE|SMTP|MAIL)_[A-Z0-9_]+|DATABASE_URL';

/** The server's sources (its tests left out: they set variables, they do not read them) and the start scripts. */
const SERVER_SOURCES = ['scripts/start.mjs', 'scripts/dev.mjs', 'scripts/server-command.mjs'];

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !path.includes('/dist/'));
}

function textOf(path: string): string {
  try {
    return readFileSync(join(ROOT, path), 'utf8');
  } catch {
    // Listed by git but deleted in the working tree.
    return '';
  }
}

/**
 * The settings a text reads: `process.env.NAME`, `env.NAME`, `settings?.NAME`, `env['NAME']`. A
 * spread (`...MAIL_STORY_EXAMPLES`) or a constant's own name is not a read.
 */
function settingsReadIn(text: string): Set<string> {
  const found = new Set<string>();
  const property = new RegExp(String.raw`[\w)\]]\??\.(${SETTING})\b`, 'g');
  const indexed = new RegExp(String.raw`\[\s*['"\`](${SETTING})['"\`]\s*\]`, 'g');
  for (const pattern of [property, indexed])
    for (const match of text.matchAll(pattern)) found.add(match[1] as string);
  return found;
}

/** The variables the page names, each in backticks. */
function documented(): Set<string> {
  const page = readFileSync(join(ROOT, DOC), 'utf8');
  return new Set(
    [...page.matchAll(new RegExp(String.raw`\`(${SETTING})\``, 'g'))].map((match) => match[1] as string),
  );
}

describe(`${DOC}, the one list of settings`, () => {
  const files = trackedFiles();
  const serverFiles = files.filter(
    (path) =>
      SERVER_SOURCES.includes(path) ||
      (path.startsWith('apps/server/src/') &&
        !/\.test\.tsx?$/.test(path) &&
        !path.startsWith('apps/server/src/test/')),
  );
  const readByServer = new Set([
    ...Object.keys(envSchema.entries),
    ...serverFiles.flatMap((path) => [...settingsReadIn(textOf(path))]),
  ]);

  it('finds the reads outside the schema too', () => {
    expect(readByServer).toContain('MINBAR_ENV_FILE');
    expect(readByServer).toContain('MINBAR_ADMIN_PASSWORD');
    expect(readByServer).not.toContain('MAIL_STORY_EXAMPLES');
  });

  it('names every variable the server and its commands read', () => {
    const names = documented();
    const missing = [...readByServer].filter((name) => !names.has(name)).sort();
    expect(missing, `read by the server but not in ${DOC}`).toEqual([]);
  });

  it('names no variable that nothing reads any more', () => {
    // The schema's keys are read by its parse (some of them through destructuring, as the S3 ones).
    const everywhere = new Set(readByServer);
    for (const path of files) for (const name of settingsReadIn(textOf(path))) everywhere.add(name);
    const stale = [...documented()].filter((name) => !everywhere.has(name)).sort();
    expect(stale, `named in ${DOC} but read nowhere`).toEqual([]);
  });
});

describe(`${DOC}, the range of every numeric setting`, () => {
  it('gives each range as env.ts enforces it, and no other', () => {
    const page = readFileSync(join(ROOT, DOC), 'utf8');
    const section = page.slice(page.indexOf('<!-- ranges:start -->'), page.indexOf('<!-- ranges:end -->'));
    const rows = [...section.matchAll(/^\| `([A-Z_]+)` +\| +(\d+) \| +(\d+) \|$/gm)].map(
      ([, name, min, max]) => [name, { min: Number(min), max: Number(max) }] as const,
    );
    expect(Object.fromEntries(rows)).toEqual(NUMBER_RANGES);
    expect(rows).toHaveLength(Object.keys(NUMBER_RANGES).length);
  });
});

describe('settingsReadIn', () => {
  it('reads property and index reads, not spreads, constants or longer names', () => {
    const text = [
      'const a = process.env.MINBAR_ADMIN_PASSWORD ?? env?.SMTP_URL;',
      "const b = source['MAIL_FROM'] + environment.MINBAR_ENV_FILE.trim();",
      'const c = { ...MAIL_STORY_EXAMPLES, keys: STRIPE_KEYS, test: process.env.TEST_DATABASE_URL };',
    ].join('\n');
    expect([...settingsReadIn(text)].sort()).toEqual([
      'MAIL_FROM',
      'MINBAR_ADMIN_PASSWORD',
      'MINBAR_ENV_FILE',
      'SMTP_URL',
    ]);
  });
});
