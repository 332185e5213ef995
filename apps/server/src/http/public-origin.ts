import type { Context } from 'hono';

/** The address visitors reach the site at: the proxy's, when the server is told to trust it. */
export function publicOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host') ?? c.req.header('host');
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${host ?? url.host}`;
}
