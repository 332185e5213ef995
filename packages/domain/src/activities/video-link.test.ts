import { describe, expect, it } from 'vitest';
import {
  isAcceptableVideoLink,
  otherSiteOfVideoLink,
  parseVideoLink,
  type VideoLink,
  videoEmbedUrl,
  videoProviderOfHost,
} from './video-link';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoLink', () => {
  it.each<[string, VideoLink]>([
    // YouTube, as people copy it
    [`https://www.youtube.com/watch?v=${ID}`, { kind: 'youtube', id: ID }],
    [`https://youtube.com/watch?v=${ID}&list=PL123&index=2`, { kind: 'youtube', id: ID }],
    [`http://m.youtube.com/watch?v=${ID}`, { kind: 'youtube', id: ID }],
    [`https://music.youtube.com/watch?v=${ID}`, { kind: 'youtube', id: ID }],
    [`https://youtu.be/${ID}`, { kind: 'youtube', id: ID }],
    [`https://youtu.be/${ID}?si=abcDEF123`, { kind: 'youtube', id: ID }],
    [`https://www.youtube.com/shorts/${ID}`, { kind: 'youtube', id: ID }],
    [`https://www.youtube.com/embed/${ID}`, { kind: 'youtube', id: ID }],
    [`https://www.youtube.com/live/${ID}?feature=share`, { kind: 'youtube', id: ID }],
    [`  https://www.YouTube.com/watch?v=${ID}  `, { kind: 'youtube', id: ID }],
    // with a start time
    [`https://youtu.be/${ID}?t=75`, { kind: 'youtube', id: ID, start: 75 }],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, { kind: 'youtube', id: ID, start: 3723 }],
    [`https://www.youtube.com/watch?v=${ID}&t=90s`, { kind: 'youtube', id: ID, start: 90 }],
    [`https://www.youtube.com/embed/${ID}?start=30`, { kind: 'youtube', id: ID, start: 30 }],
    [`https://www.youtube.com/watch?v=${ID}&t=0`, { kind: 'youtube', id: ID }],
    [`https://www.youtube.com/watch?v=${ID}&t=soon`, { kind: 'youtube', id: ID }],
    // Facebook
    ['https://www.facebook.com/watch/?v=1234567890', { kind: 'facebook', id: '1234567890' }],
    ['https://facebook.com/watch?v=987', { kind: 'facebook', id: '987' }],
    ['https://www.facebook.com/CentrePage/videos/1122334455/', { kind: 'facebook', id: '1122334455' }],
    ['https://m.facebook.com/CentrePage/videos/a-title/5566/', { kind: 'facebook', id: '5566' }],
    // plain links: other sites, videos without an id, ids of the wrong shape
    ['https://vimeo.com/76979871', { kind: 'link', url: 'https://vimeo.com/76979871', host: 'vimeo.com' }],
    ['https://fb.watch/abc123/', { kind: 'link', url: 'https://fb.watch/abc123/', host: 'fb.watch' }],
    [
      'https://www.youtube.com/watch?v=short',
      { kind: 'link', url: 'https://www.youtube.com/watch?v=short', host: 'www.youtube.com' },
    ],
    [
      'https://www.youtube.com/@centre',
      { kind: 'link', url: 'https://www.youtube.com/@centre', host: 'www.youtube.com' },
    ],
    [
      'https://www.facebook.com/watch/?v=abc',
      { kind: 'link', url: 'https://www.facebook.com/watch/?v=abc', host: 'www.facebook.com' },
    ],
    // look-alike hosts are plain links, never embedded
    [
      `https://youtube.com.evil.example/watch?v=${ID}`,
      {
        kind: 'link',
        url: `https://youtube.com.evil.example/watch?v=${ID}`,
        host: 'youtube.com.evil.example',
      },
    ],
    [
      `https://evil-youtube.com/watch?v=${ID}`,
      { kind: 'link', url: `https://evil-youtube.com/watch?v=${ID}`, host: 'evil-youtube.com' },
    ],
    [
      `https://youtu.be.evil.example/${ID}`,
      { kind: 'link', url: `https://youtu.be.evil.example/${ID}`, host: 'youtu.be.evil.example' },
    ],
    [
      'https://facebook.com.evil.example/watch/?v=1',
      {
        kind: 'link',
        url: 'https://facebook.com.evil.example/watch/?v=1',
        host: 'facebook.com.evil.example',
      },
    ],
    // not links at all
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'invalid' }],
    ['JavaScript://www.youtube.com/%0Aalert(1)', { kind: 'invalid' }],
    ['data:text/html,<script>alert(1)</script>', { kind: 'invalid' }],
    ['vbscript:msgbox', { kind: 'invalid' }],
    ['ftp://example.com/video.mp4', { kind: 'invalid' }],
    [`https://www.youtube.com@evil.example/watch?v=${ID}`, { kind: 'invalid' }],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`, { kind: 'invalid' }],
    ['www.youtube.com/watch', { kind: 'invalid' }],
    ['not a link', { kind: 'invalid' }],
  ])('%j', (text, link) => {
    expect(parseVideoLink(text)).toEqual(link);
  });

  it('reads a missing link as none', () => {
    expect(parseVideoLink(null)).toEqual({ kind: 'none' });
    expect(parseVideoLink(undefined)).toEqual({ kind: 'none' });
  });
});

describe('videoEmbedUrl', () => {
  it.each<[VideoLink, string | null]>([
    [{ kind: 'youtube', id: ID }, `https://www.youtube-nocookie.com/embed/${ID}`],
    [{ kind: 'youtube', id: ID, start: 75 }, `https://www.youtube-nocookie.com/embed/${ID}?start=75`],
    [
      { kind: 'facebook', id: '1234567890' },
      'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890',
    ],
    [{ kind: 'link', url: 'https://vimeo.com/1', host: 'vimeo.com' }, null],
    [{ kind: 'none' }, null],
    [{ kind: 'invalid' }, null],
  ])('%j plays from %j', (link, url) => {
    expect(videoEmbedUrl(link)).toBe(url);
  });

  it('builds the address from the parsed id only: the typed text never reaches it', () => {
    const typed = `https://www.youtube.com/watch?v=${ID}&x="><script>alert(1)</script>`;
    const url = videoEmbedUrl(parseVideoLink(typed));
    expect(url).toBe(`https://www.youtube-nocookie.com/embed/${ID}`);
  });

  it('embeds only from the two allowed origins', () => {
    for (const text of [`https://youtu.be/${ID}`, 'https://www.facebook.com/watch/?v=1']) {
      const url = new URL(videoEmbedUrl(parseVideoLink(text)) ?? '');
      expect(['https://www.youtube-nocookie.com', 'https://www.facebook.com']).toContain(url.origin);
    }
  });
});

