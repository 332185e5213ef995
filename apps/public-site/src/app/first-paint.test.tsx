import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeShellHtml } from '../../vite/first-paint';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pl from '../locales/pl.json';
import { publicServer, renderSite } from '../test/render-site';

afterEach(cleanup);

const TEXTS = { en, ar, pl };

describe("the page's own first paint of the home", () => {
  it('carries the header and hero texts in the three languages, each marked with its language', () => {
    const shell = document.createElement('div');
    shell.innerHTML = homeShellHtml(TEXTS);

    for (const locale of ['en', 'ar', 'pl'] as const) {
      const texts = [...shell.querySelectorAll(`[data-shell-lang="${locale}"]`)].map(
        (node) => node.textContent,
      );
      expect(texts).toEqual([
        TEXTS[locale]['layout.centreName'],
        TEXTS[locale]['layout.nav.events'],
        TEXTS[locale]['layout.nav.activities'],
        TEXTS[locale]['layout.nav.prayerTimes'],
        TEXTS[locale]['home.title'],
        TEXTS[locale]['home.intro'],
      ]);
    }
  });

  it('uses the same elements and classes as the React home it stands in for', async () => {
    const shell = document.createElement('div');
    shell.innerHTML = homeShellHtml(TEXTS);
    await renderSite({ server: publicServer(() => 'no-answer') });

    for (const selector of [
      'header.public-layout__header',
      'nav.public-layout__nav a.public-layout__nav-link[href="/events"]',
      'nav.public-layout__nav a.public-layout__nav-link[href="/activities"]',
      'h1.hero__title',
      'p.hero__intro',
      'main.public-layout__main',
    ]) {
      expect(shell.querySelector(selector), selector).not.toBeNull();
      expect(document.body.querySelector(selector), selector).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 1 }).className).toBe(shell.querySelector('h1')?.className);
  });
});
