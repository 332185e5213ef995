import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeShellHtml } from '../../vite/first-paint';
import eventsAr from '../features/events/locales/ar.json';
import eventsEn from '../features/events/locales/en.json';
import eventsPl from '../features/events/locales/pl.json';
import prayerAr from '../features/prayer-times/locales/ar.json';
import prayerEn from '../features/prayer-times/locales/en.json';
import prayerPl from '../features/prayer-times/locales/pl.json';
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

describe("a page's own first paint of its heading", () => {
  const PAGES = [
    {
      key: 'events',
      path: '/events',
      messages: { en: eventsEn, ar: eventsAr, pl: eventsPl },
      title: 'events.title',
      intro: 'events.intro',
    },
    {
      key: 'prayer-times',
      path: '/prayer-times',
      messages: { en: prayerEn, ar: prayerAr, pl: prayerPl },
      title: 'timetable.title',
      intro: 'timetable.intro',
      className: 'timetable-page',
      headerClassName: 'timetable-page__header',
    },
  ] as const;
  const shellTexts = PAGES.map(({ messages, path: _path, ...page }) => ({
    ...page,
    texts: messages as unknown as Record<string, Record<string, string>>,
  }));

  it('carries each page heading and introduction in the three languages', () => {
    const shell = document.createElement('div');
    shell.innerHTML = homeShellHtml(TEXTS, shellTexts);

    for (const { key, messages, title, intro } of PAGES) {
      const section = shell.querySelector(`[data-shell-page="${key}"]`);
      for (const locale of ['en', 'ar', 'pl'] as const) {
        const texts = [...(section?.querySelectorAll(`[data-shell-lang="${locale}"]`) ?? [])].map(
          (node) => node.textContent,
        );
        const own = messages[locale] as Record<string, string>;
        expect(texts).toEqual([own[title], own[intro]]);
      }
    }
  });

  it('uses the section, header and heading its route renders', async () => {
    const shell = document.createElement('div');
    shell.innerHTML = homeShellHtml(TEXTS, shellTexts);
    for (const { key, path } of PAGES) {
      cleanup();
      await renderSite({ server: publicServer(() => 'no-answer'), path });
      const shellSection = shell.querySelector(`[data-shell-page="${key}"]`);
      const heading = await screen.findByRole('heading', { level: 1 });
      const section = heading.closest('section');
      expect(section?.className, key).toBe(shellSection?.className);
      expect(heading.parentElement?.className, key).toBe(shellSection?.querySelector('header')?.className);
      expect(heading.parentElement?.querySelector('p'), key).not.toBeNull();
    }
  });
});
