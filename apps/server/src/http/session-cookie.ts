import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

export const REFRESH_COOKIE = 'minbar_refresh';

/**
 * The refresh token never reaches page scripts: it lives in an HttpOnly, SameSite=Strict cookie that
 * the browser sends to the two calls that use it and to nothing else. A cookie has one path, so the
 * same value is set once per call.
 */
export const REFRESH_COOKIE_PATHS = ['/api/refresh-token', '/api/logout'] as const;

/** Secure whenever the page was served over HTTPS (directly, or by a trusted proxy that says so). */
function servedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

export function setRefreshCookie(
  c: Context,
  token: string,
  maxAgeSeconds: number,
  trustProxy: boolean,
): void {
  const secure = servedOverHttps(c, trustProxy);
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, REFRESH_COOKIE, token, {
      path,
      httpOnly: true,
      secure,
      sameSite: 'Strict',
      maxAge: maxAgeSeconds,
    });
  }
}

export function clearRefreshCookie(c: Context, trustProxy: boolean): void {
  const secure = servedOverHttps(c, trustProxy);
  for (const path of REFRESH_COOKIE_PATHS) {
    deleteCookie(c, REFRESH_COOKIE, { path, httpOnly: true, secure, sameSite: 'Strict' });
  }
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}
