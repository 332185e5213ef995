import { readStoredLocale } from './lib/stored-language';

/*
 * The page's first script, kept tiny. Only it can choose the language (kept in this browser), so it
 * asks at once for that language's messages, the app's, the widgets' and the account pages' own,
 * which then download beside the first page's code (first-page.tsx) instead of after it; then it
 * starts that code. They are the same modules the catalogues import later, which then resolve at once.
 *
 * Both are asked for once the page has painted: index.html carries the login page itself
 * (features/auth/login-first-paint.tsx), and its stylesheet and first-paint.js should not share the
 * line with 100 KiB of script before that first paint (Lighthouse's mobile paint times count every
 * request made before it).
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

/** The page's messages and code, fetched together. */
function loadThePage() {
  for (const pending of MESSAGES[readStoredLocale()]()) pending.catch(() => {});
  void import('./first-page').then(({ start }) => start());
}
requestAnimationFrame(() => setTimeout(loadThePage, 0));
