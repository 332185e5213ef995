import type { Activity } from '@minbar/api/schemas/activities';
import { parseVideoLink } from '@minbar/domain/activities/video-link';
import { useUiLocale } from '@minbar/ui/provider/ui-provider';
import { isolateText } from '@minbar/ui/user-text/user-text';
import { VideoEmbed } from '@minbar/ui/video-embed/video-embed';
import { photoImage } from '../../../lib/photo-url';
import { useActivitiesT } from '../activities-intl';
import { formatActivityWhen } from '../format';
import './activities.css';

export interface ActivityPreviewProps {
  /** The selected activity; null shows the placeholder. */
  activity: Activity | null;
  /** An id in the address that no activity of the list has (deleted meanwhile, or a stale link). */
  missing?: boolean;
}

/** The right column: the selected activity as visitors see it, its video a poster until played. */
export function ActivityPreview({ activity, missing = false }: ActivityPreviewProps) {
  const t = useActivitiesT();
  const locale = useUiLocale();
  if (!activity) {
    return (
      <section
        className="activity-preview activity-preview--empty"
        aria-label={t('activities.preview.label')}
      >
        <svg
          className="activity-preview__placeholder"
          viewBox="0 0 120 80"
          aria-hidden="true"
          focusable="false"
        >
          <rect
            x="4"
            y="4"
            width="112"
            height="72"
            rx="8"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          />
          <circle cx="38" cy="30" r="8" fill="currentColor" />
          <path d="M12 68l28-24 18 16 22-22 28 30z" fill="currentColor" />
        </svg>
        <p>{missing ? t('activities.preview.gone') : t('activities.preview.placeholder')}</p>
      </section>
    );
  }
  return (
    <section className="activity-preview" aria-label={t('activities.preview.label')}>
      {activity.photo ? (
        <img
          className="activity-preview__photo"
          {...photoImage(activity.photo, '(min-width: 64rem) 28rem, 100vw')}
          alt={t('activities.photoOf', { title: isolateText(activity.title) })}
        />
      ) : null}
      <h2 className="activity-preview__title" dir="auto">
        {activity.title}
      </h2>
      <dl className="activity-preview__facts">
        <div>
          <dt>{t('activities.preview.when')}</dt>
          <dd>
            {activity.date
              ? formatActivityWhen(locale, activity.date, activity.time)
              : t('activities.preview.noDate')}
          </dd>
        </div>
        <div>
          <dt>{t('activities.preview.where')}</dt>
          <dd dir="auto">{activity.location || t('activities.preview.noPlace')}</dd>
        </div>
      </dl>
      <p className="activity-preview__description" dir="auto">
        {activity.description}
      </p>
      <h3 className="activity-preview__subtitle">{t('activities.preview.video')}</h3>
      <VideoEmbed link={parseVideoLink(activity.video_link ?? '')} title={activity.title} />
    </section>
  );
}
