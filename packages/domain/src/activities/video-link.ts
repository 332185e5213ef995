/**
 * An activity's video link as the screens use it (decision 0007): YouTube and Facebook videos are
 * embedded, any other web address is shown as a plain link, and anything else is not a link at all.
 * The player's address is built from the parsed id only, never from the typed text, so a link cannot
 * smuggle another origin or a script into the frame.
 */
export type VideoLink =
  | { kind: 'none' }
  | { kind: 'youtube'; id: string; start?: number }
  | { kind: 'facebook'; id: string }
  | { kind: 'link'; url: string }
  | { kind: 'invalid' };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'web.facebook.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const FACEBOOK_ID = /^[0-9]{1,20}$/;

/** A start time as YouTube writes it: plain seconds ('75', '75s') or '1h2m3s'. */
function startSeconds(text: string | null): number | undefined {
  if (!text) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text);
  if (!match || text === '') return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  return /^\/(?:shorts|embed|live|v)\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
}

function facebookId(url: URL): string | null {
  if (!FACEBOOK_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (/^\/watch\/?$/.test(url.pathname)) return url.searchParams.get('v');
  return /^\/[^/]+\/videos\/(?:[^/]+\/)?([0-9]+)\/?$/.exec(url.pathname)?.[1] ?? null;
}

/** The typed link read as a provider and id, a plain web link, nothing, or not a link. */
export function parseVideoLink(text: string | null | undefined): VideoLink {
  const raw = (text ?? '').trim();
  if (raw === '') return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  // A user name in the address ('https://youtube.com@evil.example') only serves to disguise the host.
  if (url.username !== '' || url.password !== '') return { kind: 'invalid' };
  const youtube = youtubeId(url);
  if (youtube !== null && YOUTUBE_ID.test(youtube)) {
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    return start === undefined ? { kind: 'youtube', id: youtube } : { kind: 'youtube', id: youtube, start };
  }
  const facebook = facebookId(url);
  if (facebook !== null && FACEBOOK_ID.test(facebook)) return { kind: 'facebook', id: facebook };
  return { kind: 'link', url: url.href };
}

/** True when the text is empty or an http(s) address, the form's check of the field. */
export function isAcceptableVideoLink(text: string): boolean {
  return parseVideoLink(text).kind !== 'invalid';
}

/** The two origins an embedded player may come from: the content security policy's frame-src. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.facebook.com'] as const;

/** The player's address for a YouTube (through youtube-nocookie.com) or Facebook video; null otherwise. */
export function videoEmbedUrl(link: VideoLink): string | null {
  if (link.kind === 'youtube') {
    const base = `${VIDEO_EMBED_ORIGINS[0]}/embed/${encodeURIComponent(link.id)}`;
    return link.start ? `${base}?start=${link.start}` : base;
  }
  if (link.kind === 'facebook') {
    const video = `https://www.facebook.com/watch/?v=${encodeURIComponent(link.id)}`;
    return `${VIDEO_EMBED_ORIGINS[1]}/plugins/video.php?href=${encodeURIComponent(video)}`;
  }
  return null;
}
