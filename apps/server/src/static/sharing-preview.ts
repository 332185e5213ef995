import { createHash } from 'node:crypto';
import { pickLanguage } from '@minbar/domain/fatwa/language';
import { photoSources } from '@minbar/domain/input/photo-ref';
import { mosqueNameIn } from '@minbar/domain/mosque/identity';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { publicReadsOf } from '../http/public-cache';
import { readMosqueIdentity } from '../routes/settings/identity-store';

/*
 * The public site's sharing preview, written into its index.html on the server. A messenger or a
 * social site that fetches a shared link reads the page's <title> and Open Graph tags without running
 * its script, so the page fills them too late for them: the server names the centre in the link's
 * language, describes it by its address, and shows its logo. The page still sets its own, richer
 * title once it runs.
 */

export interface SharingPreview {
  /** The centre's name; '' keeps the built page's own. */
  title: string;
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
    page = meta(page, 'site_name', preview.title);
  }
  if (preview.description) page = meta(page, 'description', preview.description);
  if (preview.image) page = meta(page, 'image', preview.image);
  return meta(page, 'locale', preview.locale);
}

/** The address visitors reach the site at: the proxy's, when the server is told to trust it. */
export function publicOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host') ?? c.req.header('host');
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host ?? url.host}`;
}

/**
 * Answers a page of the public site: its index.html with the preview, built once per language and
 * address and cached with the mosque's identity (a change of the identity rebuilds it; a browser that
 * holds the page gets a 304).
 */
export function sharingPreviewPage(deps: Pick<AppDeps, 'db' | 'trustProxy'>) {
  const reads = publicReadsOf(deps);
  return (c: Context, html: string) => {
    const origin = publicOrigin(c, deps.trustProxy);
    // The built page is part of the key: a new build in place is served at once.
    const build = createHash('sha1').update(html).digest('base64url');
    return reads.answer(c, {
      area: 'mosque',
      byLanguage: true,
      extraKey: `${origin}|${build}`,
      build: async () => {
        const identity = await readMosqueIdentity(deps.db);
        const locale = pickLanguage(c.req.header('accept-language'));
        const preview: SharingPreview = {
          title: mosqueNameIn(identity, locale),
          description: identity.address,
          image: identity.logo ? new URL(photoSources(identity.logo).src, origin).href : '',
          locale,
        };
        return { body: fillSharingPreview(html, preview), contentType: 'text/html; charset=UTF-8' };
      },
    });
  };
}
