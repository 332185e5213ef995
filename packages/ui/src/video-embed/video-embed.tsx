import { type VideoLink, videoEmbedUrl } from '@minbar/domain/activities/video-link';
import { useEffect, useRef, useState } from 'react';
import { useUiMessage } from '../provider/ui-provider';
import { isolateText } from '../user-text/user-text';
import './video-embed.css';

export type { VideoLink } from '@minbar/domain/activities/video-link';

export interface VideoEmbedProps {
  /** The parsed link: YouTube and Facebook are embedded, another web address is a link, none says so. */
  link: VideoLink;
  /** What the video is about (the activity's title): names the Play button and the player. */
  title: string;
}

/** A host name reads left to right inside any language (U+2066 … U+2069), dots and all. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** Brand names, the same in every language. */
const PROVIDER_NAMES = { youtube: 'YouTube', facebook: 'Facebook' } as const;

/**
 * A video of YouTube or Facebook starts as a poster drawn here (no request leaves the page): the
 * provider's player, with its cookies and scripts, loads only once the user presses Play. Any other
 * web address is a plain link opening in a new tab, naming the site it leads to (a look-alike such as
 * youtube.com.evil.example shows for what it is); no link, or one that is not a web address, says
 * there is no video.
 */
export function VideoEmbed({ link, title }: VideoEmbedProps) {
  const t = useUiMessage();
  const embedUrl = videoEmbedUrl(link);
  // Playing belongs to one address: another video (the next activity) starts as a poster again.
  const [playingUrl, setPlayingUrl] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const playing = embedUrl !== null && playingUrl === embedUrl;

  useEffect(() => {
    // The Play button is gone: focus moves into the player, so the keyboard user is not dropped.
    if (playing) frame.current?.focus();
  }, [playing]);

  if ((link.kind === 'youtube' || link.kind === 'facebook') && embedUrl) {
    const provider = PROVIDER_NAMES[link.kind];
    return (
      <div
        className="ui-video"
        data-slot="video-embed"
        data-kind={link.kind}
        data-state={playing ? 'playing' : 'poster'}
      >
        {playing ? (
          <iframe
            ref={frame}
            className="ui-video__frame"
            src={embedUrl}
            title={t('ui.video.player', { title: isolateText(title) })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <div className="ui-video__poster">
            <p className="ui-video__provider">{t('ui.video.on', { provider: isolateText(provider) })}</p>
            <button
              type="button"
              className="ui-video__play"
              aria-label={t('ui.video.play', { title: isolateText(title) })}
              onClick={() => setPlayingUrl(embedUrl)}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                <path d="M8 5v14l11-7z" fill="currentColor" />
              </svg>
            </button>
            <p className="ui-video__notice">{t('ui.video.privacy', { provider: isolateText(provider) })}</p>
          </div>
        )}
      </div>
    );
  }

  if (link.kind === 'link') {
    return (
      <p className="ui-video__link" data-slot="video-embed" data-kind="link">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {t('ui.video.openOn', { host: leftToRight(link.host) })}{' '}
          <span className="ui-video__hint">{t('ui.video.newTab')}</span>
        </a>
        <bdi className="ui-video__address" dir="ltr">
          {link.url}
        </bdi>
      </p>
    );
  }

  return (
    <p className="ui-video__none" data-slot="video-embed" data-kind="none">
      {t('ui.video.none')}
    </p>
  );
}
