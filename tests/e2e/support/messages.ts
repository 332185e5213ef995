import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Locale = 'en' | 'ar' | 'pl';
type Messages = Record<string, string>;

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const cache = new Map<string, Messages>();

function load(path: string): Messages {
  const cached = cache.get(path);
  if (cached) return cached;
  const messages = JSON.parse(readFileSync(resolve(ROOT, path), 'utf8')) as Messages;
  cache.set(path, messages);
  return messages;
}

function lookup(messages: Messages, id: string, source: string): string {
  const message = messages[id];
  if (message === undefined) throw new Error(`${source} has no message "${id}".`);
  return message;
}

/*
 * Tests read the screens' texts from the apps' own locale files, so a reworded label changes the test
 * with it, while a missing translation or a renamed key fails loudly.
 */
export function dashboardText(locale: Locale, id: string): string {
  return lookup(dashboardMessages(locale), id, `the dashboard's ${locale}.json files`);
}

/**
 * Every dashboard message of a language: the app-wide catalogue (src/locales), each area's own
 * (features/<area>/locales) and those areas share (lib/<part>/locales, such as the mail kinds' words),
 * so a test names a message by its key wherever the dashboard keeps it.
 */
function dashboardMessages(locale: Locale): Messages {
  const parts = ['apps/dashboard/src/features', 'apps/dashboard/src/lib'].flatMap((folder) =>
    readdirSync(resolve(ROOT, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}/${entry.name}/locales/${locale}.json`)
      .filter((path) => existsSync(resolve(ROOT, path))),
  );
  return Object.assign({}, load(`apps/dashboard/src/locales/${locale}.json`), ...parts.map(load));
}

export function uiText(locale: Locale, id: string): string {
  return lookup(load(`packages/ui/intl/${locale}.json`), id, `ui ${locale}.json`);
}

export function prayerTimesText(locale: Locale, id: string): string {
  return lookup(
    load(`apps/dashboard/src/features/prayer-times/locales/${locale}.json`),
    id,
    `prayer-times ${locale}.json`,
  );
}

/** A city as the prayer-times screens name its API identifier ('Gdansk' is 'Gdańsk' in Polish). */
export function cityName(locale: Locale, city: string): string {
  return prayerTimesText(locale, `prayer.cityName.${city}`);
}

/** A text of the printed certificate, which prints in the language staff pick, not the interface's. */
export function certificatePaperText(locale: Locale, id: string): string {
  return lookup(
    load(`apps/dashboard/src/features/certificates/paper/locales/${locale}.json`),
    id,
    `certificate paper ${locale}.json`,
  );
}

export function publicSiteText(locale: Locale, id: string): string {
  return lookup(load(`apps/public-site/src/locales/${locale}.json`), id, `public-site ${locale}.json`);
}

/** A message of a gift's own pages on the public site (the thank-you page, the demo bank). */
export function giftPageText(locale: Locale, id: string): string {
  return lookup(
    load(`apps/public-site/src/features/donations/locales/${locale}.json`),
    id,
    `gift pages ${locale}.json`,
  );
}

/** The static part of an ICU message, before its first argument, for matching a formatted text. */
export function textBeforeArgument(message: string): string {
  return message.split('{')[0]!.trim();
}
