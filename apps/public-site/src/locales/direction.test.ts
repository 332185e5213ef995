import { unisolatedLatinRuns } from '@minbar/ui/user-text/latin-runs';
import { describe, expect, it } from 'vitest';
import activities from '../features/activities/locales/ar.json';
import prayerTimes from '../features/prayer-times/locales/ar.json';
import site from './ar.json';

describe("the public site's Arabic", () => {
  it('isolates the Latin it quotes (a currency code, an example address, 3-D Secure), so it is not reordered', () => {
    const bare = Object.entries({ ...site, ...activities, ...prayerTimes }).flatMap(([id, message]) =>
      unisolatedLatinRuns(message).map((run) => `${id}: ${run}`),
    );
    expect(bare).toEqual([]);
  });
});
