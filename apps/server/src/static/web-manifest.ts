import { pickLanguage } from '@minbar/domain/fatwa/language';
import { MOSQUE_LANGUAGES, type MosqueLanguage, mosqueNameIn } from '@minbar/domain/mosque/identity';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { readMosqueIdentity } from '../routes/settings/identity-store';

/*
 * The public site's web app manifest, answered per language (docs/decisions/0053): the installed app
 * carries the centre's own name from its identity, in the visitor's language and direction. The page
 * links `/manifest.webmanifest?lang=<its language>` and changes the link when the visitor switches
 * language; without `lang` (a first look before the page has run) the browser's Accept-Language picks.
 */

/** The name an app needs when the centre has not written its own yet. */
export const FALLBACK_APP_NAME = 'Minbar';
/** Home screens cut a label after about a dozen characters; a longer name is shortened at a word. */
export const SHORT_NAME_MAX = 12;

/** The site's colours (packages/ui's theme): the splash screen's background and the title bar's. */
const BACKGROUND = '#faf8f4';
const THEME = '#14532d';

const isLanguage = (value: string | undefined): value is MosqueLanguage =>
  value !== undefined && (MOSQUE_LANGUAGES as readonly string[]).includes(value);

/** A name that fits under an icon: the centre's short name, else its name cut at a word. */
export function shortNameOf(shortName: string, name: string): string {
  if (shortName) return shortName;
  if (Array.from(name).length <= SHORT_NAME_MAX) return name;
  const words = name.split(/\s+/);
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (Array.from(next).length > SHORT_NAME_MAX) break;
    kept = next;
  }
  return kept || Array.from(name).slice(0, SHORT_NAME_MAX).join('');
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  lang: MosqueLanguage;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[];
}

export function webManifest(name: string, shortName: string, language: MosqueLanguage): WebManifest {
  const appName = name || FALLBACK_APP_NAME;
  return {
    // One app whatever the language it was installed in: the id does not carry the ?lang.
    id: '/',
    name: appName,
    short_name: shortNameOf(shortName, appName),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    // The installed app opens on today's prayer times, what congregants open it for.
    start_url: '/prayer-times',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND,
    theme_color: THEME,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** GET /manifest.webmanifest[?lang=en|ar|pl] on the public site's listener. */
export function webManifestRoute(deps: Pick<AppDeps, 'db'>) {
  return async (c: Context) => {
    const asked = c.req.query('lang');
    const language = isLanguage(asked) ? asked : pickLanguage(c.req.header('accept-language'));
    const identity = await readMosqueIdentity(deps.db);
    const manifest = webManifest(mosqueNameIn(identity, language), identity.short_name, language);
    c.header('Cache-Control', 'no-cache');
    // Without `lang` the answer follows the header; a cache in front must keep one copy per language.
    c.header('Vary', 'Accept-Language');
    return c.body(JSON.stringify(manifest), 200, {
      'Content-Type': 'application/manifest+json; charset=UTF-8',
    });
  };
}
