/**
 * What systemd's `EnvironmentFile=` makes of a file: a line-for-line port of the state machine in
 * systemd's src/basic/env-file.c (parse_env_file_internal, v254 and later), so a test can show that a
 * settings file means the same to systemd as to sh and to the server (env-file.ts). The quirks kept
 * on purpose are the ones that bite: a `# comment` after a value stays part of the value, a line
 * starting with `;` is a comment, backslashes escape outside single quotes, and a later assignment
 * replaces an earlier one. An assignment whose name is not a valid variable name is dropped, as
 * systemd drops it (with a warning) when it builds the service's environment.
 */
const COMMENTS = '#;';
const WHITESPACE = ' \t\n\r';
const NEWLINE = '\n\r';
const SHELL_NEED_ESCAPE = '"\\`$';

type State =
  | 'PRE_KEY'
  | 'KEY'
  | 'PRE_VALUE'
  | 'VALUE'
  | 'VALUE_ESCAPE'
  | 'SINGLE_QUOTE_VALUE'
  | 'DOUBLE_QUOTE_VALUE'
  | 'DOUBLE_QUOTE_VALUE_ESCAPE'
  | 'COMMENT'
  | 'COMMENT_ESCAPE';

export function readAsSystemdEnvironmentFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  let state: State = 'PRE_KEY';
  let key = '';
  let value = '';
  let lastKeyWhitespace = -1;
  let lastValueWhitespace = -1;

  const push = (chompValue: boolean) => {
    const name = lastKeyWhitespace >= 0 ? key.slice(0, lastKeyWhitespace) : key;
    const text = chompValue && lastValueWhitespace >= 0 ? value.slice(0, lastValueWhitespace) : value;
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) result[name] = text;
    key = '';
    value = '';
  };

  for (const c of text) {
    switch (state) {
      case 'PRE_KEY':
        if (COMMENTS.includes(c)) state = 'COMMENT';
        else if (!WHITESPACE.includes(c)) {
          state = 'KEY';
          lastKeyWhitespace = -1;
          key += c;
        }
        break;
      case 'KEY':
        if (NEWLINE.includes(c)) {
          state = 'PRE_KEY';
          key = '';
        } else if (c === '=') {
          state = 'PRE_VALUE';
          lastValueWhitespace = -1;
        } else {
          if (!WHITESPACE.includes(c)) lastKeyWhitespace = -1;
          else if (lastKeyWhitespace < 0) lastKeyWhitespace = key.length;
          key += c;
        }
        break;
      case 'PRE_VALUE':
        if (NEWLINE.includes(c)) {
          state = 'PRE_KEY';
          push(false);
        } else if (c === "'") state = 'SINGLE_QUOTE_VALUE';
        else if (c === '"') state = 'DOUBLE_QUOTE_VALUE';
        else if (c === '\\') state = 'VALUE_ESCAPE';
        else if (!WHITESPACE.includes(c)) {
          state = 'VALUE';
          value += c;
        }
        break;
      case 'VALUE':
        if (NEWLINE.includes(c)) {
          state = 'PRE_KEY';
          push(true);
        } else if (c === '\\') {
          state = 'VALUE_ESCAPE';
          lastValueWhitespace = -1;
        } else {
          if (!WHITESPACE.includes(c)) lastValueWhitespace = -1;
          else if (lastValueWhitespace < 0) lastValueWhitespace = value.length;
          value += c;
        }
        break;
      case 'VALUE_ESCAPE':
        state = 'VALUE';
        if (!NEWLINE.includes(c)) value += c;
        break;
      case 'SINGLE_QUOTE_VALUE':
        if (c === "'") state = 'PRE_VALUE';
        else value += c;
        break;
      case 'DOUBLE_QUOTE_VALUE':
        if (c === '"') state = 'PRE_VALUE';
        else if (c === '\\') state = 'DOUBLE_QUOTE_VALUE_ESCAPE';
        else value += c;
        break;
      case 'DOUBLE_QUOTE_VALUE_ESCAPE':
        state = 'DOUBLE_QUOTE_VALUE';
        if (SHELL_NEED_ESCAPE.includes(c)) value += c;
        else if (c !== '\n') value += `\\${c}`;
        break;
      case 'COMMENT':
        if (c === '\\') state = 'COMMENT_ESCAPE';
        else if (NEWLINE.includes(c)) state = 'PRE_KEY';
        break;
      case 'COMMENT_ESCAPE':
        state = NEWLINE.includes(c) ? 'PRE_KEY' : 'COMMENT';
        break;
    }
  }
  if (
    state === 'PRE_VALUE' ||
    state === 'VALUE' ||
    state === 'VALUE_ESCAPE' ||
    state === 'SINGLE_QUOTE_VALUE' ||
    state === 'DOUBLE_QUOTE_VALUE' ||
    state === 'DOUBLE_QUOTE_VALUE_ESCAPE'
  )
    push(state === 'VALUE');
  return result;
}
