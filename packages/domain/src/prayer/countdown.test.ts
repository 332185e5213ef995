import { describe, expect, it } from 'vitest';
import { type CountdownParts, countdownParts } from './countdown';

describe('countdownParts', () => {
  it.each<[label: string, seconds: number, parts: CountdownParts]>([
    ['the instant itself', 0, { unit: 'seconds', seconds: 0 }],
    ['a negative remainder (a late tick) as nothing left', -3, { unit: 'seconds', seconds: 0 }],
    ['one second', 1, { unit: 'seconds', seconds: 1 }],
    ['a fraction of a second, counted up', 0.2, { unit: 'seconds', seconds: 1 }],
    ['the last second of the last minute', 59, { unit: 'seconds', seconds: 59 }],
    ['a fraction under a minute, counted up to the minute', 59.5, { unit: 'minutes', hours: 0, minutes: 1 }],
    ['exactly a minute', 60, { unit: 'minutes', hours: 0, minutes: 1 }],
    ['a minute and a second, counted up', 61, { unit: 'minutes', hours: 0, minutes: 2 }],
    ['18 min 1 s as 19 min', 18 * 60 + 1, { unit: 'minutes', hours: 0, minutes: 19 }],
    ['19 min 0 s as 19 min', 19 * 60, { unit: 'minutes', hours: 0, minutes: 19 }],
    ['59 min 1 s as a whole hour', 59 * 60 + 1, { unit: 'minutes', hours: 1, minutes: 0 }],
    ['exactly an hour', 3600, { unit: 'minutes', hours: 1, minutes: 0 }],
    ['an hour and a second', 3601, { unit: 'minutes', hours: 1, minutes: 1 }],
    ['1 h 4 min', 3600 + 4 * 60, { unit: 'minutes', hours: 1, minutes: 4 }],
    ['1 h 31 min', 3600 + 31 * 60, { unit: 'minutes', hours: 1, minutes: 31 }],
    [
      'a winter night to fajr, 11 h 59 min 30 s',
      11 * 3600 + 59 * 60 + 30,
      { unit: 'minutes', hours: 12, minutes: 0 },
    ],
    ['over a day (a gap in the served days)', 26 * 3600 + 5 * 60, { unit: 'minutes', hours: 26, minutes: 5 }],
  ])('%s (%d s)', (_label, seconds, parts) => {
    expect(countdownParts(seconds)).toEqual(parts);
  });
});
