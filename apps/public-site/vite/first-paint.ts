import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The texts the shell shows, by message id; the same ids the React page renders. */
const SHELL_TEXTS = [
  'layout.centreName',
  'layout.nav.events',
  'layout.nav.activities',
  'layout.nav.prayerTimes',
  'home.title',
  'home.intro',
] as const;
const LOCALES = ['en', 'ar', 'pl'] as const;
/**
 * The locale files whose chunks the first render waits for: the site's and the widgets'. A feature's
 * own messages (features/<area>/locales) load with its page, not with the home.
 */
const LOCALE_FILE = /[\\/](?:locales|intl)[\\/](en|ar|pl)\.json$/;
const FEATURE_LOCALE_FILE = /[\\/]features[\\/]/;
/** Not hashed, so the page can name it; the server revalidates it on every load. */
export const FIRST_PAINT_SCRIPT = 'first-paint.js';

/**
 * The home's first paint, in the page itself: the header and the hero with the classes the React
 * layout gives them, so they look the same, each text in the three languages; the stylesheet shows
 * the one of `<html lang>`. React replaces it on its first render.
 */
export function homeShellHtml(
  texts: Record<string, Record<string, string>>,
  pages: readonly PageShellTexts[] = [],
): string {
  const inEach = (byLocale: Record<string, Record<string, string>>, id: string) =>
    LOCALES.map(
      (locale) =>
        `<span lang="${locale}" data-shell-lang="${locale}">${escapeHtml(byLocale[locale]?.[id] ?? '')}</span>`,
    ).join('');
  const text = (id: string) => inEach(texts, id);
  // A page's heading and introduction, as its route renders them; the page's stylesheets come first.
  const pageSections = pages.map(
    ({ key, title, intro, className, headerClassName, texts: own }) =>
      `<section class="${['content-page', className].filter(Boolean).join(' ')}" data-shell-page="${key}">` +
      `<header class="${['content-page__header', headerClassName].filter(Boolean).join(' ')}">` +
      `<h1>${inEach(own, title)}</h1><p>${inEach(own, intro)}</p></header>${pageShellMark(key)}</section>`,
  );
  const languages = LOCALES.map(
    (locale) =>
      `<button type="button" class="ui-language-switcher__option" tabindex="-1"><span>${locale.toUpperCase()}</span></button>`,
  ).join('');
  return [
    '<div class="public-layout" data-home-shell>',
    '<header class="public-layout__header">',
    `<a class="public-layout__brand" href="/">${text('layout.centreName')}</a>`,
    `<nav class="public-layout__nav"><a class="public-layout__nav-link" href="/events">${text('layout.nav.events')}</a><a class="public-layout__nav-link" href="/activities">${text('layout.nav.activities')}</a><a class="public-layout__nav-link" href="/prayer-times">${text('layout.nav.prayerTimes')}</a></nav>`,
    `<div class="ui-language-switcher" aria-hidden="true">${languages}</div>`,
    '</header>',
    '<main class="public-layout__main">',
    '<section class="hero">',
    `<h1 class="hero__title">${text('home.title')}</h1>`,
    `<p class="hero__intro">${text('home.intro')}</p>`,
    '</section>',
    ...pageSections,
    SERVER_SHELL_MARK,
    '</main>',
    '</div>',
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function readTexts(folder: string, ids: readonly string[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const messages = JSON.parse(
        readFileSync(resolve(import.meta.dirname, '..', folder, `${locale}.json`), 'utf8'),
      ) as Record<string, string>;
      return [
        locale,
        Object.fromEntries(
          ids.map((id) => {
            if (messages[id] === undefined)
              throw new Error(`first-paint: ${folder}/${locale}.json has no ${id}`);
            return [id, messages[id]];
          }),
        ),
      ];
    }),
  );
}

function pageShellTexts(pages: readonly PageCode[]): PageShellTexts[] {
  return pages.flatMap(({ shell }) => {
    if (!shell || 'fromServer' in shell) return [];
    const { messages, ...rest } = shell;
    return [{ ...rest, texts: readTexts(messages, [shell.title, shell.intro]) }];
  });
}

