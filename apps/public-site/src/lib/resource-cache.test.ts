import { describe, expect, it, vi } from 'vitest';
import { createResourceCache } from './resource-cache';

describe('createResourceCache', () => {
  it('loads a key once and hands the same promise to every reader', async () => {
    const cache = createResourceCache();
    const load = vi.fn(async () => 'categories');

    const first = cache.read('main:en', load);
    const second = cache.read('main:en', load);

    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBe('categories');
  });

  it('keeps a failure until it is forgotten, then loads afresh', async () => {
    const cache = createResourceCache();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');

    await expect(cache.read('main:en', load)).rejects.toThrow('offline');
    await expect(cache.read('main:en', load)).rejects.toThrow('offline');
    cache.forget('main:en');

    await expect(cache.read('main:en', load)).resolves.toBe('back');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets every key of a prefix, and keeps a primed value without loading', async () => {
    const cache = createResourceCache();
    cache.prime('category:en:5', { id: 5 });
    const load = vi.fn(async () => ({ id: 0 }));

    await expect(cache.read('category:en:5', load)).resolves.toEqual({ id: 5 });
    expect(load).not.toHaveBeenCalled();

    cache.forget('category:');
    await expect(cache.read('category:en:5', load)).resolves.toEqual({ id: 0 });
  });
});
