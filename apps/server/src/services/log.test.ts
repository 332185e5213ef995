import { describe, expect, it } from 'vitest';
import { createLogger } from './log';

const at = () => new Date('2026-11-27T08:15:30.125Z');

function logged(format: 'json' | 'pretty') {
  const lines: string[] = [];
  return { lines, log: createLogger(format, (line) => lines.push(line), at) };
}

describe('the server log', () => {
  it('writes one JSON object a line: level, time, message, then the fields', () => {
    const { lines, log } = logged('json');
    log('request', {
      requestId: 'r-1',
      method: 'GET',
      route: '/api/x/:id',
      status: 200,
      ms: 4,
      userId: undefined,
    });
    log('payment sweep failed', { level: 'error', error: 'timeout' });
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        level: 'info',
        time: '2026-11-27T08:15:30.125Z',
        msg: 'request',
        requestId: 'r-1',
        method: 'GET',
        route: '/api/x/:id',
        status: 200,
        ms: 4,
      },
      { level: 'error', time: '2026-11-27T08:15:30.125Z', msg: 'payment sweep failed', error: 'timeout' },
    ]);
  });

  it('never writes a field that may hold a secret, whoever passed it', () => {
    const { lines, log } = logged('json');
    log('oops', { password: 'hunter2', accessToken: 'eyJ', code: '123456', cardNumber: '4242', body: '{}' });
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({
      password: '[redacted]',
      accessToken: '[redacted]',
      code: '[redacted]',
      cardNumber: '[redacted]',
      body: '[redacted]',
    });
    expect(lines[0]).not.toMatch(/hunter2|eyJ|123456|4242/);
  });

  it('writes one readable line each in development', () => {
    const { lines, log } = logged('pretty');
    log('request', { method: 'POST', route: '/api/donations', status: 201, ms: 12 });
    log('stopping', { level: 'warn', signal: 'SIGTERM', note: 'two words' });
    expect(lines).toEqual([
      '08:15:30.125 INFO  request method=POST route=/api/donations status=201 ms=12',
      '08:15:30.125 WARN  stopping signal=SIGTERM note="two words"',
    ]);
  });
});
