import { readStoredLocale } from './lib/stored-language';

/*
 * The page's first script, kept tiny. Only it can choose the language (kept in this browser), so it
 * asks at once for that language's messages, the app's, the widgets' and the account pages' own,
 * which then download beside the first page's code (first-page.tsx, preloaded by index.html) instead
 * of after it; then it starts that code. They are the same modules the catalogues import later,
 * which then resolve at once.
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
