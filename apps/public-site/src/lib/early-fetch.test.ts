import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEarly, pageFetch, startEarly } from './early-fetch';

/** The network, counted: each call answers with its address and language, in a body of its own. */
function network(status = 200) {
  const calls: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const language = new Headers(init?.headers).get('Accept-Language');
    const address = String(input);
    calls.push(`${language ?? '-'} ${address}`);
    return new Response(JSON.stringify({ address, language, call: calls.length }), { status });
  });
  return { calls, spy };
}

afterEach(() => {
  forgetEarly();
  vi.restoreAllMocks();
});

const asked = (url: string, language: string) =>
  pageFetch(url, { headers: { 'Accept-Language': language } }).then((answer) => answer.json());

describe('pageFetch', () => {
  it("hands a page's first call the read started for it, then asks the network again", async () => {
    const { calls } = network();
    startEarly({ url: '/api/categories/7/', language: 'en' });

    await expect(asked('/api/categories/7/', 'en')).resolves.toMatchObject({ call: 1 });
    expect(calls).toEqual(['en /api/categories/7/']);
    // A retry, or the page opened again, asks afresh.
    await expect(asked('/api/categories/7/', 'en')).resolves.toMatchObject({ call: 2 });
  });

  it('answers every call of the page from a kept read, each with a body of its own', async () => {
    const { calls } = network();
    startEarly({ url: '/api/public/mosque', language: 'ar', kept: true });

    const [layout, organiser] = await Promise.all([
      asked('/api/public/mosque', 'ar'),
      asked('http://localhost:3000/api/public/mosque', 'ar'),
    ]);
    expect(layout).toEqual(organiser);
    expect(calls).toEqual(['ar /api/public/mosque']);
  });

  it('finds a read by its language, and one started in none by any language', async () => {
    const { calls } = network();
    startEarly({ url: '/api/public/events', language: 'pl' });
    startEarly({ url: '/api/public/cities', language: null });

    await asked('/api/public/events', 'en');
    await asked('/api/public/cities', 'en');
    expect(calls).toEqual(['pl /api/public/events', '- /api/public/cities', 'en /api/public/events']);
  });

  it('sends anything but a GET to the network', async () => {
    const { calls } = network();
    startEarly({ url: '/api/public/events', language: 'en' });
    await pageFetch('/api/public/events', { method: 'POST', headers: { 'Accept-Language': 'en' } });
    expect(calls).toEqual(['en /api/public/events', 'en /api/public/events']);
  });

  it('keeps no failed read: the next call asks again', async () => {
    const { calls } = network(503);
    startEarly({ url: '/api/public/mosque', language: 'en', kept: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((settled) => setTimeout(settled, 0));

    const answer = await pageFetch('/api/public/mosque', { headers: { 'Accept-Language': 'en' } });
    expect(answer.status).toBe(503);
    expect(calls).toHaveLength(2);
  });
});
