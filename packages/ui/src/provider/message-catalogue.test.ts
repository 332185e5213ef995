import { createElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { createMessageCatalogue, everyLocaleOf, isLocaleLoaded, loadLocale } from './message-catalogue';

function catalogueOf(texts: Record<'en' | 'ar' | 'pl', { greeting: string }>) {
  const loaders = {
    en: vi.fn(() => Promise.resolve({ default: texts.en })),
    ar: vi.fn(() => Promise.resolve({ default: texts.ar })),
    pl: vi.fn(() => Promise.resolve({ default: texts.pl })),
  };
  return { catalogue: createMessageCatalogue(loaders), loaders };
}

describe('message catalogues', () => {
  it('load one language at a time, each only once', async () => {
    const { catalogue, loaders } = catalogueOf({
      en: { greeting: 'Hello' },
      ar: { greeting: 'مرحبا' },
      pl: { greeting: 'Cześć' },
    });

    expect(catalogue.peek('pl')).toBeUndefined();
    const [first, second] = await Promise.all([catalogue.load('pl'), catalogue.load('pl')]);

    expect(first).toEqual({ greeting: 'Cześć' });
    expect(second).toBe(first);
    expect(catalogue.peek('pl')).toBe(first);
    expect(loaders.pl).toHaveBeenCalledTimes(1);
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.ar).not.toHaveBeenCalled();
  });

  it('call a language ready only once every catalogue has it, and loadLocale loads it in all of them', async () => {
    const app = catalogueOf({ en: { greeting: 'Hi' }, ar: { greeting: 'أهلا' }, pl: { greeting: 'Hej' } });
    const area = catalogueOf({
      en: { greeting: 'Area' },
      ar: { greeting: 'قسم' },
      pl: { greeting: 'Obszar' },
    });

    await app.catalogue.load('ar');
    expect(isLocaleLoaded('ar')).toBe(false);

    await loadLocale('ar');
    expect(isLocaleLoaded('ar')).toBe(true);
    expect(area.catalogue.peek('ar')).toEqual({ greeting: 'قسم' });
    expect(app.loaders.ar).toHaveBeenCalledTimes(1);
  });

  it('give tests every language as one object, and refuse to be read before the languages are loaded', async () => {
    const { catalogue } = catalogueOf({
      en: { greeting: 'A' },
      ar: { greeting: 'ب' },
      pl: { greeting: 'C' },
    });
    const every = everyLocaleOf(catalogue);

    expect(() => every.en).toThrow(/before loadEveryLocale/);
    await Promise.all([catalogue.load('en'), catalogue.load('ar'), catalogue.load('pl')]);
    expect(Object.keys(every)).toEqual(['en', 'ar', 'pl']);
    expect(every.ar.greeting).toBe('ب');
  });
});

describe('reading messages in render', () => {
  /** What `read` gives in a component once React has rendered everything it waited for. */
  async function renderedWithSuspense(read: () => string): Promise<string> {
    const { prelude } = await prerender(
      createElement(Suspense, { fallback: 'waiting' }, createElement(Reader, { read })),
    );
    return new Response(prelude).text();
  }

  it('gives each catalogue its own messages in a component that waited for both', async () => {
    const app = catalogueOf({ en: { greeting: 'Hi' }, ar: { greeting: 'أهلا' }, pl: { greeting: 'Hej' } });
    const area = catalogueOf({
      en: { greeting: 'Area' },
      ar: { greeting: 'قسم' },
      pl: { greeting: 'Obszar' },
    });

    // Neither language is in memory: the first read waits, and React renders the component again.
    const html = await renderedWithSuspense(
      () => `${app.catalogue.useMessages('pl').greeting} / ${area.catalogue.useMessages('pl').greeting}`,
    );

    expect(html).toContain('Hej / Obszar');
  });

  it('reads a language already in memory without waiting', async () => {
    const { catalogue } = catalogueOf({
      en: { greeting: 'Hello' },
      ar: { greeting: 'مرحبا' },
      pl: { greeting: 'Cześć' },
    });
    await catalogue.load('en');
    let renders = 0;

    const html = await renderedWithSuspense(() => {
      renders += 1;
      return catalogue.useMessages('en').greeting;
    });

    expect(html).toContain('Hello');
    expect(renders).toBe(1);
  });
});

function Reader({ read }: { read: () => string }) {
  return createElement('p', null, read());
}
