import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth-intl';
import { loginFirstPaintHtml } from './login-first-paint';

describe("index.html's own login page", () => {
  it('holds the login page once per language, each marked with its language and direction', async () => {
    const page = document.createElement('div');
    page.innerHTML = await loginFirstPaintHtml();

    const copies = [...page.querySelectorAll<HTMLElement>('[data-first-paint]')];
    expect(copies.map((copy) => [copy.dataset.firstPaint, copy.lang, copy.dir])).toEqual([
      ['en', 'en', 'ltr'],
      ['ar', 'ar', 'rtl'],
      ['pl', 'pl', 'ltr'],
    ]);
    for (const copy of copies) {
      const locale = copy.lang as 'en' | 'ar' | 'pl';
      expect(copy.querySelector('h1')?.textContent).toBe(AUTH_MESSAGES[locale]['login.title']);
      expect(copy.querySelector('button[type="submit"]')?.textContent).toBe(
        AUTH_MESSAGES[locale]['login.submit'],
      );
      expect(copy.querySelectorAll('input').length).toBe(2);
    }
  });

  it('is a picture of the page: inert, hidden from assistive technology, and no id used twice', async () => {
    const page = document.createElement('div');
    page.innerHTML = await loginFirstPaintHtml();

    for (const copy of page.querySelectorAll<HTMLElement>('[data-first-paint]')) {
      expect(copy.hasAttribute('inert')).toBe(true);
      expect(copy.getAttribute('aria-hidden')).toBe('true');
    }
    const ids = [...page.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    // Every label still names its own copy's field.
    for (const label of page.querySelectorAll('label[for]')) {
      expect(page.querySelector(`#${CSS.escape(label.getAttribute('for') ?? '')}`)?.tagName).toBe('INPUT');
    }
  });
});
