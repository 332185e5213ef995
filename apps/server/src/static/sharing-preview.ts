import { createHash } from 'node:crypto';
import type { DonationCategory } from '@minbar/api/schemas/donations';
import { pickLanguage } from '@minbar/domain/fatwa/language';
import { photoSources } from '@minbar/domain/input/photo-ref';
import { mosqueNameIn } from '@minbar/domain/mosque/identity';
import { DEFAULT_TIME_ZONE, mosqueToday } from '@minbar/domain/prayer/calendar';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { donationCategories } from '../db/schema-donations';
import type { AppDeps } from '../deps';
import { publicReadsOf } from '../http/public-cache';
import { toCategory } from '../routes/donations/category-store';
import { readUpcomingEvents, toPublicEvent } from '../routes/events/event-store';
import { readMosqueIdentity } from '../routes/settings/identity-store';
import { EVENTS_SHELL_MARK, firstEventShellHtml } from './event-card-shell';

/*
 * The public site's sharing preview, written into its index.html on the server. A messenger or a
 * social site that fetches a shared link reads the page's <title> and Open Graph tags without running
 * its script, so the page fills them too late for them: the server names the centre in the link's
 * language, describes it by its address, and shows its logo. The page still sets its own, richer
 * title once it runs.
 */

export interface SharingPreview {
  /** The page's title (the centre's name, or a campaign's); '' keeps the built page's own. */
  title: string;
  /** The site's name beside the title; the title when not given. */
  siteName?: string;
  description: string;
  /** An absolute address (a preview is fetched from elsewhere); '' for none. */
  image: string;
  locale: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built page with its title and Open Graph tags filled; tags the page does not have stay absent. */
export function fillSharingPreview(html: string, preview: SharingPreview): string {
  const meta = (page: string, property: string, content: string) =>
    page.replace(
      new RegExp(`(<meta property="og:${property}" content=")[^"]*(")`),
      (_, start: string, end: string) => `${start}${escapeHtml(content)}${end}`,
    );
  let page = html;
  if (preview.title) {
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(preview.title)}</title>`);
    page = meta(page, 'title', preview.title);
    page = meta(page, 'site_name', preview.siteName || preview.title);
  }
  if (preview.description) page = meta(page, 'description', preview.description);
  if (preview.image) page = meta(page, 'image', preview.image);
  return meta(page, 'locale', preview.locale);
}

/**
 * Where the public site's build leaves room for a page's first paint of its content, inside its shell
 * (apps/public-site/vite/first-paint.ts, SERVER_SHELL_MARK).
 */
export const PAGE_SHELL_MARK = '<!--page-shell-->';
const SHELL_LANGUAGES = ['en', 'ar', 'pl'] as const;

/**
 * A campaign's name, lead and description as its page draws them (the same elements and classes), in
 * the three languages; the page's first script shows the visitor's. Its largest paint is its text,
 * which would otherwise wait for the page's code, messages and the campaign's data; React replaces it
 * on its first render. A campaign without a lead or description has none here either.
 */
export function campaignShellHtml(
  category: (language: (typeof SHELL_LANGUAGES)[number]) => DonationCategory,
) {
  const texts = SHELL_LANGUAGES.map((language) => [language, category(language)] as const);
  const inEach = (field: 'name' | 'title' | 'description') =>
    texts
      .map(
        ([language, each]) =>
          `<span lang="${language}" data-shell-lang="${language}">${escapeHtml(each[field] ?? '')}</span>`,
      )
      .join('');
  const has = (field: 'title' | 'description') => texts.some(([, each]) => Boolean(each[field]));
  return [
    '<article class="category-page" data-shell-page="campaign"><div class="category-page__content">',
    `<h1 class="category-page__title">${inEach('name')}</h1>`,
    has('title') ? `<p class="category-page__lead">${inEach('title')}</p>` : '',
    has('description') ? `<p class="category-page__description">${inEach('description')}</p>` : '',
    '</div></article>',
  ].join('');
}

/**
 * The events' page with its first upcoming event's card under the heading, its largest paint (the
 * card's photo) drawn from the page; without upcoming events the page's own empty state comes with
 * React, so nothing is written.
 */
async function withFirstEvent(deps: Pick<AppDeps, 'db'>, page: string, day: string): Promise<string> {
  if (!page.includes(EVENTS_SHELL_MARK)) return page;
  const [event] = await readUpcomingEvents(deps.db, day, 1);
  if (!event) return page;
  return page.replace(EVENTS_SHELL_MARK, () =>
    firstEventShellHtml((language) => toPublicEvent(event, language)),
  );
}

/** A preview's description: a sentence or two, cut at a word, as link cards show no more. */
export const PREVIEW_DESCRIPTION_MAX = 200;

export function previewDescription(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const characters = Array.from(trimmed);
  if (characters.length <= PREVIEW_DESCRIPTION_MAX) return trimmed;
  const cut = characters.slice(0, PREVIEW_DESCRIPTION_MAX - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/** The category a page of the giving flow shows: /donation/{id} (a campaign) or /main/{id}. */
const CATEGORY_PAGE = /^\/(?:donation|main)\/([1-9][0-9]{0,8})\/?$/;
/** The upcoming events' page (the public site's page-paths.ts). */
const EVENTS_PAGE = /^\/events\/?$/i;

/**
 * Answers a page of the public site: its index.html with the preview, built once per language and
 * address and cached with the data it shows (a change of the identity, or of the campaign on a
 * campaign's page, rebuilds it; a browser that holds the page gets a 304). A campaign's page is
 * previewed as the campaign (its title, description and picture) under the centre's name, so a link
 * shared in a messenger says what it asks for; an unknown or closed campaign is previewed as the centre.
 */
export function sharingPreviewPage(
  deps: Pick<AppDeps, 'db' | 'trustProxy' | 'publicUrl' | 'now' | 'timeZone'>,
) {
  const reads = publicReadsOf(deps);
  // The configured site only, never the request's Host: a forged one would otherwise name another
  // site in the page, and in a cache in front that keeps it. Without one there is no image.
  const { publicUrl } = deps;
  return (c: Context, html: string) => {
    // The built page is part of the key: a new build in place is served at once.
    const build = createHash('sha1').update(html).digest('base64url');
    const categoryId = Number(CATEGORY_PAGE.exec(c.req.path)?.[1] ?? 0);
    // The events' page shows the events of the mosque's day (a deadline passes at midnight), as the
    // public list does: the day is in its key, and a change of the events rebuilds it.
    const eventsDay = EVENTS_PAGE.test(c.req.path)
      ? mosqueToday(deps.now(), deps.timeZone ?? DEFAULT_TIME_ZONE)
      : null;
    const absolute = (ref: string) => (publicUrl ? new URL(photoSources(ref).src, `${publicUrl}/`).href : '');
    return reads.answer(c, {
      area: categoryId ? 'categories' : eventsDay ? 'events' : 'mosque',
      alsoAreas: categoryId || eventsDay ? ['mosque'] : [],
      byLanguage: true,
      extraKey: eventsDay ? `${build}:${eventsDay}` : build,
      build: async () => {
        const identity = await readMosqueIdentity(deps.db);
        const locale = pickLanguage(c.req.header('accept-language'));
        const centre: SharingPreview = {
          title: mosqueNameIn(identity, locale),
          description: identity.address,
          image: identity.logo ? absolute(identity.logo) : '',
          locale,
        };
        const [row] = categoryId
          ? await deps.db
              .select()
              .from(donationCategories)
              .where(and(eq(donationCategories.id, categoryId), eq(donationCategories.isAvailable, true)))
          : [];
        const category = row ? toCategory(row, locale) : null;
        const preview: SharingPreview = category
          ? {
              title: category.title ? `${category.name}: ${category.title}` : category.name,
              siteName: centre.title,
              description: previewDescription(category.description),
              image: category.image ? absolute(category.image) : centre.image,
              locale,
            }
          : centre;
        const page = fillSharingPreview(html, preview);
        const body = row
          ? page.replace(PAGE_SHELL_MARK, () => campaignShellHtml((language) => toCategory(row, language)))
          : eventsDay
            ? await withFirstEvent(deps, page, eventsDay)
            : page;
        return { body, contentType: 'text/html; charset=UTF-8' };
      },
    });
  };
}
