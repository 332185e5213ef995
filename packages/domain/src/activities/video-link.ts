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
  /** Any other web address, and its host, which the page names so a look-alike shows for what it is. */
  | { kind: 'link'; url: string; host: string }
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

export type VideoProvider = 'youtube' | 'facebook';

/**
 * The provider whose own host this is, matched by the whole name: 'youtube.com.evil.example' and
 * 'evil-youtube.com' are nobody's. The one host rule both the player and the form's warning follow.
 */
export function videoProviderOfHost(hostname: string): VideoProvider | null {
  const host = hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return 'youtube';
  if (FACEBOOK_HOSTS.has(host)) return 'facebook';
  return null;
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (videoProviderOfHost(host) !== 'youtube') return null;
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  return /^\/(?:shorts|embed|live|v)\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? null;
}

function facebookId(url: URL): string | null {
  if (videoProviderOfHost(url.hostname) !== 'facebook') return null;
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
  return { kind: 'link', url: url.href, host: url.hostname };
}

/** True when the text is empty or an http(s) address, the form's check of the field. */
export function isAcceptableVideoLink(text: string): boolean {
  return parseVideoLink(text).kind !== 'invalid';
}

/**
 * A link staff should look at before saving: a web address on neither YouTube nor Facebook, which the
 * pages show as a link to that other site rather than a player. Saving it stays allowed (a lecture
 * on another video site is fine); the form only warns. Returns that site's host, or null.
 */
export function otherSiteOfVideoLink(text: string): string | null {
  const link = parseVideoLink(text);
  return link.kind === 'link' && videoProviderOfHost(link.host) === null ? link.host : null;
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