/**
 * Hides every page's section but that of `<html data-shell>`, over the route's own `display` (which
 * its stylesheet, loaded for the shell, gives the same classes). In the page, not the layout's
 * stylesheet, which every page loads (the home's included) and which knows no page.
 */
function pageShellStyle(pages: readonly PageCode[]): string {
  const keys = pages.flatMap(({ shell }) => (shell ? [shell.key] : []));
  if (keys.length === 0) return '';
  const hidden = keys.map((key) => `html:not([data-shell="${key}"]) [data-shell-page="${key}"]`).join(',');
  return `<style>${hidden}{display:none}</style>`;
}

export interface FirstPaintOptions {
  /** The localStorage key the visitor's language is kept under. */
  storageKey: string;
  /** The language of a visitor who has not chosen one. */
  defaultLocale: string;
  /**
   * The pages whose code the page asks for beside the entry when opened at their address: each
   * module's chunk, what it imports and its stylesheets. `[locale]` in a module's path is the
   * visitor's language (a page's own messages).
   */
  pages?: readonly PageCode[];
}

export interface PageCode {
  path: RegExp;
  /** Source files, from the app's folder: `src/features/events/routes/events-route.tsx`. */
  modules: readonly string[];
  /**
   * The page's heading and introduction painted from the page itself, when the route renders them
   * before its data (they are its largest paint until its content arrives).
   */
  shell?: PageShell | ServerPageShell;
}

/**
 * Where the server writes a page's first paint of its content into the page (a campaign's name and
 * description, in its three languages: apps/server/src/static/sharing-preview.ts), inside the shell's
 * main element.
 */
export const SERVER_SHELL_MARK = '<!--page-shell-->';

/**
 * Where the server writes the first of a page's items under its heading, inside the page's section:
 * the events' first card (apps/server/src/static/event-card-shell.ts), the page's largest paint.
 */
export const pageShellMark = (key: string) => `<!--page-shell:${key}-->`;

/** A page whose first paint the server writes at SERVER_SHELL_MARK. */
export interface ServerPageShell {
  key: string;
  fromServer: true;
}

export interface PageShell {
  /** Names the page in `<html data-shell>`, which shows its section. */
  key: string;
  /** The folder of the page's messages (`en.json`, `ar.json`, `pl.json`), from the app's folder. */
  messages: string;
  /** The message ids of its heading and its introduction. */
  title: string;
  intro: string;
  /** Classes the route's section and header carry beside `content-page` and `content-page__header`. */
  className?: string;
  headerClassName?: string;
}

export interface PageShellTexts extends Omit<PageShell, 'messages'> {
  texts: Record<string, Record<string, string>>;
}

/**
 * Per page: the files to ask for in every language, then each language's own (its messages), and the
 * key of its shell, if it has one.
 */
type PageFiles = [RegExp, string[], Record<string, string[]>, string?][];

/**
 * What the page runs before it paints (a classic script in the head: the server's policy allows no
 * inline script): sets lang and dir to the visitor's language, which picks the shell's texts; names
 * the page in `data-shell` on any page but the home, which hides the hero (the header paints on every
 * page) and shows that page's heading if it has one; and asks for that language's message chunks and
 * the page's files beside the entry, which the first render waits for and would otherwise start one
 * round trip late. A page with a shell takes its stylesheets at once, before its first paint
 * (`blocking="render"`: its heading is drawn as the route draws it, not unstyled first).
 */
