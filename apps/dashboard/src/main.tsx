import { readStoredLocale } from './lib/stored-language';

/*
 * The page's first script, kept tiny. It asks at once for the active language's messages, which
 * only it can choose (the language is kept in this browser), so they download beside the first
 * page's code (first-page.tsx, preloaded by index.html) instead of after it, and then starts it.
 * The message modules are the same ones the catalogues import later, which then resolve at once.
 */
const MESSAGES = {
  en: () => [import('./locales/en.json'), import('@minbar/ui/intl/en.json')],
  ar: () => [import('./locales/ar.json'), import('@minbar/ui/intl/ar.json')],
  pl: () => [import('./locales/pl.json'), import('@minbar/ui/intl/pl.json')],
};

for (const pending of MESSAGES[readStoredLocale()]()) pending.catch(() => {});
void import('./first-page').then(({ start }) => start());
