import type { Locale } from '@minbar/ui/provider/ui-provider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocaleState as createWithCatalogue } from './locale-state';

// Which languages have their messages in memory, and the loads still on their way.
const loaded = new Set<string>();
const pending = new Map<string, () => void>();
const messages = {
  isLocaleLoaded: (locale: Locale) => loaded.has(locale),
  loadLocale: (locale: Locale) =>
    new Promise<void>((resolve) => {
      pending.set(locale, () => {
        loaded.add(locale);
        resolve();
      });
    }),
};

const createLocaleState = (initial: Locale, storage: ReturnType<typeof memoryStorage>) =>
  createWithCatalogue(initial, storage, messages);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

async function arrive(locale: string) {
  pending.get(locale)?.();
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => {
  loaded.clear();
  pending.clear();
  loaded.add('pl');
});

describe('the page language', () => {
  it('starts on the given language and switches at once to one whose messages are loaded', () => {
    loaded.add('en');
    const storage = memoryStorage();
    const state = createLocaleState('pl', storage);
    const listener = vi.fn();
    state.subscribe(listener);

    state.set('en');

    expect(state.get()).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(storage.getItem('language')).toBe('en');
  });

  it('waits for the messages of a language not yet loaded, then switches in one step', async () => {
    const storage = memoryStorage();
    const state = createLocaleState('pl', storage);

    state.set('ar');
    expect(state.get()).toBe('pl');
    expect(storage.getItem('language')).toBeNull();

    await arrive('ar');
    expect(state.get()).toBe('ar');
    expect(storage.getItem('language')).toBe('ar');
  });

  it('keeps the last choice when an earlier one arrives later', async () => {
    loaded.add('en');
    const storage = memoryStorage();
    const state = createLocaleState('pl', storage);

    state.set('ar');
    state.set('en');
    await arrive('ar');

    expect(state.get()).toBe('en');
    expect(storage.getItem('language')).toBe('en');
  });

  it('stops telling a listener once it unsubscribes, and stores the current choice again', () => {
    const storage = memoryStorage();
    const state = createLocaleState('pl', storage);
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    unsubscribe();

    state.set('pl');

    expect(listener).not.toHaveBeenCalled();
    expect(storage.getItem('language')).toBe('pl');
  });
});
