import { createContext, use } from 'react';

/**
 * The site's own address, for what must leave the page whole (a QR code a phone scans). The page's
 * origin, except where a story fixes one: a story's origin changes with the port it is served on.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** `path` as an absolute address on the site; an absolute address stays as it is. */
export function useAbsoluteAddress(path: string): string {
  return new URL(path, use(SiteOriginContext) ?? window.location.origin).href;
}
