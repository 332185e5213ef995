import { readFileSync } from 'node:fs';

/**
 * The installation's settings file (docs/deploy.md, `/etc/minbar.env`), read by the server and every
 * operator's command when MINBAR_ENV_FILE names it.
 *
 * The same file is also read by `sh` (`set -a; . /etc/minbar.env`, as cron and a person do) and by
 * systemd's `EnvironmentFile=`. Those two disagree on much: systemd keeps an inline `# comment` as
 * part of the value, while sh drops it; sh reads `<` and `>` as redirections and `$x` as a variable,
 * while systemd keeps them as text. So this reader accepts only the lines on which all three agree,
 * and names the line of any other, with how to write it:
 * - `NAME=value`, with no space around `=`, one per line; blank lines; comments on lines of their own;
 * - a bare value is letters, digits and `_ - . , / : @ + = % ^ ?` (a URL, a key, a path);
 * - anything else in single quotes, `NAME='Meczet <no-reply@example.org>'`, holding no `'` or `\`.
 * Variables already in the process's environment win over the file, as with `node --env-file`.
 */
export interface EnvFileProblem {
  line: number;
  message: string;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const BARE_VALUE = /^[A-Za-z0-9_\-.,/:@+=%^?]*$/;

export function parseEnvFile(text: string): { values: Record<string, string>; problems: EnvFileProblem[] } {
  const values: Record<string, string> = {};
  const firstLine = new Map<string, number>();
  const problems: EnvFileProblem[] = [];
  const lines = text.split('\n');
  // A file ending in a newline has an empty last piece, which is no line at all.
  if (lines.at(-1) === '') lines.pop();

  lines.forEach((raw, index) => {
    const line = index + 1;
    const problem = (message: string) => problems.push({ line, message });
    if (raw.endsWith('\r')) {
      problem('ends in a carriage return (Windows line ends): save the file with Unix line ends');
      return;
    }
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (raw !== trimmed) {
      problem('starts or ends with spaces: write NAME=value from the start of the line, nothing after it');
      return;
    }
    const equals = trimmed.indexOf('=');
    if (equals < 0) {
      problem('is not NAME=value (a comment starts with #)');
      return;
    }
    const name = trimmed.slice(0, equals);
    const rest = trimmed.slice(equals + 1);
    if (name.startsWith('export ')) {
      problem(`starts with "export": systemd does not read it; write ${name.slice(7).trim()}=…`);
      return;
    }
    if (!NAME.test(name)) {
      problem(`"${name}" is not a variable name (letters, digits and _, no spaces around =)`);
      return;
    }
    const value = readValue(name, rest, problem);
    if (value === null) return;
    const earlier = firstLine.get(name);
    if (earlier !== undefined) {
      problem(`sets ${name} again (first set on line ${earlier}): keep one`);
      return;
    }
    firstLine.set(name, line);
    values[name] = value;
  });
  return { values, problems };
}

function readValue(name: string, rest: string, problem: (message: string) => void): string | null {
  if (rest.startsWith("'")) {
    const close = rest.indexOf("'", 1);
    if (close < 0) {
      problem(`${name}: the quote opened is not closed on this line`);
      return null;
    }
    if (close !== rest.length - 1) {
      problem(
        `${name}: something follows the closing quote; put a comment on a line of its own, starting with #`,
      );
      return null;
    }
    const value = rest.slice(1, -1);
    if (value.includes('\\')) {
      problem(`${name}: a backslash is read differently by sh and systemd; leave it out`);
      return null;
    }
    return value;
  }
  if (rest.startsWith('"')) {
    problem(`${name}: use single quotes ('…'): in double quotes sh reads $ and \` as commands`);
    return null;
  }
  const comment = rest.search(/\s+#/);
  if (comment >= 0) {
    problem(
      `${name}: a comment after the value becomes part of it for systemd; put the comment on a line of its own, starting with #`,
    );
    return null;
  }
  if (!BARE_VALUE.test(rest)) {
    const odd = [...new Set(rest.replace(/[A-Za-z0-9_\-.,/:@+=%^?]/g, ''))]
      .map((character) => (character === ' ' ? 'a space' : character))
      .join(' ');
    problem(
      `${name}: the value holds ${odd}, which sh reads as part of a command: put it in single quotes, ${name}='${rest}'`,
    );
    return null;
  }
  return rest;
}

/** Reads the file MINBAR_ENV_FILE names, if any, under the process's own environment. */
export function environmentWithFile(
  environment: Record<string, string | undefined>,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): Record<string, string | undefined> {
  const path = environment.MINBAR_ENV_FILE?.trim();
  if (!path) return environment;
  let text: string;
  try {
    text = read(path);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EACCES' ? 'not readable by this user' : 'not found';
    throw new Error(`Invalid environment:\nMINBAR_ENV_FILE: ${path} is ${reason}`);
  }
  const { values, problems } = parseEnvFile(text);
  if (problems.length > 0) {
    const lines = problems.map(({ line, message }) => `${path}, line ${line}: ${message}`);
    throw new Error(`Invalid settings file:\n${lines.join('\n')}`);
  }
  return { ...values, ...environment };
}
