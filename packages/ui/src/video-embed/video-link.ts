/*
 * The parsed video link the widget shows, as the domain's activities rules produce it. Kept here until
 * those rules are published; then this file re-exports them.
 */
export type VideoLink =
  | { kind: 'none' }
  | { kind: 'youtube'; id: string; start?: number }
  | { kind: 'facebook'; id: string }
  | { kind: 'link'; url: string }
  | { kind: 'invalid' };

/** The player's address, built from the parsed id only (never from the text someone typed). */
export function videoEmbedUrl(link: VideoLink): string | null {
  if (link.kind === 'youtube') {
    const base = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(link.id)}`;
    return link.start ? `${base}?start=${link.start}` : base;
  }
  if (link.kind === 'facebook')
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(
      `https://www.facebook.com/watch/?v=${link.id}`,
    )}`;
  return null;
}
