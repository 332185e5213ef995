import { parseVideoLink } from '@minbar/domain/activities/video-link';
import { VideoEmbed } from '@minbar/ui/video-embed/video-embed';
import { UploadedImage } from '../../../lib/uploaded-image';
import { useWallClockFormat } from '../../../lib/wall-clock-format';
import { useActivitiesMessages } from '../activities-intl';
import type { Activity } from '../data/activities-api';
import '../activities.css';
import '../../../lib/content-page.css';

/**
 * One activity: its photo, title, when and where, what it is, and its video when it has one. The
 * list's first card is at the top of the page, its photo the page's largest paint: fetched at once.
 */
export function ActivityCard({ activity, first = false }: { activity: Activity; first?: boolean }) {
  const t = useActivitiesMessages();
  const format = useWallClockFormat();
  const video = parseVideoLink(activity.video_link);
  const headingId = `activity-${activity.id}-title`;
  const when = activity.date
    ? format.when(activity.date, activity.time)
    : activity.time
      ? t('activities.regular', { time: format.time(activity.time) })
      : null;
  return (
    <article className="content-card" aria-labelledby={headingId}>
      <UploadedImage
        name={activity.photo}
        fallbackKey={activity.id}
        className="content-card__image"
        sizes="(min-width: 64rem) 30rem, (min-width: 40rem) 50vw, 100vw"
        width={640}
        height={360}
        lazy={!first}
      />
      <div className="content-card__body">
        <h2 className="content-card__title" id={headingId}>
          <bdi>{activity.title}</bdi>
        </h2>
        {when || activity.location ? (
          <dl className="content-card__facts">
            {when ? (
              <div>
                <dt>{t('activities.when')}</dt>
                <dd>{when}</dd>
              </div>
            ) : null}
            {activity.location ? (
              <div>
                <dt>{t('activities.where')}</dt>
                <dd>
                  <bdi>{activity.location}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {activity.description ? (
          <p className="content-card__text">
            <bdi>{activity.description}</bdi>
          </p>
        ) : null}
        {video.kind === 'none' || video.kind === 'invalid' ? null : (
          <section
            className="activity-card__video"
            aria-label={t('activities.video', { title: activity.title })}
          >
            <VideoEmbed link={video} title={activity.title} />
          </section>
        )}
      </div>
    </article>
  );
}
