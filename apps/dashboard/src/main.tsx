import { readStoredLocale } from './lib/stored-language';

/*
 * The page's first script, kept tiny. It asks at once for the active language's messages, which
 * only it can choose (the language is kept in this browser), so they download beside the first
 * page's code (first-page.tsx, preloaded by index.html) instead of after it, and then starts it:
 * the app's, the widgets' and the account pages' own (features/auth/locales), which the sign-in page
 * shows. The message modules are the same ones the catalogues import later, which then resolve at once.
 */
const MESSAGES = {
  en: () => [
    import('./locales/en.json'),
    import('@minbar/ui/intl/en.json'),
    import('./features/auth/locales/en.json'),
  ],
  ar: () => [
    import('./locales/ar.json'),
    import('@minbar/ui/intl/ar.json'),
    import('./features/auth/locales/ar.json'),
  ],
  pl: () => [
    import('./locales/pl.json'),
    import('@minbar/ui/intl/pl.json'),
    import('./features/auth/locales/pl.json'),
  ],
};

for (const pending of MESSAGES[readStoredLocale()]()) pending.catch(() => {});
void import('./first-page').then(({ start }) => start());
