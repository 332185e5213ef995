import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentWithFile, parseEnvFile } from './env-file';
import { readAsSystemdEnvironmentFile } from './test/systemd-environment-file';

const folder = mkdtempSync(join(tmpdir(), 'minbar-env-file-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What `set -a; . FILE` gives a program, as the guide's cron line and a person at a shell do; null if sh fails. */
function readAsSh(text: string): Record<string, string> | null {
  const path = join(folder, 'settings.env');
  writeFileSync(path, text);
  const clean = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const before = spawnSync('sh', ['-c', 'exec env -0'], { env: clean, encoding: 'utf8' });
  const after = spawnSync('sh', ['-c', 'set -a; . "$1" || exit 3; exec env -0', 'sh', path], {
    env: clean,
    encoding: 'utf8',
  });
  if (after.status !== 0) return null;
  const pairs = (output: string) =>
    output
      .split('\0')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const);
  const ambient = new Map(pairs(before.stdout));
  return Object.fromEntries(pairs(after.stdout).filter(([name, value]) => ambient.get(name) !== value));
}

describe('the settings file', () => {
  it.each<[line: string, value: string]>([
    [
      'DATABASE_URL=postgres://minbar@/minbar?host=/var/run/postgresql',
      'postgres://minbar@/minbar?host=/var/run/postgresql',
    ],
    ['MINBAR_JWT_SECRET=Abc+/def=', 'Abc+/def='],
    ["MAIL_FROM='Meczet <no-reply@meczet.example.org>'", 'Meczet <no-reply@meczet.example.org>'],
    [
      "SMTP_URL='smtps://user:p#ss$word!@mail.example.org:465'",
      'smtps://user:p#ss$word!@mail.example.org:465',
    ],
    ['MINBAR_S3_ENDPOINT=', ''],
  ])('%s reads the same for the server, sh and systemd', (line, value) => {
    const name = line.slice(0, line.indexOf('='));
    const text = `# a comment\n\n${line}\n`;
    expect(parseEnvFile(text)).toEqual({ values: { [name]: value }, problems: [] });
    expect(readAsSh(text)).toEqual({ [name]: value });
    expect(readAsSystemdEnvironmentFile(text)).toEqual({ [name]: value });
  });

  it.each<[line: string, said: RegExp]>([
    [
      'MINBAR_DEMO=0    # no demo accounts',
      /line 1: MINBAR_DEMO: a comment after the value becomes part of it for systemd/,
    ],
    [
      'MAIL_FROM=Meczet <no-reply@meczet.example.org>',
      /line 1: MAIL_FROM: the value holds a space < >.*MAIL_FROM='Meczet <no-reply@meczet\.example\.org>'/,
    ],
    ['SMTP_URL=smtps://user:pa$$@mail.example.org', /line 1: SMTP_URL: the value holds \$, .*single quotes/],
    ['MAIL_FROM="Meczet"', /line 1: MAIL_FROM: use single quotes/],
    ["MAIL_FROM='Meczet' # the sender", /line 1: MAIL_FROM: something follows the closing quote/],
    ['export MINBAR_DEMO=0', /line 1: starts with "export"/],
    ['MINBAR_DEMO = 0', /line 1: "MINBAR_DEMO " is not a variable name/],
    ['  MINBAR_DEMO=0', /line 1: starts or ends with spaces/],
    ['MINBAR_DEMO=0\r', /line 1: ends in a carriage return/],
    ['MINBAR_DEMO', /line 1: is not NAME=value/],
  ])('refuses %j, naming the line and the way to write it', (line, said) => {
    const { problems } = parseEnvFile(`${line}\n`);
    expect(problems.map(({ line: number, message }) => `line ${number}: ${message}`).join('\n')).toMatch(
      said,
    );
  });

  it('refuses only lines that sh and systemd read differently', () => {
    // Each refused shape, read by the other two: sh fails or they disagree.
    for (const line of [
      'MINBAR_DEMO=0    # no demo accounts',
      'MAIL_FROM=Meczet <no-reply@meczet.example.org>',
      'SMTP_URL=smtps://user:pa$$@mail.example.org',
      'MAIL_FROM="a `b`"',
      'MINBAR_DEMO = 0',
    ]) {
      expect(readAsSh(`${line}\n`), line).not.toEqual(readAsSystemdEnvironmentFile(`${line}\n`));
    }
  });

  it('names a variable set twice, with both lines', () => {
    expect(parseEnvFile('MINBAR_DEMO=0\n# later\nMINBAR_DEMO=1\n').problems).toEqual([
      { line: 3, message: 'sets MINBAR_DEMO again (first set on line 1): keep one' },
    ]);
  });

  it('is read when MINBAR_ENV_FILE names it, under the variables the process already has', () => {
    const path = join(folder, 'minbar.env');
    writeFileSync(path, 'MINBAR_DEMO=0\nMINBAR_API_PORT=8000\n');
    expect(environmentWithFile({ MINBAR_ENV_FILE: path, MINBAR_API_PORT: '8010' })).toEqual({
      MINBAR_ENV_FILE: path,
      MINBAR_DEMO: '0',
      MINBAR_API_PORT: '8010',
    });
    const without = { MINBAR_DEMO: '1' };
    expect(environmentWithFile(without)).toBe(without);
  });

  it('stops the start with every wrong line, or a file that is not there', () => {
    const path = join(folder, 'wrong.env');
    writeFileSync(path, 'MINBAR_DEMO=0 # demo\nMAIL_FROM=A <a@b.c>\n');
    expect(() => environmentWithFile({ MINBAR_ENV_FILE: path })).toThrow(
      new RegExp(`^Invalid settings file:\\n${path}, line 1: MINBAR_DEMO: .*\\n${path}, line 2: MAIL_FROM: `),
    );
    expect(() => environmentWithFile({ MINBAR_ENV_FILE: join(folder, 'missing.env') })).toThrow(
      /MINBAR_ENV_FILE: .*missing\.env is not found/,
    );
  });
});
