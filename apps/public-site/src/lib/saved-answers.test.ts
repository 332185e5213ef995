import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarly, pageFetch, startEarly } from './early-fetch';
import {
  forgetAnswers,
  notingAnswers,
  SAVED_AT_HEADER,
  savedAgeText,
  savedAtFor,
  savedAtOf,
} from './saved-answers';

afterEach(() => {
  forgetEarly();
  forgetAnswers();
  vi.restoreAllMocks();
});

const stamped = (savedAt: number | null) =>
  new Response('{}', { headers: savedAt === null ? {} : { [SAVED_AT_HEADER]: String(savedAt) } });

/** The network as the service worker answers the page: the device's copy carries its stamp. */
function answers(stamps: Record<string, number | null>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://site.test').pathname;
    return stamped(stamps[path] ?? null);
  });
}

describe('savedAtOf', () => {
  it('reads the service worker’s stamp, and nothing from an answer without one or with a broken one', () => {
    expect(savedAtOf(stamped(1_700_000_000_000))).toBe(1_700_000_000_000);
    expect(savedAtOf(stamped(null))).toBeNull();
    expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: 'yesterday' } }))).toBeNull();
  });
});

// As the pages' API clients call (src/lib/public-api-clients.ts): through the entry's pageFetch.
const clientFetch = notingAnswers(pageFetch);

describe('the answers the page’s calls meet', () => {
  it('say a screen is as old as its oldest answer from the device, and fresh once the server answers', async () => {
    answers({ '/api/settings': 5_000, '/api/public/prayer-times': 3_000 });
    await clientFetch('/api/settings');
    await clientFetch('/api/public/prayer-times?city=Warsaw&from=2026-11-01&to=2026-11-08');
    expect(savedAtFor('/api/settings', '/api/public/prayer-times')).toBe(3_000);

    vi.restoreAllMocks();
    answers({});
    await clientFetch('/api/settings');
    await clientFetch('/api/public/prayer-times?city=Warsaw&from=2026-11-01&to=2026-11-08');
    expect(savedAtFor('/api/settings', '/api/public/prayer-times')).toBeNull();
  });

  it('count a read the entry started early as well', async () => {
    answers({ '/api/public/events': 9_000 });
    startEarly({ url: '/api/public/events', language: 'pl' });
    await clientFetch('/api/public/events', { headers: { 'Accept-Language': 'pl' } });
    expect(savedAtFor('/api/public/events')).toBe(9_000);
  });
});

describe('savedAgeText', () => {
  const now = Date.UTC(2026, 10, 29, 12, 0, 0);
  const hour = 3_600_000;

  it('says how long ago in each language, by the largest whole unit', () => {
    expect(savedAgeText(now - 3 * hour - 20 * 60_000, now, 'en')).toBe('3 hours ago');
    expect(savedAgeText(now - 3 * hour, now, 'pl')).toBe('3 godziny temu');
    expect(savedAgeText(now - 3 * hour, now, 'ar')).toMatch(/3/);
    expect(savedAgeText(now - 25 * 60_000, now, 'en')).toBe('25 minutes ago');
    expect(savedAgeText(now - 3 * 24 * hour, now, 'en')).toBe('3 days ago');
    expect(savedAgeText(now - 10_000, now, 'en')).toBe('now');
  });
});
