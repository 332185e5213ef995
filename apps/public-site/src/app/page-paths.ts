/*
 * The addresses of the pages a visitor opens from a link, the one place they are written: the entry
 * starts each page's code and reads by them (page-starts.ts), and the build names each page's chunks
 * by them in the page's first script (vite/first-paint.ts), so the browser asks for that code beside
 * the entry. No imports: the build's config reads this file too.
 */
export const PAGE_PATHS = {
  home: /^\/(home\/?)?$/i,
  /** A campaign, by its number (the old site's /main/<id> as well). */
  campaign: /^\/(?:donation|main)\/(\d+)\/?$/,
  events: /^\/events\/?$/i,
  activities: /^\/activities\/?$/i,
  prayerTimes: /^\/prayer-times\/?$/,
} as const;
