import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { App } from './app';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, value);
    },
  };
}

afterEach(cleanup);

describe('public site shell', () => {
  it('greets visitors in Polish when no language was chosen', () => {
    render(<App storage={memoryStorage()} />);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(pl['home.title']);
    expect(within(main).getByText(pl['home.donationsPreparing'])).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain(pl['layout.centreName']);
    expect(screen.getByRole('contentinfo').textContent).toContain(pl['layout.footer']);
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe(pl['document.title']);
  });

  it('starts in the language kept from an earlier visit', () => {
    render(<App storage={memoryStorage({ language: 'en' })} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['home.title']);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('ignores a stored value that is not a supported language', () => {
    render(<App storage={memoryStorage({ language: 'xx' })} />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(pl['home.title']);
  });

  it('switches to Arabic, mirrors the page and keeps the choice', async () => {
    const storage = memoryStorage({ language: 'en' });
    render(<App storage={storage} />);

    await userEvent.click(screen.getByRole('button', { name: /^ar$|arab|العربية/i }));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ar['home.title']);
    expect(screen.getByText(ar['home.donationsPreparing'])).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(storage.getItem('language')).toBe('ar');
  });
});

describe('public site locale files', () => {
  it('translate every message into all three languages', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    expect(Object.keys(pl).sort()).toEqual(keys);
    for (const key of keys) {
      const id = key as keyof typeof en;
      expect(ar[id]).not.toBe(en[id]);
      expect(pl[id]).not.toBe(en[id]);
    }
  });
});
