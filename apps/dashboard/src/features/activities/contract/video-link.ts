/*
 * Issue 13: the activities contract (packages/domain activities rules, the image rule and the
 * packages/api activities module) had not landed when this area was built. These files stand in for
 * them under the same names and shapes, so switching to the packages is a change of import paths only.
 */
import type { VideoLink } from '@minbar/ui/video-embed/video-embed';
export function parseVideoLink(text: string): VideoLink {
  const raw = text.trim();
  if (!raw) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  const host = url.hostname.toLowerCase();
  const yt = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'];
  const start = (() => {
    const t = url.searchParams.get('t') ?? url.searchParams.get('start');
    if (!t) return undefined;
    if (/^\d+$/.test(t)) return Number(t);
    const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(t);
    return m ? Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) : undefined;
  })();
  let id: string | null = null;
  if (yt.includes(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:shorts|embed|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  } else if (host === 'youtu.be') id = url.pathname.slice(1);
  if (id && /^[A-Za-z0-9_-]{11}$/.test(id))
    return start ? { kind: 'youtube', id, start } : { kind: 'youtube', id };
  if (host === 'facebook.com' || host === 'www.facebook.com') {
    const v = url.pathname.startsWith('/watch')
      ? url.searchParams.get('v')
      : /\/videos\/(\d+)/.exec(url.pathname)?.[1];
    if (v && /^\d+$/.test(v)) return { kind: 'facebook', id: v };
  }
  return { kind: 'link', url: url.href };
}

export type { VideoLink };