function firstPaintScript(
  chunks: Record<string, string[]>,
  pages: PageFiles,
  { storageKey, defaultLocale }: FirstPaintOptions,
): string {
  // The home loads this script too: the list is kept short (names without /assets/, each once).
  const pageList = `[${pages.map(([path, all, own, shell]) => `[${path},${JSON.stringify(all)},${JSON.stringify(own)}${shell ? `,${JSON.stringify(shell)}` : ''}]`).join(',')}]`;
  return `(function(){var c=${JSON.stringify(chunks)},p=${pageList},l,d=document.documentElement,t=location.pathname,k=/^\\/(home)?\\/?$/i.test(t)?'':'off';try{l=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}if(!c[l])l=${JSON.stringify(defaultLocale)};d.lang=l;d.dir=l==='ar'?'rtl':'ltr';var f=c[l].slice();p.forEach(function(g){if(g[0].test(t)){k=g[3]||k;f=f.concat(g[1].concat(g[2][l]).map(function(n){return'/assets/'+n}))}});if(k)d.setAttribute('data-shell',k);f.forEach(function(h){var e=document.createElement('link'),s=/\\.css$/.test(h);if(s&&k!=='off'){e.rel='stylesheet';e.setAttribute('blocking','render')}else{e.rel=s?'preload':'modulepreload';if(s)e.as='style';e.fetchPriority='low'}e.crossOrigin='';e.href=h;document.head.appendChild(e)})})();\n`;
}

/**
 * Each page's files: the chunks of its modules, the chunks they import (less what the entry loads,
 * which the page names already) and their stylesheets, in each language.
 */
function pageFiles(bundle: OutputBundle, pages: readonly PageCode[]): PageFiles {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (from: OutputChunk[]) => {
    const seen = new Set<string>();
    const pending = from.map((chunk) => chunk.fileName);
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  const chunkOf = (module: string) => {
    const chunk = chunks.find((each) =>
      each.moduleIds.some((id) => id.split('?')[0]?.endsWith(`/${module}`)),
    );
    if (!chunk) throw new Error(`first-paint: no chunk holds ${module}`);
    return chunk;
  };
  const name = (file: string) => {
    if (!file.startsWith('assets/')) throw new Error(`first-paint: ${file} is not in assets/`);
    return file.slice('assets/'.length);
  };
  return pages.map(({ path, modules, shell }): PageFiles[number] => {
    const byLocale = LOCALES.map((locale) => {
      const own = modules.map((module) => chunkOf(module.replace('[locale]', locale)));
      const scripts = [...closure(own)].filter((file) => !entry.has(file));
      const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
      return [...scripts, ...new Set(styles)].map(name);
    });
    const all = byLocale[0]?.filter((file) => byLocale.every((files) => files.includes(file))) ?? [];
    const own = Object.fromEntries(
      LOCALES.map((locale, index) => [locale, (byLocale[index] ?? []).filter((file) => !all.includes(file))]),
    );
    return shell ? [path, all, own, shell.key] : [path, all, own];
  });
}

/**
 * The home's largest paint is its hero text. Rendered by React, it would wait for the whole script and
 * the messages; the page carries the header and the hero as plain HTML instead, painted with the first
 * stylesheet, and React takes over the root when it starts (docs/decisions/0019).
 */
export function firstPaint(options: FirstPaintOptions): Plugin {
  return {
    name: 'minbar:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The site's page only: the prayer hall's display (display/index.html) is its own light page.
        if (context.path !== '/index.html') return html;
        const pages = options.pages ?? [];
        const shell = homeShellHtml(readTexts('src/locales', SHELL_TEXTS), pageShellTexts(pages));
        return (
          html
            .replace('<div id="root"></div>', `<div id="root">${shell}</div>`)
            // After the stylesheet, so both load at once; it runs before the body is painted.
            .replace(
              '</head>',
              `  ${pageShellStyle(pages)}<script src="/${FIRST_PAINT_SCRIPT}"></script>\n  </head>`,
            )
            // The app's scripts load beside the first paint, not ahead of it: the shell is what the
            // visitor sees first, and the stylesheet and the shell's script come before them.
            .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
            .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
        );
      },
    },
    generateBundle(_output, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const locale = LOCALE_FILE.exec(output.facadeModuleId)?.[1];
        if (!locale || FEATURE_LOCALE_FILE.test(output.facadeModuleId)) continue;
        chunks[locale] = [...(chunks[locale] ?? []), `/${output.fileName}`];
      }
      this.emitFile({
        type: 'asset',
        fileName: FIRST_PAINT_SCRIPT,
        source: firstPaintScript(chunks, pageFiles(bundle, options.pages ?? []), options),
      });
    },
  };
}
