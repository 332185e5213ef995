/**
 * The server's log (docs/decisions/0045): one JSON line per request and per notable event, for
 * journald, a log shipper or `jq` (docs/deploy.md), or one readable line each in development
 * (MINBAR_LOG_FORMAT=pretty). A request's line names its route's pattern, never its address (a
 * management link's token is in the address), and no body, password, code, token or card detail is
 * ever a field: fields whose names say they hold one are blanked, whoever passed them.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface LogFields {
  level?: LogLevel;
  [field: string]: string | number | boolean | null | undefined;
}

/** A message, and the facts that go with it as fields. */
export type Log = (message: string, fields?: LogFields) => void;

export type LogFormat = 'json' | 'pretty';

/** Field names that may carry a secret: their values never reach the log. */
const SECRET_FIELD = /pass(word)?|secret|token|code|card|authorization|cookie|body|iban|cvc/i;

export function createLogger(format: LogFormat, write: (line: string) => void, now = () => new Date()): Log {
  return (message, fields = {}) => {
    const { level = 'info', ...rest } = fields;
    const facts: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(rest)) {
      if (value === undefined) continue;
      facts[name] = SECRET_FIELD.test(name) ? '[redacted]' : value;
    }
    const time = now().toISOString();
    if (format === 'json') {
      write(JSON.stringify({ level, time, msg: message, ...facts }));
      return;
    }
    const extra = Object.entries(facts)
      .map(
        ([name, value]) =>
          `${name}=${typeof value === 'string' && /\s/.test(value) ? JSON.stringify(value) : value}`,
      )
      .join(' ');
    write(`${time.slice(11, 23)} ${level.toUpperCase().padEnd(5)} ${message}${extra ? ` ${extra}` : ''}`);
  };
}
