import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/context';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a built app (Vite's dist): hashed files under /assets/ are cached for a year, everything
 * else revalidates; paths without a file extension fall back to index.html so client-side routes
 * survive a reload. Without the folder, the listener says so instead of crashing the process. `page`
 * answers those paths from index.html's text, when the site's pages are filled on the server.
 */
export function mountSite(
  app: Hono<AppEnv>,
  distDir: string,
  name: string,
  page?: (c: Context, html: string) => Response | Promise<Response>,
): void {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath) || !statSync(distDir).isDirectory()) {
    app.all('*', (c) =>
      c.text(
        `The ${name} is not built yet (no ${indexPath}). Run "npm run build" and restart the server.`,
        503,
      ),
    );
    return;
  }
  // Set after the file is chosen: serveStatic's own onFound hook runs too late for its headers to stick.
  app.use('*', async (c, next) => {
    await next();
    // A 304 too: it renews the page's freshness, so it must not carry a longer life than the page.
    if ((c.res.status === 200 || c.res.status === 304) && !c.req.path.startsWith('/api/')) {
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    }
  });
  const answerPage = async (c: Context) => {
    const html = await readFile(indexPath, 'utf8');
    return page ? page(c, html) : c.html(html);
  };
  // The home page too, which the static files would otherwise answer with index.html as built.
  if (page) app.on(['GET', 'HEAD'], ['/', '/index.html'], answerPage);
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.on(['GET', 'HEAD'], '*', async (c) => {
    // A file's extension is short; a page's address may end in a longer dotted part (a signed link's
    // token, /monthly/<claims>.<signature>), which is a client route like any other.
    if (/\.[a-z0-9]{1,8}$/i.test(c.req.path)) return c.notFound();
    return answerPage(c);
  });
}
