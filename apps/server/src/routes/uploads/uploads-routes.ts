import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { DETAIL } from '../../http/problems';

/**
 * Uploaded photos, read-only to anyone: each size of a re-encoded photo under a name made from its
 * content (so its bytes never change and it is cached for a year), and older uploads under their
 * random names. A name that is not one the upload service makes is not looked up at all.
 */
export function uploadsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/uploads/:name', async (c) => {
    const file = await deps.uploads.read(c.req.param('name'));
    if (!file) return c.json({ detail: DETAIL.notFound }, 404);
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });
}