describe('isAcceptableVideoLink', () => {
  it.each([
    ['', true],
    [`https://youtu.be/${ID}`, true],
    ['https://example.org/talk', true],
    ['javascript:alert(1)', false],
    ['example.org/talk', false],
  ])('%j: %s', (text, acceptable) => {
    expect(isAcceptableVideoLink(text)).toBe(acceptable);
  });
});

describe('videoProviderOfHost', () => {
  it.each([
    ['youtube.com', 'youtube'],
    ['WWW.YouTube.com', 'youtube'],
    ['youtu.be', 'youtube'],
    ['m.facebook.com', 'facebook'],
    ['youtube.com.evil.example', null],
    ['evil-youtube.com', null],
    ['youtu.be.evil.example', null],
    ['facebook.com.evil.example', null],
    ['fb.watch', null],
    ['vimeo.com', null],
  ])('%j belongs to %j', (host, provider) => {
    expect(videoProviderOfHost(host)).toBe(provider);
  });
});

describe('otherSiteOfVideoLink (the form warns, never refuses)', () => {
  it.each([
    ['', null],
    [`https://www.youtube.com/watch?v=${ID}`, null],
    ['https://www.facebook.com/watch/?v=1', null],
    // A YouTube page that is not one video (a channel) is still YouTube's own site.
    ['https://www.youtube.com/@centre', null],
    ['not a link', null],
    [`https://youtube.com.evil.example/watch?v=${ID}`, 'youtube.com.evil.example'],
    ['https://vimeo.com/76979871', 'vimeo.com'],
    ['https://facebook.com.evil.example/watch/?v=1', 'facebook.com.evil.example'],
  ])('%j: %j', (text, host) => {
    expect(otherSiteOfVideoLink(text)).toBe(host);
  });
});
